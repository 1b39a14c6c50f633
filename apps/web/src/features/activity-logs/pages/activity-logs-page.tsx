import { Group, Stack } from '@mantine/core';
import { FilterPanel } from '../../../components/filter-panel';
import { PageHeader } from '../../../components/page-header';
import { activityLogFilters } from '../components/activity-log-filters';
import { ActivityLogList } from '../components/activity-log-list';
import { ActivityLogViewsSwitch } from '../components/activity-log-views-switch';

export function ActivityLogsPage() {
  return (
    <>
      <PageHeader title="Registro Attività" />
      <Stack gap="lg">
        <FilterPanel filters={activityLogFilters} />
        <Group justify="flex-end">
          <ActivityLogViewsSwitch />
        </Group>
        <ActivityLogList />
      </Stack>
    </>
  );
}
