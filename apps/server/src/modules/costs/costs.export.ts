import { CostFiltersSchema, costConfirmedLabel, costEntity, type Cost } from '@empowerment/shared/costs';
import type { z } from 'zod';
import { AMOUNT_FORMAT, defineExport, excelDate } from '../export';
import { costBatches, countCosts } from './costs.repository';

/** /costi's export: the filtered costs, one row each, amounts in euro. */
export const costExport = defineExport(costEntity)<z.infer<typeof CostFiltersSchema>, Cost>({
  filters: CostFiltersSchema,
  count: countCosts,
  batches: (db, filters, range) => costBatches(db, filters, range),
  filename: (day) => `costi_${day}.xlsx`,
  sheetName: 'Costi',
  columns: [
    { field: 'date', width: 12, numFmt: 'dd/mm/yyyy', value: (r) => excelDate(r.date) },
    { field: 'beneficiary', width: 26, value: (r) => r.beneficiary },
    { field: 'type', width: 24, value: (r) => r.type_name },
    { field: 'entity_type', width: 18, value: (r) => r.entity_type },
    { field: 'amount_committed', width: 18, numFmt: AMOUNT_FORMAT, value: (r) => r.amount_committed },
    { field: 'amount_expected', width: 18, numFmt: AMOUNT_FORMAT, value: (r) => r.amount_expected },
    { field: 'amount_paid', width: 18, numFmt: AMOUNT_FORMAT, value: (r) => r.amount_paid },
    { field: 'file_id', width: 26, value: (r) => r.file_name ?? '' },
    { field: 'confirmed', width: 16, value: (r) => costConfirmedLabel(r.confirmed) },
    { field: 'notes', width: 40, value: (r) => r.notes },
  ],
});
