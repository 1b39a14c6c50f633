import { EventsScreen } from '../../events';
import { groupActivityKind } from '../group-activity-kind';

export function GroupActivitiesPage() {
  return <EventsScreen kind={groupActivityKind} />;
}
