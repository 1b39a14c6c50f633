import { Alert, Badge, Button, Loader, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { formatDateTime } from '@empowerment/shared';
import { JOB_QUEUES, JOB_STATE_LABELS, JOB_STATES, JOB_TEXT, type JobsAnswer } from '@empowerment/shared/jobs';
import { useJobs } from '../api/jobs';

type QueueRow = JobsAnswer['queues'][number];

/** The queues' jobs of the last days, one row per queue and one column per state. */
function CountsTable({ queues }: { queues: QueueRow[] }) {
  return (
    <Table withTableBorder striped captionSide="top">
      <Table.Caption ta="left">{JOB_TEXT.intro}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{JOB_TEXT.title}</Table.Th>
          {JOB_STATES.map((state) => (
            <Table.Th key={state} scope="col" ta="right">
              {JOB_STATE_LABELS[state]}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {queues.map(({ queue, counts }) => (
          <Table.Tr key={queue}>
            <Table.Th scope="row" fw={500}>
              {JOB_QUEUES[queue].label}
              <Text size="xs" c="dimmed" fw={400}>
                {JOB_QUEUES[queue].description}
              </Text>
            </Table.Th>
            {JOB_STATES.map((state) => (
              <Table.Td key={state} ta="right">
                {counts[state]}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A queue's latest failed attempts, the latest first. */
function FailuresTable({ queue, failures }: QueueRow) {
  return (
    <Table withTableBorder captionSide="top">
      <Table.Caption ta="left">{JOB_QUEUES[queue].label}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{JOB_TEXT.when}</Table.Th>
          <Table.Th scope="col">{JOB_TEXT.attempt}</Table.Th>
          <Table.Th scope="col">{JOB_TEXT.outcome}</Table.Th>
          <Table.Th scope="col">{JOB_TEXT.error}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {failures.map((failure) => (
          <Table.Tr key={`${failure.at}-${failure.attempt}`}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(failure.at)}</Table.Td>
            <Table.Td>{failure.attempt}</Table.Td>
            <Table.Td>
              <Badge color={failure.final ? 'red' : 'orange'} variant="light">
                {failure.final ? JOB_TEXT.gaveUp : JOB_TEXT.willRetry}
              </Badge>
            </Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>{failure.message}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** 'Attività in background' (administrators): what the product does by itself, and what went wrong. */
export function BackgroundJobs() {
  const jobs = useJobs();
  if (jobs.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{JOB_TEXT.loading}</Text>
      </Group>
    );
  }
  if (jobs.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={JOB_TEXT.failed} role="alert">
        <Button size="xs" variant="light" color="red" onClick={() => void jobs.refetch()}>
          {JOB_TEXT.retry}
        </Button>
      </Alert>
    );
  }
  const { queues } = jobs.data;
  const nothing = queues.every((q) => JOB_STATES.every((state) => q.counts[state] === 0));
  const failing = queues.filter((q) => q.failures.length > 0);
  return (
    <Stack gap="md" maw={960}>
      {nothing ? (
        <>
          <Text size="sm" c="dimmed">
            {JOB_TEXT.intro}
          </Text>
          <Text>{JOB_TEXT.empty}</Text>
        </>
      ) : (
        <CountsTable queues={queues} />
      )}
      <Title order={2} size="h4">
        {JOB_TEXT.lastFailures}
      </Title>
      {failing.length === 0 ? <Text>{JOB_TEXT.noFailures}</Text> : failing.map((q) => <FailuresTable key={q.queue} {...q} />)}
    </Stack>
  );
}
