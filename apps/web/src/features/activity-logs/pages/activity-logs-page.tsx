import { Group, Stack } from '@mantine/core';
import { activityLogEntity } from '@empowerment/shared/logs';
import { FilterPanel } from '../../../components/filter-panel';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../auth';
import { activityLogFilters } from '../components/activity-log-filters';
import { ActivityLogList } from '../components/activity-log-list';
import { ActivityLogViewsSwitch } from '../components/activity-log-views-switch';
import { LogIntegrityCheck } from '../components/log-integrity-check';
import { useIncludeViews } from '../components/use-include-views';

/** /logs (administrators): the Registro Attività with its filters and its export, views on demand. */
export function ActivityLogsPage() {
  const { isAdmin } = useSession();
  const [includeViews] = useIncludeViews();
  return (
    <>
      <PageHeader title={activityLogEntity.screen.title} />
      <Stack gap="lg">
        <FilterPanel
          filters={activityLogFilters}
          asAdmin={isAdmin}
          exportType={activityLogEntity.exportType}
          canExport={isAdmin}
          exportFilters={includeViews ? { include_views: 'true' } : undefined}
        />
        <Group justify="flex-end">
          <ActivityLogViewsSwitch />
        </Group>
        <ActivityLogList />
        {isAdmin && <LogIntegrityCheck />}
      </Stack>
    </>
  );
}
