import { readTypedDay } from '@empowerment/shared';
import {
  BENEFICIARY_MSG,
  BeneficiaryCreateSchema,
  foldName,
  IMPORT_DEFAULT_PHONE_PREFIX,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_MSG,
  IMPORT_REQUIRED,
  type BeneficiaryCreate,
  type ImportCheck,
  type ImportError,
  type ImportField,
  type ImportMapping,
} from '@empowerment/shared/beneficiaries';
import { AppError } from '../../lib/app-error';
import type { Cell, Sheet } from './beneficiary-import.read';

/** A reference list by the folded texts a cell may name an entry with. */
export type Lookup = ReadonlyMap<string, number>;
export type Lookups = { municipi: Lookup; countries: Lookup };

/** The unique values of the beneficiaries, each with the text of its 409 (spec 02 §8). */
export const UNIQUE_FIELDS = {
  fiscal_code: BENEFICIARY_MSG.fiscalCodeTaken,
  email: BENEFICIARY_MSG.emailTaken,
  phone: BENEFICIARY_MSG.phoneTaken,
  id_public: BENEFICIARY_MSG.idPublicTaken,
} as const;
export type UniqueField = keyof typeof UNIQUE_FIELDS;
/** The values of each unique field already stored, among those a file holds. */
export type Taken = Record<UniqueField, ReadonlySet<string>>;

export type CheckedRow = { row: number; input?: BeneficiaryCreate; errors: ImportError[] };

const FLAG_FIELDS = new Set<ImportField>(['has_license_a', 'has_license_b', 'has_motorcycle', 'has_car', 'has_bank_account']);
const YES = new Set(['si', 'sì', 's', 'x', 'vero', 'true', '1', 'yes', 'y']);
const NO = new Set(['no', 'n', 'falso', 'false', '0']);
const SEX_WORDS: Record<string, string> = { maschio: 'M', uomo: 'M', femmina: 'F', donna: 'F' };
/** Excel's day 0 (its serial numbers count days from 30/12/1899). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** The mapping refused when it names a column the file lacks, or gives a field to two columns. */
export function checkMapping(headers: readonly string[], mapping: ImportMapping) {
  const seen = new Set<string>();
  for (const [header, field] of Object.entries(mapping)) {
    if (!headers.includes(header))
      throw new AppError('BAD_REQUEST', IMPORT_MSG.unknownColumn(header), { mapping: IMPORT_MSG.unknownColumn(header) });
    if (seen.has(field)) {
      const text = IMPORT_MSG.fieldTwice(IMPORT_FIELD_LABELS[field]);
      throw new AppError('BAD_REQUEST', text, { mapping: text });
    }
    seen.add(field);
  }
}

const textOf = (cell: Cell): string => {
  if (cell === null) return '';
  if (typeof cell === 'object') return cell.day;
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  if (typeof cell === 'boolean') return cell ? 'Sì' : 'No';
  return cell.trim();
};

/** A day from a date cell, a day number (a date cell without its format) or a text typed the Italian way. */
function dayOf(cell: Cell): string {
  if (cell !== null && typeof cell === 'object') return cell.day;
  if (typeof cell === 'number' && cell > 0 && cell < 100_000)
    return new Date(EXCEL_EPOCH + Math.round(cell) * 86_400_000).toISOString().slice(0, 10);
  const text = textOf(cell);
  return readTypedDay(text) ?? text;
}

/** A cell's value for a field, as the create form would send it; a text when the cell cannot be one. */
function valueOf(field: ImportField, cell: Cell, lookups: Lookups): { value: unknown } | { error: string } {
  const text = textOf(cell);
  if (FLAG_FIELDS.has(field)) {
    if (typeof cell === 'boolean') return { value: cell };
    const word = text.toLowerCase();
    if (word === '' || NO.has(word)) return { value: false };
    return YES.has(word) ? { value: true } : { error: IMPORT_MSG.badFlag };
  }
  switch (field) {
    case 'birth_date':
      return { value: text === '' && cell === null ? '' : dayOf(cell) };
    case 'sex': {
      if (text === '') return { value: '' };
      const sex = SEX_WORDS[text.toLowerCase()] ?? text.toUpperCase();
      return ['M', 'F', 'N'].includes(sex) ? { value: sex } : { error: IMPORT_MSG.badSex };
    }
    case 'municipio_id':
    case 'country_birth': {
      if (text === '') return { value: null };
      const id = (field === 'municipio_id' ? lookups.municipi : lookups.countries).get(foldName(text));
      if (id !== undefined) return { value: id };
      return { error: field === 'municipio_id' ? IMPORT_MSG.unknownMunicipio(text) : IMPORT_MSG.unknownCountry(text) };
    }
    case 'phone_prefix':
      return { value: text === '' ? IMPORT_DEFAULT_PHONE_PREFIX : /^\d+$/.test(text) ? `+${text}` : text };
    default:
      return { value: text };
  }
}

