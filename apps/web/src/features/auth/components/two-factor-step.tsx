import { useState } from 'react';
import { Alert, Anchor, Button, Loader, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TWO_FACTOR_MSG, type TokenPair, type TwoFactorChallenge } from '@empowerment/shared/auth';
import { dismissErrorToast, notify } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useErrorHandler } from '../../../lib/error-handler';
import { beginEnrolmentAtSignIn, confirmEnrolmentAtSignIn, verifySignInCode } from '../api/two-factor';
import { startSession } from '../session/session-store';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolment } from './totp-enrolment';

type StepProps = TwoFactorChallenge & { remember: boolean; onRestart: () => void };

/** What a refused second step means: the challenge is over (back to the password), or the code was wrong. */
function useStepErrors(onRestart: () => void) {
  const handleError = useErrorHandler();
  return (error: unknown): string | null => {
    if (error instanceof ApiError && error.status === 401) {
      if (error.message === TWO_FACTOR_MSG.challengeExpired) {
        notify('error', error.message);
        onRestart();
        return null;
      }
      return TWO_FACTOR_MSG.wrongCode;
    }
    handleError(error);
    return null;
  };
}

/** The second step of a sign-in: a code of her authenticator app, or one of her recovery codes. */
function CodeStep({ challenge, remember, onRestart }: StepProps) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const stepError = useStepErrors(onRestart);

  const submit = async () => {
    if (!code.trim()) return setError(recovery ? TWO_FACTOR_MSG.wrongCode : TWO_FACTOR_MSG.invalidCode);
    setPending(true);
    try {
      const tokens = await verifySignInCode({ challenge, code: code.trim() });
      dismissErrorToast();
      startSession(tokens, remember);
    } catch (caught) {
      setError(stepError(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="md">
        <TextInput
          key={recovery ? 'recovery' : 'code'}
          label={recovery ? TWO_FACTOR_MSG.recoveryLabel : TWO_FACTOR_MSG.codeLabel}
          description={recovery ? TWO_FACTOR_MSG.recoveryHint : TWO_FACTOR_MSG.codeHint}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          maxLength={recovery ? 40 : 6}
          error={error}
          withAsterisk
          data-autofocus
        />
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setError(null);
          }}
        >
          {recovery ? TWO_FACTOR_MSG.useApp : TWO_FACTOR_MSG.useRecovery}
        </Anchor>
        <Button type="submit" fullWidth loading={pending}>
          {TWO_FACTOR_MSG.verify}
        </Button>
      </Stack>
    </form>
  );
}

/** Required and not enrolled yet: she enrols here, saves her recovery codes, then her session starts. */
function EnrolStep({ challenge, remember, onRestart }: StepProps) {
  // a query, not an effect: the key is made once per challenge, even when the screen mounts twice
  const setup = useQuery({
    queryKey: ['auth', 'sign-in-enrolment', challenge],
    queryFn: () => beginEnrolmentAtSignIn({ challenge }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const [done, setDone] = useState<(TokenPair & { recovery_codes: string[] }) | null>(null);
  const [pending, setPending] = useState(false);
  const stepError = useStepErrors(onRestart);

  if (done)
    return (
      <RecoveryCodes
        codes={done.recovery_codes}
        onDone={() => {
          dismissErrorToast();
          startSession(done, remember);
        }}
      />
    );
  return (
    <Stack gap="md">
      <Alert color="blue">{TWO_FACTOR_MSG.enrolAtSignIn}</Alert>
      {setup.data ? (
        <TotpEnrolment
          setup={setup.data}
          pending={pending}
          onConfirm={async (code) => {
            setPending(true);
            try {
              setDone(await confirmEnrolmentAtSignIn({ challenge, code }));
              return true;
            } catch (caught) {
              return stepError(caught) === null;
            } finally {
              setPending(false);
            }
          }}
        />
      ) : setup.isError ? (
        <Button variant="light" onClick={onRestart}>
          {TWO_FACTOR_MSG.challengeExpired}
        </Button>
      ) : (
        <Loader aria-label="Caricamento" />
      )}
    </Stack>
  );
}

export function TwoFactorStep(props: StepProps) {
  return props.step === 'enrol' ? <EnrolStep {...props} /> : <CodeStep {...props} />;
}
