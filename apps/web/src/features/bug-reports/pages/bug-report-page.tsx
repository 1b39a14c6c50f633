import { PlaceholderPage } from '../../../components/placeholder-page';

export function BugReportPage() {
  return <PlaceholderPage title="Segnalazioni" />;
}
