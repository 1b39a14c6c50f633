import { useEffect, useState } from 'react';
import { Anchor, Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { MSG, RESET_REDIRECT_MS } from '@empowerment/shared';
import { ResetPasswordFormSchema, type ResetPasswordForm as Values } from '@empowerment/shared/auth';
import { PasswordField, useSchemaValid } from '../../../components/form';
import { notify } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useErrorHandler } from '../../../lib/error-handler';
import { useResetPassword } from '../api/reset-password';
import { PasswordChecklist } from './password-checklist';

/** What the screen says: a forgotten password is reset, an invited operator sets her first one. */
export type PasswordFormTexts = { passwordLabel: string; submit: string; busy: string; done: string };

export function ResetPasswordForm({ token, texts }: { token: string; texts: PasswordFormTexts }) {
  const form = useForm<Values>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
    // Spec 01 §5: a field validates after blur or change.
    mode: 'all',
  });
  const [password, confirm] = useWatch({ control: form.control, name: ['password', 'confirm'] });
  const valid = useSchemaValid(form.control, ResetPasswordFormSchema);
  const reset = useResetPassword();
  const handleError = useErrorHandler();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);

  // The confirmation is judged against the password: check it again when that changes.
  const { getValues, trigger } = form;
  useEffect(() => {
    if (getValues('confirm')) void trigger('confirm');
  }, [password, getValues, trigger]);

  const onSubmit = async ({ password: newPassword }: Values) => {
    try {
      await reset.mutateAsync({ token, password: newPassword });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 401)) notify('error', MSG.resetTokenInvalidOrExpired);
      else handleError(error);
      return;
    }
    notify('success', texts.done);
    setDone(true);
    setTimeout(() => navigate(paths.login.getHref(), { replace: true }), RESET_REDIRECT_MS);
  };

  const busy = reset.isPending || done;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <PasswordField control={form.control} name="password" label={texts.passwordLabel} autoComplete="new-password" withAsterisk />
        <PasswordChecklist password={password} confirm={confirm} />
        <PasswordField control={form.control} name="confirm" label="Conferma password" autoComplete="new-password" withAsterisk />
        <Button type="submit" fullWidth disabled={busy || !valid}>
          {busy ? texts.busy : texts.submit}
        </Button>
        <Anchor component={Link} to={paths.login.getHref()} size="sm" ta="center">
          Torna al login
        </Anchor>
      </Stack>
    </form>
  );
}
