import { useDisclosure } from '@mantine/hooks';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { ResetRequestModal } from '../components/reset-request-modal';

export function LoginPage() {
  const [resetOpened, resetModal] = useDisclosure(false);
  return (
    <AuthCard subtitle="Accedi con le tue credenziali">
      <LoginForm onForgotPassword={resetModal.open} />
      <ResetRequestModal opened={resetOpened} onClose={resetModal.close} />
    </AuthCard>
  );
}
