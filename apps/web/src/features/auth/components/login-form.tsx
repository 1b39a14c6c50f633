import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MSG } from '@empowerment/shared';
import { LoginSchema, type Login, type TwoFactorChallenge } from '@empowerment/shared/auth';
import { PasswordField, TextField } from '../../../components/form';
import { dismissErrorToast, notify } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useErrorHandler } from '../../../lib/error-handler';
import { useLogin } from '../api/login';
import { isChallenge } from '../api/two-factor';
import { startSession } from '../session/session-store';

/**
 * Email and password. On success the session starts; the guard of the login route
 * then moves on to /loading, which loads the operator. With two-factor sign-in the
 * password earns a challenge instead, and the page asks for the code.
 */
export function LoginForm({
  onForgotPassword,
  onChallenge,
}: {
  onForgotPassword: () => void;
  onChallenge: (challenge: TwoFactorChallenge, remember: boolean) => void;
}) {
  const [remember, setRemember] = useState(false);
  const form = useForm<Login>({ resolver: zodResolver(LoginSchema), defaultValues: { email: '', password: '' } });
  const login = useLogin();
  const handleError = useErrorHandler();

  const onSubmit = async (credentials: Login) => {
    try {
      const answer = await login.mutateAsync(credentials);
      dismissErrorToast();
      if (isChallenge(answer)) onChallenge(answer, remember);
      else startSession(answer, remember);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 401)) notify('error', MSG.wrongCredentials);
      else handleError(error);
    }
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <TextField control={form.control} name="email" type="email" label="Email" autoComplete="username" withAsterisk />
        <PasswordField control={form.control} name="password" label="Password" autoComplete="current-password" withAsterisk />
        <Group justify="space-between">
          <Checkbox label="Ricordami" checked={remember} onChange={(event) => setRemember(event.currentTarget.checked)} />
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            Recupera Password
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending}>
          Accedi
        </Button>
      </Stack>
    </form>
  );
}
