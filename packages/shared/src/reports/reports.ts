import { z } from 'zod';
import { requiredDate } from '../common/dates';
import { idFilter } from '../common/filters';
import { AGE_BANDS } from '../common/format';

/** The texts of /report and of its xlsx: every label and block title, once. */
export const REPORT_TEXT = {
  title: 'Report',
  intro: 'Statistiche del programma per il periodo e il municipio scelti.',
  from: 'Dal',
  to: 'Al',
  municipio: 'Municipio',
  allMunicipi: 'Tutti i municipi',
  download: 'Scarica Excel',
  downloading: 'Download in corso...',
  loading: 'Caricamento del report...',
  failed: 'Non è stato possibile caricare il report.',
  retry: 'Riprova',
  empty: 'Nessun dato nel periodo scelto',
  total: 'Totale',
  notGiven: 'Non indicato',
  /** Caption of the table that carries a chart's numbers. */
  tableOf: (title: string) => `${title}: i numeri del grafico`,
  periodRequired: 'Indica il periodo: la data di inizio e quella di fine',
  badDate: 'Data non valida',
  rangeReversed: 'La data di fine deve essere successiva alla data di inizio',
  /** The xlsx's first sheet. */
  filtersSheet: 'Filtri',
  filterName: 'Filtro',
  filterValue: 'Valore',
  /** The name of the downloaded file, with the period. */
  filename: (from: string, to: string) => `report_${from}_${to}.xlsx`,
} as const;

/** Statuses of a beneficiary's path, as the first block's rows read them. */
export const REPORT_BENEFICIARY_ROWS = {
  registered: 'Registrati nel periodo',
  active: 'di cui attivi',
  closed: 'di cui chiusi (non attivi)',
  exited: 'Percorsi conclusi nel periodo (data di uscita)',
} as const;

/** How a column's values are written: text, a day (YYYY-MM-DD), a whole number, or euro as decimal text ('1234.50'). */
export type ReportColumnKind = 'text' | 'date' | 'count' | 'money';
export type ReportColumn = { key: string; header: string; kind: ReportColumnKind };
export type ReportChart = { kind: 'bar' | 'donut'; series: string[] };
export type ReportBlockDeclaration = {
  title: string;
  /** What the block counts and which days put a row in the period (shown under the title). */
  description: string;
  /** The xlsx sheet's name (at most 31 characters). */
  sheet: string;
  columns: readonly ReportColumn[];
  /** The chart of the block, if a picture helps; its series are count or money columns. */
  chart?: ReportChart;
  /** Whether the block ends with a total row. */
  total: boolean;
};

const label = (header: string): ReportColumn => ({ key: 'label', header, kind: 'text' });
const beneficiaryCount: ReportColumn = { key: 'count', header: 'Beneficiari', kind: 'count' };
const byBeneficiary = (title: string, header: string, chart: ReportChart['kind'] = 'bar'): ReportBlockDeclaration => ({
  title,
  description: 'Beneficiari registrati nel periodo.',
  sheet: title,
  columns: [label(header), beneficiaryCount],
  chart: { kind: chart, series: ['count'] },
  total: true,
});

/**
 * The blocks of the report, in the order of the page and of the xlsx's sheets. What "in the
 * period" means for each is written in docs/decisions/0040-report-period.md.
 */
