import { PlaceholderPage } from '../../../components/placeholder-page';

export function OperatorsPage() {
  return <PlaceholderPage title="Operatori" />;
}
