import { api } from '../../../lib/api-client';
import { useSavingMutation } from '../../../lib/use-saving-mutation';
import { operatorKeys } from './operator-keys';

/** A new invitation link (the previous one stops working); the link itself only when mail is not configured. */
export const resendInvitation = (id: number) => api.post<{ invite_url?: string }>(`/auth/operators/${id}/invitation`);

export const useResendInvitation = () => useSavingMutation(resendInvitation, operatorKeys.all);
