import { lazy, Suspense } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

// The modal's code (Modal, its scroll area, its form) loads on the first click of "forgot password",
// not with the login screen every visit opens on.
const ResetRequestModal = lazy(async () => ({ default: (await import('../components/reset-request-modal')).ResetRequestModal }));

export function LoginPage() {
  const [resetOpened, resetModal] = useDisclosure(false);
  return (
    <AuthCard subtitle="Accedi con le tue credenziali">
      <LoginForm onForgotPassword={resetModal.open} />
      {resetOpened && (
        <Suspense fallback={null}>
          <ResetRequestModal opened onClose={resetModal.close} />
        </Suspense>
      )}
    </AuthCard>
  );
}
