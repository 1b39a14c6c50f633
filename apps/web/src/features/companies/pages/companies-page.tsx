import { PlaceholderPage } from '../../../components/placeholder-page';

export function CompaniesPage() {
  return <PlaceholderPage title="Aziende" />;
}
