import { useEffect } from 'react';
import { Alert, Center, Group, Loader, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { formatDateTime, logActionPhrase, logOutcome } from '@empowerment/shared';
import { ActivityLogViewsSwitch, LogEntryDetails, LogOutcomeBadge, useIncludeViews } from '../../activity-logs';
import { LoadMoreButton } from '../../../components/load-more-button';
import { errorMessage } from '../../../lib/error-handler';
import { useBeneficiaryLogs } from '../api/get-beneficiary-logs';

/** Spec 02 §9: scrolling this close to the bottom loads the next page. */
export const LOG_SCROLL_THRESHOLD_PX = 200;

/** Tab 19 (administrators): her Registro Attività, newest first, ten entries at a time. */
export function ActivityLogTab({ beneficiaryId }: { beneficiaryId: number }) {
  const [includeViews] = useIncludeViews();
  const logs = useBeneficiaryLogs(beneficiaryId, includeViews);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = logs;

  useEffect(() => {
    const onScroll = () => {
      const fromBottom = document.documentElement.scrollHeight - window.innerHeight - window.scrollY;
      if (fromBottom <= LOG_SCROLL_THRESHOLD_PX && hasNextPage && !isFetchingNextPage) void fetchNextPage();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const entries = logs.data?.pages.flat() ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} size="h4">
          Registro Attività
        </Title>
        <ActivityLogViewsSwitch />
      </Group>
      {logs.isPending ? (
        <Center py="xl">
          <Loader aria-label="Caricamento del registro" />
        </Center>
      ) : logs.isError ? (
        // a failed load is only reported here (spec 02 §8)
        <Alert color="red">{errorMessage(logs.error)}</Alert>
      ) : entries.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text ta="center" c="dimmed">
            Nessuna attività registrata per questo beneficiario
          </Text>
        </Paper>
      ) : (
        <>
          <Timeline bulletSize={24} lineWidth={2} active={entries.length}>
            {entries.map((entry) => {
              const outcome = logOutcome(entry.status_code);
              return (
                <Timeline.Item
                  key={entry.ID}
                  color={outcome.color}
                  bullet={<IconHistory size={14} />}
                  title={
                    <Text fw={600} size="sm" component="span">
                      {logActionPhrase(entry.action, entry.entita)}
                    </Text>
                  }
                >
                  <Stack gap={4} mt={4}>
                    <Group gap="xs" wrap="wrap">
                      <Text size="xs" c="dimmed">
                        {formatDateTime(entry.CreatedAt)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        · {entry.operator?.email ?? 'Sistema'}
                      </Text>
                    </Group>
                    <LogEntryDetails entry={entry} />
                    <LogOutcomeBadge statusCode={entry.status_code} />
                  </Stack>
                </Timeline.Item>
              );
            })}
          </Timeline>
          <LoadMoreButton list={logs} />
        </>
      )}
    </Stack>
  );
}
