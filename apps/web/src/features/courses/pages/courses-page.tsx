import { PlaceholderPage } from '../../../components/placeholder-page';

export function CoursesPage() {
  return <PlaceholderPage title="Corsi" />;
}
