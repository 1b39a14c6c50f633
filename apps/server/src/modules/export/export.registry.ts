import {
  BeneficiaryFiltersSchema,
  CompanyFiltersSchema,
  CourseFiltersSchema,
  type BeneficiaryListRow,
  type CompanyListRow,
  type Course,
  type ExportType,
} from '@empowerment/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { beneficiaryBatches, countBeneficiaries } from '../beneficiaries';
import { companyBatches, countCompanies } from '../companies';
import { countCourses, courseBatches } from '../courses';
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

const courses = define<z.infer<typeof CourseFiltersSchema>, Course>({
  filters: CourseFiltersSchema,
  count: countCourses,
  batches: (db, filters, range) => courseBatches(db, filters, range),
  filename: (day) => `corsi_${day}.xlsx`,
  sheetName: 'Corsi',
  columns: [
    { header: 'Corso', width: 28, value: (r) => r.type },
    { header: 'Tipo', width: 28, value: (r) => r.type_qualification },
    { header: 'Modalità', width: 12, value: (r) => r.mode },
    { header: 'Indirizzo', width: 30, value: (r) => r.address },
    { header: 'Municipio', width: 16, value: (r) => r.municipio ?? '' },
    { header: 'Durata', width: 16, value: (r) => r.duration },
    { header: 'Giorni e orari', width: 20, value: (r) => r.days_hours },
    { header: 'Ente di formazione', width: 28, value: (r) => r.provider_course },
    { header: 'Sito web', width: 28, value: (r) => r.website },
    { header: 'Referente esterno', width: 22, value: (r) => r.contact_name },
    { header: 'Telefono referente', width: 18, value: (r) => r.contact_phone },
    { header: 'Email referente', width: 26, value: (r) => r.contact_mail },
    { header: 'Referente interno', width: 22, value: (r) => r.internal_referent },
    { header: 'Telefono interno', width: 18, value: (r) => r.internal_referent_phone },
    { header: 'Criteri di accesso', width: 30, value: (r) => r.access_criteria },
    { header: 'A pagamento', width: 12, value: (r) => (r.paid ? 'Sì' : 'No') },
    { header: 'Note sul costo', width: 30, value: (r) => r.price_notes },
    { header: 'Partecipanti', width: 12, value: (r) => r.participants_count },
    { header: 'Documenti', width: 12, value: (r) => r.files_count },
    { header: 'Note', width: 30, value: (r) => r.notes },
  ],
});

const yesNo = (v: boolean) => (v ? 'Sì' : 'No');

const company = define<z.infer<typeof CompanyFiltersSchema>, CompanyListRow>({
  filters: CompanyFiltersSchema,
  count: countCompanies,
  batches: (db, filters, range) => companyBatches(db, filters, range),
  filename: (day) => `aziende_${day}.xlsx`,
  sheetName: 'Aziende',
  columns: [
    { header: 'Nome', width: 30, value: (r) => r.company_name },
    { header: 'Tipo', width: 26, value: (r) => r.company_type },
    { header: 'Settore', width: 20, value: (r) => r.sector_refer?.type ?? null },
    { header: 'Data invio email', width: 16, numFmt: 'dd/mm/yyyy', value: (r) => excelDate(r.mail_sent_at) },
    { header: 'Mittente email', width: 20, value: (r) => r.mail_sender },
    { header: 'Note email', width: 30, value: (r) => r.mail_notes },
    { header: 'Stato contatto', width: 24, value: (r) => r.state_contact },
    { header: 'Fonte', width: 16, value: (r) => r.fonte },
    { header: 'Indirizzo', width: 30, value: (r) => r.address },
    { header: 'Municipio', width: 16, value: (r) => r.municipio?.municipio ?? null },
    { header: 'Sito web', width: 28, value: (r) => r.website },
    { header: 'Referente esterno', width: 22, value: (r) => r.contact_name },
    { header: 'Email referente', width: 26, value: (r) => r.contact_email },
    { header: 'Telefono referente', width: 18, value: (r) => r.contact_phone },
    { header: 'Tirocini richiesti', width: 12, value: (r) => r.numbers_internships },
    { header: 'Tirocini assegnati', width: 12, value: (r) => r.assigned_internships },
    { header: 'Posizioni aperte', width: 12, value: (r) => r.open_positions },
    { header: 'Posizioni totali', width: 12, value: (r) => r.total_positions },
    { header: 'Data email manifestazione', width: 16, numFmt: 'dd/mm/yyyy', value: (r) => excelDate(r.date_email_manifest) },
    { header: 'Manifestazione tirocinio', width: 12, value: (r) => yesNo(r.manifest_internship) },
    { header: 'Manifestazione job day', width: 12, value: (r) => yesNo(r.manifest_job_day) },
    { header: 'Assunzione diretta', width: 12, value: (r) => yesNo(r.direct_assumption) },
    { header: 'Convenzione firmata', width: 12, value: (r) => yesNo(r.convention_signed) },
    { header: 'Referente interno', width: 22, value: (r) => r.intern_name },
    { header: 'Telefono interno', width: 18, value: (r) => r.intern_phone },
    { header: 'Email interna', width: 26, value: (r) => r.intern_mail },
    { header: 'Note', width: 40, value: (r) => r.notes },
  ],
});

/** An export of any row and filter types: the registry holds definitions of different shapes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyExportDefinition = ExportDefinition<any, any>;

/** Every export type of EXPORT_TYPES; a new one (companies, ...) is one more entry here. */
export const EXPORTS: Record<ExportType, AnyExportDefinition> = { beneficiaries, company, courses };
