export { EventsScreen } from './components/events-screen';
export { MembershipPanel } from './components/membership-panel';
export type { EventKind } from './event-kind';
