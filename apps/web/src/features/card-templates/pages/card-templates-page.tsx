import { PlaceholderPage } from '../../../components/placeholder-page';

export function CardTemplatesPage() {
  return <PlaceholderPage title="Modelli Schede" />;
}
