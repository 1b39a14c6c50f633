import { PlaceholderPage } from '../../../components/placeholder-page';

export function UsefulInfoPage() {
  return <PlaceholderPage title="Informazioni utili" />;
}
