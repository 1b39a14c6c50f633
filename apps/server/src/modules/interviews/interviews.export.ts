import { InterviewFiltersSchema, interviewEntity, type Interview } from '@empowerment/shared/interviews';
import type { z } from 'zod';
import { defineExport, excelDate } from '../export';
import { countInterviews, interviewBatches } from './interviews.repository';

/** /colloqui's export: the filtered interviews, one row each. */
export const interviewExport = defineExport(interviewEntity)<z.infer<typeof InterviewFiltersSchema>, Interview>({
  filters: InterviewFiltersSchema,
  count: countInterviews,
  batches: (db, filters, range) => interviewBatches(db, filters, range),
  filename: (day) => `colloqui_${day}.xlsx`,
  sheetName: 'Colloqui',
  columns: [
    { field: 'beneficiary', width: 28, value: (r) => `${r.beneficiary.name} ${r.beneficiary.surname}` },
    { field: 'fiscal_code', width: 20, value: (r) => r.beneficiary.fiscal_code },
    { field: 'date', width: 14, numFmt: 'dd/mm/yyyy', value: (r) => excelDate(r.date) },
    { field: 'type_id', width: 24, value: (r) => r.type },
    { field: 'interviewer', width: 30, value: (r) => r.interviewer },
    { field: 'notes', width: 50, value: (r) => r.notes },
  ],
});
