import { z } from 'zod';
import { rowId } from '../common/fields';
import { foldName } from './beneficiaries';
import { beneficiaryEntity } from './beneficiary.entity';

/**
 * Import of beneficiaries from a spreadsheet (decision 0048): the fields a column may fill, named by
 * the record's own labels (the form's, the export's), so that the template's headers, an export and
 * the mapping's suggestions speak one vocabulary.
 */
export const IMPORT_FIELDS = Object.keys(beneficiaryEntity.fields) as (keyof typeof beneficiaryEntity.fields)[];
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const IMPORT_FIELD_LABELS: Readonly<Record<ImportField, string>> = beneficiaryEntity.fields;

/** What a file may hold: 5 MB and 10,000 rows (a 10,000-row file is checked in a few seconds). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
/** The phone prefix of a row that has none. */
export const IMPORT_DEFAULT_PHONE_PREFIX = '+39';

const skippedRows = (n: number) => (n === 1 ? '1 riga con errori non importata' : `${n} righe con errori non importate`);

export const IMPORT_MSG = {
  title: 'Importa beneficiari',
  badType: 'Il file deve essere un foglio Excel (.xlsx) o un file CSV',
  tooBig: 'Il file supera i 5 MB: dividilo in più file',
  tooManyRows: 'Il file ha più di 10.000 righe: dividilo in più file',
  fileRequired: 'Scegli il file da importare',
  noHeader: 'La prima riga del file deve contenere i nomi delle colonne',
  noRows: 'Il file non contiene righe da importare',
  unreadable: 'Il file non può essere letto: salvalo di nuovo come .xlsx o CSV e riprova',
  notFound: 'Importazione non trovata: carica di nuovo il file',
  alreadyImported: 'Questo file è già stato importato',
  nothingValid: 'Nessuna riga valida da importare',
  badFlag: 'Scrivi Sì o No',
  badSex: 'Il sesso deve essere M, F o N',
  headerTwice: (header: string) => `La colonna «${header}» compare più di una volta nel file`,
  fieldTwice: (label: string) => `Il campo «${label}» è associato a più colonne`,
  unknownColumn: (header: string) => `La colonna «${header}» non è nel file`,
  unknownMunicipio: (value: string) => `Municipio sconosciuto: «${value}»`,
  unknownCountry: (value: string) => `Paese sconosciuto: «${value}»`,
  repeatedInFile: (label: string, row: number) => `${label} già presente nel file alla riga ${row}`,
  unmapped: 'Colonne obbligatorie non associate',
  imported: (created: number, skipped: number) =>
    `${created === 1 ? '1 beneficiario importato' : `${created} beneficiari importati`}${skipped ? `; ${skippedRows(skipped)}` : ''}`,
} as const;

/** The screen's own texts (Importa beneficiari). */
export const IMPORT_TEXT = {
  /** The beneficiaries list's action (administrators) that opens the import. */
  open: 'Importa da foglio di calcolo',
  intro:
    'Carica un foglio Excel (.xlsx) o un file CSV con una beneficiaria per riga e i nomi delle colonne nella prima riga. Prima di importare vedrai, riga per riga, chi sarà creato e ogni errore.',
  template: 'Scarica il modello',
  file: 'File da importare (.xlsx o .csv)',
  filePlaceholder: 'Scegli un file',
  reading: 'Lettura del file in corso...',
  mappingTitle: 'Associazione delle colonne',
  mappingHint: 'Per ogni colonna del file scegli il campo della scheda da riempire; le colonne senza campo non vengono importate.',
  column: 'Colonna del file',
  field: 'Campo',
  notImported: 'Non importare',
  fieldFor: (header: string) => `Campo per la colonna «${header}»`,
  clearField: (header: string) => `Non importare la colonna «${header}»`,
  removeFile: 'Togli il file',
  check: 'Verifica il file',
  checking: 'Verifica in corso...',
  resultTitle: 'Esito della verifica',
  total: 'Righe',
  valid: 'Da importare',
  invalid: 'Con errori',
  errorsTitle: 'Errori',
  row: 'Riga',
  error: 'Errore',
  noErrors: 'Nessun errore: tutte le righe possono essere importate.',
  createdTitle: 'Beneficiari che saranno creati',
  shownFirst: (shown: number, total: number) => `Sono mostrati i primi ${shown} di ${total}.`,
  importRows: (n: number) => (n === 1 ? 'Importa 1 riga' : `Importa ${n} righe`),
  confirmTitle: 'Conferma importazione',
  confirm: (n: number, skipped: number) =>
    `Saranno creati ${n === 1 ? '1 beneficiario' : `${n} beneficiari`}${skipped === 1 ? '; la riga con errori non sarà importata' : skipped ? `; le ${skipped} righe con errori non saranno importate` : ''}. Se qualcosa va storto non sarà creato nessuno.`,
  another: 'Importa un altro file',
  toList: 'Vai ai beneficiari',
} as const;

