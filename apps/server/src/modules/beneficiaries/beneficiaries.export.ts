import { yesNo } from '@empowerment/shared';
import { BeneficiaryFiltersSchema, beneficiaryEntity, type BeneficiaryListRow } from '@empowerment/shared/beneficiaries';
import type { z } from 'zod';
import { defineExport, excelDate } from '../export';
import { beneficiaryBatches, countBeneficiaries } from './beneficiaries.repository';

/** /beneficiari's export: the filtered beneficiaries, one row each. */
export const beneficiaryExport = defineExport(beneficiaryEntity)<z.infer<typeof BeneficiaryFiltersSchema>, BeneficiaryListRow>({
  filters: BeneficiaryFiltersSchema,
  count: countBeneficiaries,
  batches: (db, filters, range) => beneficiaryBatches(db, filters, range),
  filename: (day) => `beneficiari_${day}.xlsx`,
  sheetName: 'Beneficiari',
  columns: [
    { field: 'id_public', width: 14, value: (r) => r.id_public },
    { field: 'name', width: 20, value: (r) => r.name },
    { field: 'surname', width: 22, value: (r) => r.surname },
    { field: 'email', width: 32, value: (r) => r.email },
    { field: 'phone_prefix', width: 10, value: (r) => r.phone_prefix },
    { field: 'phone', width: 16, value: (r) => r.phone },
    { field: 'fiscal_code', width: 20, value: (r) => r.fiscal_code },
    { field: 'birth_date', width: 16, numFmt: 'dd/mm/yyyy', value: (r) => excelDate(r.birth_date) },
    { field: 'active', width: 9, value: (r) => yesNo(r.active) },
  ],
});
