/** What other modules may use of the logs module. */
export { VIEW_REPEAT_WINDOW_MS, writeAuditEntry, type AuditEntry } from './logs.repository';

/** "name=Maria, active=true": how the Registro Attività records the filters of a list or an export. */
export const describeFilters = (filters: Record<string, unknown>) =>
  Object.entries(filters)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(', ');