/** Each header of the file (as written in its first row) and the field it fills; a header left out fills nothing. */
export const ImportMappingSchema = z.record(z.string().max(200), z.enum(IMPORT_FIELDS));
export type ImportMapping = z.infer<typeof ImportMappingSchema>;

/** POST /api/auth/beneficiary-imports/{ID}/check and /import. */
export const ImportMappingBodySchema = z.object({ mapping: ImportMappingSchema });
export type ImportMappingBody = z.infer<typeof ImportMappingBodySchema>;

export const ImportParamsSchema = z.object({ id: rowId() });

/** The answer of an upload: the file's columns, its row count and a mapping to start from. */
export const ImportUploadSchema = z.object({
  ID: z.number().int(),
  file_name: z.string(),
  headers: z.array(z.string()),
  rows: z.number().int(),
  /** Her last mapping for the headers she mapped before, the labels' suggestion for the others. */
  mapping: ImportMappingSchema,
});
export type ImportUpload = z.infer<typeof ImportUploadSchema>;

/** One problem of one row: its row number in the sheet (the header is row 1) and its column's header. */
export const ImportErrorSchema = z.object({
  row: z.number().int(),
  /** The file's header; the field's label when no column fills it. */
  column: z.string(),
  field: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof ImportErrorSchema>;

/** Who a valid row would create. */
export const ImportRowSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  surname: z.string(),
  fiscal_code: z.string().nullable(),
  birth_date: z.string().nullable(),
});

/** The dry run: every row's fate, nothing written. */
export const ImportCheckSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Required fields no column fills. */
  unmapped: z.array(z.string()),
  created: z.array(ImportRowSchema),
  errors: z.array(ImportErrorSchema),
});
export type ImportCheck = z.infer<typeof ImportCheckSchema>;

export const ImportResultSchema = z.object({ created: z.number().int(), skipped: z.number().int(), message: z.string() });
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** The fields every row must fill (the create form's required ones). */
export const IMPORT_REQUIRED: readonly ImportField[] = [
  'name',
  'surname',
  'birth_date',
  'sex',
  'native_language',
  'country_birth',
  'citizenship',
  'municipio_id',
];

/** A header as compared with the labels: folded, words only ('CODICE  FISCALE' -> 'codice fiscale'). */
const foldHeader = (text: string) => foldName(text.replace(/_/g, ' '));
const BY_FOLDED = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((f): [string, ImportField][] => [
    [foldHeader(IMPORT_FIELD_LABELS[f]), f],
    [foldHeader(f), f],
  ]),
);

/**
 * The mapping to start from: a header she mapped before keeps her field, the others are matched to
 * a field's label (or key) whatever their case and accents; a field is given to one column only.
 */
export function suggestMapping(headers: readonly string[], remembered: ImportMapping = {}): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<ImportField>();
  for (const pass of ['remembered', 'label'] as const) {
    for (const header of headers) {
      if (mapping[header]) continue;
      const field = pass === 'remembered' ? remembered[header] : BY_FOLDED.get(foldHeader(header));
      if (field && !taken.has(field)) {
        mapping[header] = field;
        taken.add(field);
      }
    }
  }
  return mapping;
}
