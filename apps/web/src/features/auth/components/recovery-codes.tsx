import { Button, CopyButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { TWO_FACTOR_MSG } from '@empowerment/shared/auth';
import { saveFile } from '../../../lib/save-file';

/** Her recovery codes, shown this once: she copies or downloads them, then says she saved them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {TWO_FACTOR_MSG.recoveryCodesTitle}
      </Title>
      <Text size="sm">{TWO_FACTOR_MSG.recoveryCodesHint}</Text>
      <List aria-label={TWO_FACTOR_MSG.recoveryCodesTitle} ff="monospace" spacing={2} listStyleType="none" data-testid="recovery-codes">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="xs">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="light" leftSection={<IconCopy size={16} />} onClick={copy}>
              {copied ? TWO_FACTOR_MSG.copied : TWO_FACTOR_MSG.copy}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          onClick={() =>
            saveFile({ blob: new Blob([`${text}\n`], { type: 'text/plain' }), filename: 'codici-di-recupero-empowerment.txt' })
          }
        >
          {TWO_FACTOR_MSG.download}
        </Button>
        <Button onClick={onDone}>{TWO_FACTOR_MSG.done}</Button>
      </Group>
    </Stack>
  );
}
