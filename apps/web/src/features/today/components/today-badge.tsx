import { Badge, VisuallyHidden } from '@mantine/core';
import { TODAY_TEXT } from '@empowerment/shared/today';
import { useTodayCount } from '../api/today';

/** The number of deadlines beside 'Oggi' in the menu; nothing while it loads, when it fails or when there are none. */
export function TodayBadge() {
  const { data } = useTodayCount();
  if (!data?.count) return null;
  return (
    <Badge size="sm" variant="filled" color="red" circle={data.count < 10}>
      <span aria-hidden="true">{data.count > 99 ? '99+' : data.count}</span>
      <VisuallyHidden>{TODAY_TEXT.badge(data.count)}</VisuallyHidden>
    </Badge>
  );
}
