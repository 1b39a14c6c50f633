import { PlaceholderPage } from '../../../components/placeholder-page';

export function CostsPage() {
  return <PlaceholderPage title="Costi" />;
}
