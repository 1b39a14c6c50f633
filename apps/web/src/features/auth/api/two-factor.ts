import { useQuery } from '@tanstack/react-query';
import type { LoginAnswer, SecuritySettings, Session, TokenPair, TwoFactorSetup, TwoFactorStatus } from '@empowerment/shared/auth';
import { api } from '../../../lib/api-client';
import { useSavingMutation } from '../../../lib/use-saving-mutation';

/** Two-factor sign-in and the sessions of the signed-in operator (decision 0048). */
export const securityKeys = {
  twoFactor: ['auth', 'two-factor'] as const,
  sessions: ['auth', 'sessions'] as const,
  settings: ['auth', 'security-settings'] as const,
};

/** The answer of POST /login that asks for a second step. */
export const isChallenge = (answer: LoginAnswer): answer is Extract<LoginAnswer, { challenge: string }> => 'challenge' in answer;

// ---- the second step of a sign-in: public, and a 401 is a wrong code, not an expired session ----

export const verifySignInCode = (body: { challenge: string; code: string }) =>
  api.post<TokenPair>('/login/two-factor', body, { skipRefresh: true });
export const beginEnrolmentAtSignIn = (body: { challenge: string }) =>
  api.post<TwoFactorSetup>('/login/two-factor/setup', body, { skipRefresh: true });
export const confirmEnrolmentAtSignIn = (body: { challenge: string; code: string }) =>
  api.post<TokenPair & { recovery_codes: string[] }>('/login/two-factor/confirm', body, { skipRefresh: true });

// ---- her own two-factor sign-in ----

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: securityKeys.twoFactor, queryFn: () => api.get<TwoFactorStatus>('/auth/two-factor') });
export const useBeginEnrolment = () => useSavingMutation(() => api.post<TwoFactorSetup>('/auth/two-factor/setup'));
export const useConfirmEnrolment = () =>
  useSavingMutation((code: string) => api.post<{ recovery_codes: string[] }>('/auth/two-factor/confirm', { code }), securityKeys.twoFactor);
export const useDisableTwoFactor = () =>
  useSavingMutation(
    (proof: { password?: string; code?: string }) => api.post<void>('/auth/two-factor/disable', proof),
    securityKeys.twoFactor,
  );

// ---- sessions ----

export const useSessions = () => useQuery({ queryKey: securityKeys.sessions, queryFn: () => api.get<Session[]>('/auth/sessions') });
export const useEndSession = () => useSavingMutation((id: string) => api.delete<void>(`/auth/sessions/${id}`), securityKeys.sessions);
/** An administrator ends every session of an operator. */
export const useEndOperatorSessions = () =>
  useSavingMutation((operatorId: number) => api.delete<void>(`/auth/operators/${operatorId}/sessions`));

// ---- the administrators' setting ----

export const useSecuritySettings = (enabled: boolean) =>
  useQuery({ queryKey: securityKeys.settings, queryFn: () => api.get<SecuritySettings>('/auth/security-settings'), enabled });
export const useSaveSecuritySettings = () =>
  useSavingMutation(
    (values: SecuritySettings) => api.put<SecuritySettings>('/auth/security-settings', values),
    securityKeys.settings,
    securityKeys.twoFactor,
  );
