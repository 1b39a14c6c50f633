import { Stack } from '@mantine/core';
import { FilterPanel } from '../../../components/filter-panel';
import { PageHeader } from '../../../components/page-header';
import { activityLogFilters } from '../components/activity-log-filters';
import { ActivityLogList } from '../components/activity-log-list';

export function ActivityLogsPage() {
  return (
    <>
      <PageHeader title="Registro Attività" />
      <Stack gap="lg">
        <FilterPanel filters={activityLogFilters} />
        <ActivityLogList />
      </Stack>
    </>
  );
}
