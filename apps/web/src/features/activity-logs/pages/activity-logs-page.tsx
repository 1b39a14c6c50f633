import { PlaceholderPage } from '../../../components/placeholder-page';

export function ActivityLogsPage() {
  return <PlaceholderPage title="Logs" />;
}
