import { BeneficiaryFiltersSchema, type BeneficiaryListRow, type ExportType } from '@empowerment/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { beneficiaryBatches, countBeneficiaries } from '../beneficiaries';
import { excelDate, type XlsxSheet } from './export.xlsx';

/** One kind of export: which filters it takes, how many rows match, the rows in batches, the file. */
export type ExportDefinition<Filters, Row> = XlsxSheet<Row> & {
  filters: z.ZodType<Filters>;
  count: (db: Db, filters: Filters) => Promise<number>;
  batches: (db: Db, filters: Filters, range: { offset: number; limit: number }) => AsyncIterable<Row[]>;
  /** The file's name for a day written YYYY-MM-DD. */
  filename: (day: string) => string;
};

const define = <Filters, Row>(definition: ExportDefinition<Filters, Row>) => definition;

const beneficiaries = define<z.infer<typeof BeneficiaryFiltersSchema>, BeneficiaryListRow>({
  filters: BeneficiaryFiltersSchema,
  count: countBeneficiaries,
  batches: (db, filters, range) => beneficiaryBatches(db, filters, range),
  filename: (day) => `beneficiari_${day}.xlsx`,
  sheetName: 'Beneficiari',
  columns: [
    { header: 'ID Pubblico', width: 14, value: (r) => r.id_public },
    { header: 'Nome', width: 20, value: (r) => r.name },
    { header: 'Cognome', width: 22, value: (r) => r.surname },
    { header: 'Email', width: 32, value: (r) => r.email },
    { header: 'Prefisso', width: 10, value: (r) => r.phone_prefix },
    { header: 'Telefono', width: 16, value: (r) => r.phone },
    { header: 'Codice Fiscale', width: 20, value: (r) => r.fiscal_code },
    { header: 'Data di nascita', width: 16, numFmt: 'dd/mm/yyyy', value: (r) => excelDate(r.birth_date) },
    { header: 'Attivo', width: 9, value: (r) => (r.active ? 'Sì' : 'No') },
  ],
});

/** An export of any row and filter types: the registry holds definitions of different shapes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyExportDefinition = ExportDefinition<any, any>;

/** Every export type of EXPORT_TYPES; a new one (companies, ...) is one more entry here. */
export const EXPORTS: Record<ExportType, AnyExportDefinition> = { beneficiaries };
