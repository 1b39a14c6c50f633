import { EventsScreen } from '../../events';
import { careerDayKind } from '../career-day-kind';

export function CareerDaysPage() {
  return <EventsScreen kind={careerDayKind} />;
}
