import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { MSG } from '@empowerment/shared';
import { notify } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  useEffect(() => {
    if (!token) notify('error', MSG.invalidResetToken);
  }, [token]);

  if (!token) return <Navigate to={paths.login.getHref()} replace />;
  return (
    <AuthCard subtitle="Scegli una nuova password">
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
