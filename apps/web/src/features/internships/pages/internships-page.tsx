import { PlaceholderPage } from '../../../components/placeholder-page';

export function InternshipsPage() {
  return <PlaceholderPage title="Tirocini" />;
}
