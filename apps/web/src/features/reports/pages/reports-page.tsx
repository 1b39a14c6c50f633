import { PlaceholderPage } from '../../../components/placeholder-page';

export function ReportsPage() {
  return <PlaceholderPage title="Report" />;
}
