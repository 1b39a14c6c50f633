import { todayInItaly } from '@empowerment/shared/beneficiaries';
import { InternshipFiltersSchema, internshipEntity, type Internship } from '@empowerment/shared/internships';
import type { z } from 'zod';
import { defineExport, excelDate } from '../export';
import { countInternships, internshipBatches } from './internships.repository';

/** /tirocini's export: the filtered internships, one row each. */
export const internshipExport = defineExport(internshipEntity)<z.infer<typeof InternshipFiltersSchema>, Internship>({
  filters: InternshipFiltersSchema,
  count: countInternships,
  batches: (db, filters, range) => internshipBatches(db, filters, range),
  filename: (day) => `tirocini_${day}.xlsx`,
  sheetName: 'Tirocini',
  columns: [
    { field: 'beneficiary', width: 28, value: (r) => `${r.beneficiary.name} ${r.beneficiary.surname}` },
    { field: 'fiscal_code', width: 20, value: (r) => r.beneficiary.fiscal_code },
    { field: 'hosting_company_id', width: 30, value: (r) => r.hosting_company_name },
    { field: 'internship_company_id', width: 26, value: (r) => r.internship_company?.job_positions ?? '' },
    { field: 'status_internships', width: 14, value: (r) => r.status_internships },
    { field: 'sector_id', width: 22, value: (r) => r.sector },
    { field: 'paying_company', width: 26, value: (r) => r.paying_company },
    { field: 'duration_month', width: 12, value: (r) => r.duration_month },
    { field: 'scheduled_hours', width: 12, value: (r) => r.scheduled_hours },
    { field: 'week_sceduled_hours', width: 12, value: (r) => r.week_sceduled_hours },
    { field: 'completed_hours', width: 12, value: (r) => r.completed_hours },
    { field: 'monthly_allowance', width: 18, value: (r) => r.monthly_allowance },
    { field: 'valutation', width: 30, value: (r) => r.valutation },
    { field: 'notes', width: 40, value: (r) => r.notes },
    { field: 'CreatedAt', width: 14, numFmt: 'dd/mm/yyyy', value: (r) => excelDate(todayInItaly(new Date(r.CreatedAt))) },
  ],
});
