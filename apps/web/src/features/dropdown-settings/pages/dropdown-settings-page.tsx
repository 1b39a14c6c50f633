import { PlaceholderPage } from '../../../components/placeholder-page';

export function DropdownSettingsPage() {
  return <PlaceholderPage title="Dropdown Edit" />;
}