/**
 * Every row read by the create form's own rules (BeneficiaryCreateSchema), its cells first turned
 * into what the form sends: a municipio or a country by its name, a day from a date cell or an
 * Italian date, Sì/No for the flags. A row either becomes a create input or has its errors, each on
 * its column.
 */
export function checkRows(sheet: Sheet, mapping: ImportMapping, lookups: Lookups): CheckedRow[] {
  const columnOf = new Map<ImportField, { index: number; header: string }>();
  for (const [header, field] of Object.entries(mapping)) columnOf.set(field, { index: sheet.headers.indexOf(header), header });
  const headerOf = (field: string) => columnOf.get(field as ImportField)?.header ?? IMPORT_FIELD_LABELS[field as ImportField] ?? field;
  const defaults = IMPORT_FIELDS.filter((f) => !columnOf.has(f) && (FLAG_FIELDS.has(f) || f === 'phone_prefix'));

  return sheet.rows.map(({ row, cells }) => {
    const errors: ImportError[] = [];
    const payload: Record<string, unknown> = {};
    for (const [field, { index }] of columnOf) {
      const read = valueOf(field, cells[index], lookups);
      if ('error' in read) errors.push({ row, column: headerOf(field), field, message: read.error });
      else payload[field] = read.value;
    }
    for (const field of defaults) payload[field] = (valueOf(field, null, lookups) as { value: unknown }).value;
    const parsed = BeneficiaryCreateSchema.safeParse(payload);
    if (parsed.success && errors.length === 0) return { row, input: parsed.data, errors };
    const refused = new Set(errors.map((e) => e.field));
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0] ?? '');
      if (refused.has(field)) continue;
      refused.add(field);
      errors.push({ row, column: headerOf(field), field, message: issue.message });
    }
    return { row, errors };
  });
}

/** The values of the unique fields among the rows that passed, to look up among the stored beneficiaries. */
export function uniqueValues(rows: readonly CheckedRow[]): Record<UniqueField, string[]> {
  const values = { fiscal_code: [], email: [], phone: [], id_public: [] } as Record<UniqueField, string[]>;
  for (const { input } of rows) {
    if (!input) continue;
    for (const field of Object.keys(UNIQUE_FIELDS) as UniqueField[]) {
      const value = input[field];
      if (value) values[field].push(value);
    }
  }
  return values;
}

/**
 * Refuses, in place, the rows whose unique values are already stored or came in an earlier row of
 * the file (the earlier one stays).
 */
export function refuseRepeats(rows: CheckedRow[], taken: Taken, mapping: ImportMapping) {
  const headerOf = (field: UniqueField) => Object.keys(mapping).find((h) => mapping[h] === field) ?? IMPORT_FIELD_LABELS[field];
  const firstRow = Object.fromEntries(Object.keys(UNIQUE_FIELDS).map((f) => [f, new Map<string, number>()])) as Record<
    UniqueField,
    Map<string, number>
  >;
  for (const checked of rows) {
    const { input, row } = checked;
    if (!input) continue;
    for (const field of Object.keys(UNIQUE_FIELDS) as UniqueField[]) {
      const value = input[field];
      if (!value) continue;
      const earlier = firstRow[field].get(value);
      const message = taken[field].has(value)
        ? UNIQUE_FIELDS[field]
        : earlier !== undefined
          ? IMPORT_MSG.repeatedInFile(IMPORT_FIELD_LABELS[field], earlier)
          : undefined;
      if (message) checked.errors.push({ row, column: headerOf(field), field, message });
      else firstRow[field].set(value, row);
    }
    if (checked.errors.length > 0) checked.input = undefined;
  }
}

/** The dry run's answer: who would be created, every error by row and column, the counts. */
export function summary(rows: readonly CheckedRow[], mapping: ImportMapping): ImportCheck {
  const mapped = new Set(Object.values(mapping));
  const created = rows.flatMap(({ row, input }) =>
    input ? [{ row, name: input.name, surname: input.surname, fiscal_code: input.fiscal_code ?? null, birth_date: input.birth_date }] : [],
  );
  return {
    total: rows.length,
    valid: created.length,
    invalid: rows.length - created.length,
    unmapped: IMPORT_REQUIRED.filter((f) => !mapped.has(f)).map((f) => IMPORT_FIELD_LABELS[f]),
    created,
    errors: rows.flatMap((r) => r.errors),
  };
}