export const REPORT_BLOCKS = {
  beneficiaries: {
    title: 'Beneficiari',
    description: 'Registrati nel periodo, con lo stato attuale del loro percorso; conclusi: data di uscita nel periodo.',
    sheet: 'Beneficiari',
    columns: [label('Voce'), beneficiaryCount],
    chart: { kind: 'bar', series: ['count'] },
    total: false,
  },
  age: {
    title: "Fasce d'età",
    description: 'Beneficiari registrati nel periodo, per età alla fine del periodo.',
    sheet: 'Fasce di età',
    columns: [label('Fascia'), beneficiaryCount],
    chart: { kind: 'bar', series: ['count'] },
    total: true,
  },
  citizenship: byBeneficiary('Cittadinanza', 'Cittadinanza'),
  education: byBeneficiary('Titolo di studio', 'Titolo di studio'),
  occupational: byBeneficiary('Condizione occupazionale', 'Condizione', 'donut'),
  municipio: byBeneficiary('Municipio', 'Municipio'),
  courses: {
    title: 'Corsi',
    description: 'Iscrizioni ai corsi registrate nel periodo, per tipo di corso, e certificati ottenuti.',
    sheet: 'Corsi',
    columns: [
      label('Tipo di corso'),
      { key: 'courses', header: 'Corsi', kind: 'count' },
      { key: 'participants', header: 'Corsi seguiti (iscrizioni)', kind: 'count' },
      { key: 'certificates', header: 'Certificati ottenuti', kind: 'count' },
    ],
    chart: { kind: 'bar', series: ['participants', 'certificates'] },
    total: true,
  },
  internships: {
    title: 'Tirocini',
    description: 'Tirocini registrati nel periodo, per stato attuale, con le ore previste e svolte.',
    sheet: 'Tirocini',
    columns: [
      label('Stato'),
      { key: 'count', header: 'Tirocini', kind: 'count' },
      { key: 'scheduled_hours', header: 'Ore previste', kind: 'count' },
      { key: 'completed_hours', header: 'Ore svolte', kind: 'count' },
    ],
    chart: { kind: 'donut', series: ['count'] },
    total: true,
  },
  interviews: {
    title: 'Colloqui',
    description: 'Colloqui con data nel periodo, per tipo.',
    sheet: 'Colloqui',
    columns: [label('Tipo di colloquio'), { key: 'count', header: 'Colloqui', kind: 'count' }],
    chart: { kind: 'donut', series: ['count'] },
    total: true,
  },
  costs: {
    title: 'Costi',
    description: 'Costi con data nel periodo, per tipo: importi impegnati, previsti e pagati.',
    sheet: 'Costi',
    columns: [
      label('Tipo di costo'),
      { key: 'count', header: 'Voci', kind: 'count' },
      { key: 'committed', header: 'Impegnato', kind: 'money' },
      { key: 'expected', header: 'Previsto', kind: 'money' },
      { key: 'paid', header: 'Pagato', kind: 'money' },
    ],
    chart: { kind: 'bar', series: ['committed', 'expected', 'paid'] },
    total: true,
  },
  careerDays: {
    title: 'Career Day',
    description: 'Career day con data nel periodo e i loro partecipanti.',
    sheet: 'Career Day',
    columns: [
      label('Career day'),
      { key: 'date', header: 'Data', kind: 'date' },
      { key: 'participants', header: 'Partecipanti', kind: 'count' },
    ],
    chart: { kind: 'bar', series: ['participants'] },
    total: true,
  },
  groupActivities: {
    title: 'Group Activity',
    description: 'Attività di gruppo con data nel periodo e i loro partecipanti.',
    sheet: 'Group Activity',
    columns: [
      label('Attività'),
      { key: 'type', header: 'Tipo', kind: 'text' },
      { key: 'date', header: 'Data', kind: 'date' },
      { key: 'participants', header: 'Partecipanti', kind: 'count' },
    ],
    chart: { kind: 'bar', series: ['participants'] },
    total: true,
  },
} as const satisfies Record<string, ReportBlockDeclaration>;

export type ReportBlockKey = keyof typeof REPORT_BLOCKS;
export const REPORT_BLOCK_KEYS = Object.keys(REPORT_BLOCKS) as ReportBlockKey[];

/** The age bands of spec 01 §3 (age at the end of the period); a missing birth date is counted apart. */
export const REPORT_AGE_BANDS = AGE_BANDS;
export const REPORT_NO_BIRTH_DATE = 'Data di nascita non indicata';

const day = requiredDate(REPORT_TEXT.badDate, REPORT_TEXT.periodRequired);

/** GET /api/auth/reports and /api/auth/reports/xlsx: the period (days, both included) and an optional municipio. */
export const ReportFiltersSchema = z
  .object({ from: day, to: day, municipio_id: idFilter })
  .refine((f) => f.from <= f.to, { path: ['to'], message: REPORT_TEXT.rangeReversed });
export type ReportFilters = z.infer<typeof ReportFiltersSchema>;

/** A row of a block: its label and the block's columns; money as decimal text, never a float. */
export const ReportRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type ReportRow = z.infer<typeof ReportRowSchema>;
export const ReportBlockSchema = z.object({ rows: z.array(ReportRowSchema), total: ReportRowSchema.nullable() });
export type ReportBlock = z.infer<typeof ReportBlockSchema>;

export const ReportSchema = z.object({
  filters: z.object({ from: z.string(), to: z.string(), municipio_id: z.number().int().nullable(), municipio: z.string().nullable() }),
  blocks: z.object(
    Object.fromEntries(REPORT_BLOCK_KEYS.map((key) => [key, ReportBlockSchema])) as Record<ReportBlockKey, typeof ReportBlockSchema>,
  ),
});
export type Report = z.infer<typeof ReportSchema>;

/**
 * Whether a block has nothing to show: no rows, or only zeros (the age bands are always listed).
 * An event of the period is something to show even without participants.
 */
export const isEmptyBlock = (block: ReportBlock) =>
  block.rows.every((row) => row.date == null && Object.values(row).every((v) => typeof v !== 'number' || v === 0));
