import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { MSG } from '@empowerment/shared';
import { notify } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm, type PasswordFormTexts } from '../components/reset-password-form';

/** The invitation link carries invito=1 (the server's mail builder): same screen, first-password words. */
const INVITATION_PARAM = 'invito';

const RESET = {
  subtitle: 'Scegli una nuova password',
  form: {
    passwordLabel: 'Nuova password',
    submit: 'Reimposta Password',
    busy: 'Reimpostazione in corso...',
    done: MSG.passwordResetDone,
  },
};
const INVITATION = {
  subtitle: 'Scegli la tua password',
  form: { passwordLabel: 'Password', submit: 'Imposta password', busy: 'Salvataggio in corso...', done: 'Password impostata con successo' },
} satisfies { subtitle: string; form: PasswordFormTexts };

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const texts = searchParams.get(INVITATION_PARAM) === '1' ? INVITATION : RESET;

  useEffect(() => {
    if (!token) notify('error', MSG.invalidResetToken);
  }, [token]);

  if (!token) return <Navigate to={paths.login.getHref()} replace />;
  return (
    <main>
      <AuthCard subtitle={texts.subtitle}>
        <ResetPasswordForm token={token} texts={texts.form} />
      </AuthCard>
    </main>
  );
}
