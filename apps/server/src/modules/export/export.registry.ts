import {
  BeneficiaryFiltersSchema,
  CompanyFiltersSchema,
  CourseFiltersSchema,
  InterviewFiltersSchema,
  InternshipFiltersSchema,
  CostFiltersSchema,
  type BeneficiaryListRow,
  type CompanyListRow,
  type Course,
  type Cost,
  type ExportType,
  beneficiaryEntity,
  companyEntity,
  courseEntity,
  interviewEntity,
  type Interview,
  type Internship,
  internshipEntity,
  todayInItaly,
  costConfirmedLabel,
  costEntity,
  labelsOf,
} from '@empowerment/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { beneficiaryBatches, countBeneficiaries } from '../beneficiaries';
import { companyBatches, countCompanies } from '../companies';
import { countCourses, courseBatches } from '../courses';
import { countInterviews, interviewBatches } from '../interviews';
import { countInternships, internshipBatches } from '../internships';
import { costBatches, countCosts } from '../costs';
import { excelDate, type XlsxColumn, type XlsxSheet } from './export.xlsx';
import { AMOUNT_FORMAT } from './export.xlsx-parts';

/** One kind of export: which filters it takes, how many rows match, the rows in batches, the file. */
export type ExportDefinition<Filters, Row> = XlsxSheet<Row> & {
  filters: z.ZodType<Filters>;
  count: (db: Db, filters: Filters) => Promise<number>;
  batches: (db: Db, filters: Filters, range: { offset: number; limit: number }) => AsyncIterable<Row[]>;
  /** The file's name for a day written YYYY-MM-DD. */
  filename: (day: string) => string;
};

/** A column of an entity's export: its header is the label of the entity's field (one vocabulary with the screens). */
type LabelledColumn<Row, Labels> = Omit<XlsxColumn<Row>, 'header'> & { field: keyof Labels & string };

/** An export whose columns are named by the fields of its entity. */
const define =
  <Labels extends Readonly<Record<string, string>>>(labels: Labels) =>
  <Filters, Row>({
    columns,
    ...definition
  }: Omit<ExportDefinition<Filters, Row>, 'columns'> & { columns: LabelledColumn<Row, Labels>[] }) =>
    ({ ...definition, columns: columns.map(({ field, ...column }) => ({ header: labels[field], ...column })) }) satisfies ExportDefinition<
      Filters,
      Row
    >;

const beneficiaries = define(labelsOf(beneficiaryEntity))<z.infer<typeof BeneficiaryFiltersSchema>, BeneficiaryListRow>({
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
    { field: 'active', width: 9, value: (r) => (r.active ? 'Sì' : 'No') },
  ],
});

const courses = define(labelsOf(courseEntity))<z.infer<typeof CourseFiltersSchema>, Course>({
  filters: CourseFiltersSchema,
  count: countCourses,
  batches: (db, filters, range) => courseBatches(db, filters, range),
  filename: (day) => `corsi_${day}.xlsx`,
  sheetName: 'Corsi',
  columns: [
    { field: 'type_id', width: 28, value: (r) => r.type },
    { field: 'type_qualification', width: 28, value: (r) => r.type_qualification },
    { field: 'mode', width: 12, value: (r) => r.mode },
    { field: 'address', width: 30, value: (r) => r.address },
    { field: 'municipio_id', width: 16, value: (r) => r.municipio ?? '' },
    { field: 'duration', width: 16, value: (r) => r.duration },
    { field: 'days_hours', width: 20, value: (r) => r.days_hours },
    { field: 'provider', width: 28, value: (r) => r.provider_course },
    { field: 'website', width: 28, value: (r) => r.website },
    { field: 'contact_name', width: 22, value: (r) => r.contact_name },
    { field: 'contact_phone', width: 18, value: (r) => r.contact_phone },
    { field: 'contact_mail', width: 26, value: (r) => r.contact_mail },
    { field: 'internal_referent', width: 22, value: (r) => r.internal_referent },
    { field: 'internal_referent_phone', width: 18, value: (r) => r.internal_referent_phone },
    { field: 'access_criteria', width: 30, value: (r) => r.access_criteria },
    { field: 'paid', width: 12, value: (r) => (r.paid ? 'Sì' : 'No') },
    { field: 'price_notes', width: 30, value: (r) => r.price_notes },
    { field: 'participants_count', width: 12, value: (r) => r.participants_count },
    { field: 'files_count', width: 12, value: (r) => r.files_count },
    { field: 'notes', width: 30, value: (r) => r.notes },
  ],
});

const yesNo = (v: boolean) => (v ? 'Sì' : 'No');

const company = define(labelsOf(companyEntity))<z.infer<typeof CompanyFiltersSchema>, CompanyListRow>({
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

const costs = define(labelsOf(costEntity))<z.infer<typeof CostFiltersSchema>, Cost>({
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

const interviews = define(labelsOf(interviewEntity))<z.infer<typeof InterviewFiltersSchema>, Interview>({
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

const internships = define(labelsOf(internshipEntity))<z.infer<typeof InternshipFiltersSchema>, Internship>({
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

/** An export of any row and filter types: the registry holds definitions of different shapes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyExportDefinition = ExportDefinition<any, any>;

/** Every export type of EXPORT_TYPES; a new one (companies, ...) is one more entry here. */
export const EXPORTS: Record<ExportType, AnyExportDefinition> = { beneficiaries, company, courses, costs, internships, interviews };
