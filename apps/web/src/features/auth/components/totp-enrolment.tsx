import { useState } from 'react';
import { Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { TotpCodeSchema, TWO_FACTOR_MSG, type TwoFactorSetup } from '@empowerment/shared/auth';

/** The key of a new TOTP (its QR code and the key to type), and the first code that turns it on. */
export function TotpEnrolment({
  setup,
  onConfirm,
  pending,
}: {
  setup: TwoFactorSetup;
  /** false when the code was wrong. */
  onConfirm: (code: string) => Promise<boolean>;
  pending: boolean;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const parsed = TotpCodeSchema.safeParse(code);
    if (!parsed.success) return setError(TWO_FACTOR_MSG.invalidCode);
    setError(null);
    if (!(await onConfirm(parsed.data))) setError(TWO_FACTOR_MSG.wrongCode);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Text size="sm">{TWO_FACTOR_MSG.scanQr}</Text>
        <Group align="center" gap="md">
          <QRCodeSVG value={setup.otpauth_url} size={160} marginSize={2} title="Codice QR per l'app di autenticazione" role="img" />
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {TWO_FACTOR_MSG.secretLabel}
            </Text>
            <Code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
              {setup.secret}
            </Code>
          </Stack>
        </Group>
        <Text size="sm">{TWO_FACTOR_MSG.confirmHint}</Text>
        <TextInput
          label={TWO_FACTOR_MSG.codeLabel}
          description={TWO_FACTOR_MSG.codeHint}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={error}
          withAsterisk
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {TWO_FACTOR_MSG.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
