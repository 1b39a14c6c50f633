import { useState } from 'react';
import {
  Badge,
  Button,
  Divider,
  Group,
  Loader,
  PasswordInput,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatDateTime } from '@empowerment/shared';
import { SESSION_MSG, TWO_FACTOR_MSG, type TwoFactorSetup } from '@empowerment/shared/auth';
import { notify } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useErrorHandler } from '../../../lib/error-handler';
import {
  useBeginEnrolment,
  useConfirmEnrolment,
  useDisableTwoFactor,
  useEndSession,
  useSaveSecuritySettings,
  useSecuritySettings,
  useSessions,
  useTwoFactorStatus,
} from '../api/two-factor';
import { useSession } from '../session/use-session';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolment } from './totp-enrolment';

/** The administrators' setting: every administrator must sign in with two-factor. */
function RequireSetting() {
  const settings = useSecuritySettings(true);
  const save = useSaveSecuritySettings();
  const handleError = useErrorHandler();
  if (!settings.data) return null;
  return (
    <Switch
      label={TWO_FACTOR_MSG.requireSetting}
      description={TWO_FACTOR_MSG.requireSettingHint}
      checked={settings.data.require_admin_two_factor}
      disabled={save.isPending}
      onChange={(event) =>
        save
          .mutateAsync({ require_admin_two_factor: event.currentTarget.checked })
          .then(() => notify('success', TWO_FACTOR_MSG.settingSaved), handleError)
      }
    />
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const disable = useDisableTwoFactor();
  const handleError = useErrorHandler();
  const submit = async () => {
    if (!password && !code.trim()) return setError(TWO_FACTOR_MSG.disableHint);
    try {
      await disable.mutateAsync(password ? { password } : { code: code.trim() });
      notify('success', TWO_FACTOR_MSG.deactivated);
      onDone();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400) setError(caught.message);
      else handleError(caught);
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
      <Stack gap="xs">
        <Text size="sm">{TWO_FACTOR_MSG.disableHint}</Text>
        <PasswordInput
          label="Password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="current-password"
        />
        <TextInput
          label={TWO_FACTOR_MSG.codeLabel}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          autoComplete="one-time-code"
        />
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="button" variant="default" onClick={onDone}>
            Annulla
          </Button>
          <Button type="submit" color="red" loading={disable.isPending}>
            {TWO_FACTOR_MSG.disable}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Verifica in due passaggi': turn it on (key, first code, recovery codes shown once) or off. */
function TwoFactorSection({ isAdmin }: { isAdmin: boolean }) {
  const status = useTwoFactorStatus();
  const begin = useBeginEnrolment();
  const confirm = useConfirmEnrolment();
  const handleError = useErrorHandler();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);

  if (!status.data) return <Loader size="sm" aria-label="Caricamento" />;
  if (!isAdmin && !status.data.enabled) return null;

  let body;
  if (codes) body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  else if (setup)
    body = (
      <TotpEnrolment
        setup={setup}
        pending={confirm.isPending}
        onConfirm={async (code) => {
          try {
            const answer = await confirm.mutateAsync(code);
            setSetup(null);
            setCodes(answer.recovery_codes);
            notify('success', TWO_FACTOR_MSG.activated);
            return true;
          } catch (caught) {
            if (caught instanceof ApiError && caught.status === 400) return false;
            handleError(caught);
            return true;
          }
        }}
      />
    );
  else if (status.data.enabled)
    body = disabling ? (
      <DisableForm onDone={() => setDisabling(false)} />
    ) : (
      <Group justify="space-between">
        <Stack gap={2}>
          <Text size="sm">{TWO_FACTOR_MSG.enabled}</Text>
          <Text size="xs" c="dimmed">
            {TWO_FACTOR_MSG.recoveryCodesLeft(status.data.recovery_codes_left)}
          </Text>
        </Stack>
        {!status.data.required && (
          <Button variant="light" color="red" onClick={() => setDisabling(true)}>
            {TWO_FACTOR_MSG.disable}
          </Button>
        )}
      </Group>
    );
  else
    body = (
      <Group justify="space-between">
        <Text size="sm">{TWO_FACTOR_MSG.disabled}</Text>
        <Button loading={begin.isPending} onClick={() => begin.mutateAsync(undefined).then(setSetup, handleError)}>
          {TWO_FACTOR_MSG.enable}
        </Button>
      </Group>
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="two-factor-title">
      <Title order={2} size="h4" id="two-factor-title">
        {TWO_FACTOR_MSG.title}
      </Title>
      {body}
      {isAdmin && <RequireSetting />}
    </Stack>
  );
}

/** 'Sessioni attive': where she is signed in; she ends any session but this one. */
function SessionsSection() {
  const sessions = useSessions();
  const end = useEndSession();
  const handleError = useErrorHandler();
  return (
    <Stack gap="sm" component="section" aria-labelledby="sessions-title">
      <Title order={2} size="h4" id="sessions-title">
        {SESSION_MSG.title}
      </Title>
      {!sessions.data ? (
        <Loader size="sm" aria-label="Caricamento" />
      ) : sessions.data.length === 0 ? (
        <Text size="sm">{SESSION_MSG.none}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{SESSION_MSG.device}</Table.Th>
                <Table.Th>{SESSION_MSG.address}</Table.Th>
                <Table.Th>{SESSION_MSG.lastUse}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Azioni</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.device}</Table.Td>
                  <Table.Td>{s.address}</Table.Td>
                  <Table.Td>{formatDateTime(s.last_used_at)}</Table.Td>
                  <Table.Td>
                    {s.current ? (
                      <Badge variant="light">{SESSION_MSG.current}</Badge>
                    ) : (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={`${SESSION_MSG.endSession} ${s.device} ${s.address}`}
                        loading={end.isPending && end.variables === s.id}
                        onClick={() => end.mutateAsync(s.id).then(() => notify('success', SESSION_MSG.ended), handleError)}
                      >
                        {SESSION_MSG.end}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** The security of her own account, in her profile: two-factor sign-in (administrators) and her sessions. */
export function AccountSecurity() {
  const { isAdmin } = useSession();
  return (
    <Stack gap="lg" mt="lg">
      <Divider />
      <TwoFactorSection isAdmin={isAdmin} />
      <Divider />
      <SessionsSection />
    </Stack>
  );
}
