import { PlaceholderPage } from '../../../components/placeholder-page';

export function InterviewsPage() {
  return <PlaceholderPage title="Colloqui" />;
}
