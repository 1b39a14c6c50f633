import { yesNo } from '@empowerment/shared';
import { CompanyFiltersSchema, companyEntity, type CompanyListRow } from '@empowerment/shared/companies';
import type { z } from 'zod';
import { defineExport, excelDate } from '../export';
import { companyBatches, countCompanies } from './companies.repository';

/** /aziende's export: the filtered companies, one row each. */
export const companyExport = defineExport(companyEntity)<z.infer<typeof CompanyFiltersSchema>, CompanyListRow>({
  filters: CompanyFiltersSchema,
  count: countCompanies,
  batches: (db, filters, range) => companyBatches(db, filters, range),
  filename: (day) => `aziende_${day}.xlsx`,
  sheetName: 'Aziende',
  columns: [
    { field: 'company_name', width: 30, value: (r) => r.company_name },
    { field: 'company_type', width: 26, value: (r) => r.company_type },
    { field: 'sector_id', width: 20, value: (r) => r.sector_refer?.type ?? null },
    { field: 'mail_sent_at', width: 16, numFmt: 'dd/mm/yyyy', value: (r) => excelDate(r.mail_sent_at) },
    { field: 'mail_sender', width: 20, value: (r) => r.mail_sender },
    { field: 'mail_notes', width: 30, value: (r) => r.mail_notes },
    { field: 'state_contact', width: 24, value: (r) => r.state_contact },
    { field: 'fonte', width: 16, value: (r) => r.fonte },
    { field: 'address', width: 30, value: (r) => r.address },
    { field: 'municipio_id', width: 16, value: (r) => r.municipio?.municipio ?? null },
    { field: 'website', width: 28, value: (r) => r.website },
    { field: 'contact_name', width: 22, value: (r) => r.contact_name },
    { field: 'contact_email', width: 26, value: (r) => r.contact_email },
    { field: 'contact_phone', width: 18, value: (r) => r.contact_phone },
    { field: 'numbers_internships', width: 12, value: (r) => r.numbers_internships },
    { field: 'assigned_internships', width: 12, value: (r) => r.assigned_internships },
    { field: 'open_positions', width: 12, value: (r) => r.open_positions },
    { field: 'total_positions', width: 12, value: (r) => r.total_positions },
    { field: 'date_email_manifest', width: 16, numFmt: 'dd/mm/yyyy', value: (r) => excelDate(r.date_email_manifest) },
    { field: 'manifest_internship', width: 12, value: (r) => yesNo(r.manifest_internship) },
    { field: 'manifest_job_day', width: 12, value: (r) => yesNo(r.manifest_job_day) },
    { field: 'direct_assumption', width: 12, value: (r) => yesNo(r.direct_assumption) },
    { field: 'convention_signed', width: 12, value: (r) => yesNo(r.convention_signed) },
    { field: 'intern_name', width: 22, value: (r) => r.intern_name },
    { field: 'intern_phone', width: 18, value: (r) => r.intern_phone },
    { field: 'intern_mail', width: 26, value: (r) => r.intern_mail },
    { field: 'notes', width: 40, value: (r) => r.notes },
  ],
});
