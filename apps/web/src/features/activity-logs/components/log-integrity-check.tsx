import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { LOG_INTEGRITY_MSG, logIntegrityVerdict, type LogIntegrity } from '@empowerment/shared/logs';
import { useLogIntegrityCheck } from '../api/log-integrity';

/** What a verification found: the verdict, where the chain breaks, what was rewritten on purpose. */
function IntegrityResult({ result }: { result: LogIntegrity }) {
  return (
    <Alert
      color={result.intact ? 'green' : 'red'}
      icon={result.intact ? <IconShieldCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
      title={logIntegrityVerdict(result)}
    >
      <Stack gap="xs">
        {!result.intact && (
          <>
            <Text size="sm">{LOG_INTEGRITY_MSG.breakCount(result.breakCount)}</Text>
            <List size="sm" spacing={2}>
              {result.breaks.map((b) => (
                <List.Item key={`${b.kind}-${b.id}-${b.position}`}>{LOG_INTEGRITY_MSG.breakLine(b)}</List.Item>
              ))}
            </List>
          </>
        )}
        {result.redacted > 0 && (
          <>
            <Text size="sm">{LOG_INTEGRITY_MSG.redacted(result.redacted)}</Text>
            <List size="sm" spacing={2}>
              {result.redactions.map((r) => (
                <List.Item key={`${r.id}-${r.at}`}>{LOG_INTEGRITY_MSG.redaction(r)}</List.Item>
              ))}
            </List>
          </>
        )}
        {result.pending > 0 && <Text size="sm">{LOG_INTEGRITY_MSG.pending(result.pending)}</Text>}
        {result.head && (
          <Text size="xs" style={{ wordBreak: 'break-all' }}>
            {LOG_INTEGRITY_MSG.head(result.head.position, result.head.hash)}
          </Text>
        )}
        <Text size="xs">{LOG_INTEGRITY_MSG.duration(result.ms)}</Text>
      </Stack>
    </Alert>
  );
}

/** 'Verifica integrità del registro' (administrators, in /logs): recomputes the chain on demand. */
export function LogIntegrityCheck() {
  const check = useLogIntegrityCheck();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="log-integrity-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="log-integrity-title">
          {LOG_INTEGRITY_MSG.title}
        </Title>
        <Text size="sm">{LOG_INTEGRITY_MSG.intro}</Text>
        <Group>
          <Button variant="light" onClick={() => check.mutate()} loading={check.isPending}>
            {LOG_INTEGRITY_MSG.run}
          </Button>
        </Group>
        <div role="status" aria-live="polite">
          {check.isPending && <Text size="sm">{LOG_INTEGRITY_MSG.running}</Text>}
          {check.isError && <Alert color="red" title={LOG_INTEGRITY_MSG.failed} />}
          {check.data && !check.isPending && <IntegrityResult result={check.data} />}
        </div>
      </Stack>
    </Paper>
  );
}
