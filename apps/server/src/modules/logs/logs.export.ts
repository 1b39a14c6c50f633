import { LOG_ACTION_LABELS, describeLogChange, logEntityLabel, logOutcome } from '@empowerment/shared';
import { LogFiltersSchema, activityLogEntity, type LogFilters } from '@empowerment/shared/logs';
import { defineExport } from '../export';
import { countLogs, logBatches, type LogExportRow } from './logs.repository';

const actionLabel = (action: string) => LOG_ACTION_LABELS[action as keyof typeof LOG_ACTION_LABELS] ?? action;

/** The Registro Attività's export: the filtered entries newest first, their time in Italy. */
export const logExport = defineExport(activityLogEntity)<LogFilters, LogExportRow>({
  filters: LogFiltersSchema,
  count: countLogs,
  batches: (db, filters, range) => logBatches(db, filters, range),
  filename: (day) => `registro_attivita_${day}.xlsx`,
  sheetName: 'Registro Attività',
  columns: [
    // the wall clock in Italy as a date-time cell (a spreadsheet has no time zones)
    { field: 'CreatedAt', width: 18, numFmt: 'dd/mm/yyyy hh:mm:ss', value: (r) => new Date(`${r.local}Z`) },
    { field: 'operator', width: 30, value: (r) => r.operator?.email ?? 'Sistema' },
    { field: 'action', width: 16, value: (r) => actionLabel(r.action) },
    { field: 'entita', width: 26, value: (r) => logEntityLabel(r.entita) },
    { field: 'beneficiary_id', width: 14, value: (r) => r.beneficiary_id },
    { field: 'beneficiary_public_id', width: 14, value: (r) => r.beneficiary_public_id ?? null },
    { field: 'beneficiary', width: 28, value: (r) => r.beneficiary_name ?? null },
    { field: 'outcome', width: 20, value: (r) => logOutcome(r.status_code).label },
    { field: 'status_code', width: 12, value: (r) => r.status_code },
    { field: 'notes', width: 60, value: (r) => r.notes },
    // each changed field on its own line: 'Progetto attivo: Sì → No'
    { field: 'changes', width: 60, value: (r) => r.changes?.map((c) => describeLogChange(r.entita, c)).join('\n') || null },
  ],
});
