import { PlaceholderPage } from '../../../components/placeholder-page';

export function CareerDaysPage() {
  return <PlaceholderPage title="Careers Days" />;
}
