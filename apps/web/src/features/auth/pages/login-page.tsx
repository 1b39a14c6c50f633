import { Suspense, useState } from 'react';
import { TWO_FACTOR_MSG, type TwoFactorChallenge } from '@empowerment/shared/auth';
import { useDisclosure } from '@mantine/hooks';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { lazyComponent } from '../../../lib/lazy-route';

// The modal's code (Modal, its scroll area, its form) loads on the first click of "forgot password",
// not with the login screen every visit opens on.
const ResetRequestModal = lazyComponent(() => import('../components/reset-request-modal'), 'ResetRequestModal');
// the second step (and its QR code) only for those who use two-factor sign-in
const TwoFactorStep = lazyComponent(() => import('../components/two-factor-step'), 'TwoFactorStep');

export function LoginPage() {
  const [resetOpened, resetModal] = useDisclosure(false);
  const [second, setSecond] = useState<(TwoFactorChallenge & { remember: boolean }) | null>(null);
  if (second)
    return (
      <AuthCard subtitle={TWO_FACTOR_MSG.title}>
        <Suspense fallback={null}>
          <TwoFactorStep {...second} onRestart={() => setSecond(null)} />
        </Suspense>
      </AuthCard>
    );
  return (
    <AuthCard subtitle="Accedi con le tue credenziali">
      <LoginForm onForgotPassword={resetModal.open} onChallenge={(challenge, remember) => setSecond({ ...challenge, remember })} />
      {resetOpened && (
        <Suspense fallback={null}>
          <ResetRequestModal opened onClose={resetModal.close} />
        </Suspense>
      )}
    </AuthCard>
  );
}
