import { PlaceholderPage } from '../../../components/placeholder-page';

export function GroupActivitiesPage() {
  return <PlaceholderPage title="Group Activity" />;
}
