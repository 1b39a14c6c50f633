import { Switch } from '@mantine/core';
import { useIncludeViews } from './use-include-views';

export function ActivityLogViewsSwitch() {
  const [includeViews, setIncludeViews] = useIncludeViews();
  return (
    <Switch
      label="Mostra anche le visualizzazioni"
      checked={includeViews}
      onChange={(event) => setIncludeViews(event.currentTarget.checked)}
    />
  );
}
