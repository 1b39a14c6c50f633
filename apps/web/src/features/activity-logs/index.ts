/** The beneficiary's Registro Attività tab shows outcomes and the views switch the same way. */
export { LogOutcomeBadge } from './components/log-outcome-badge';
export { LogEntryDetails } from './components/log-entry-details';
export { ActivityLogViewsSwitch } from './components/activity-log-views-switch';
export { useIncludeViews } from './components/use-include-views';
