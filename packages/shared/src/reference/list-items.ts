import { z } from 'zod';
import { optionalText } from '../common/fields';
import { MSG } from '../messages';
import { TABLE_LISTS, type TableListKey } from './lists';

/** Spec 02 §5 "Simple list": N is the limit of the field. */
export const LIST_ITEM_MSG = {
  required: 'Il campo è obbligatorio',
  tooShort: (n: number) => `Deve contenere almeno ${n} caratteri`,
  tooLong: (n: number) => `Deve contenere al massimo ${n} caratteri`,
  idPublicRequired: 'Il campo ID Pubblico Municipio è obbligatorio',
  idPublicRange: "L'ID Pubblico Municipio deve essere un numero compreso tra 0 e 20",
  notesTooLong: 'Deve contenere al massimo 500 caratteri',
  added: 'Elemento aggiunto con successo',
  empty: 'Nessun elemento disponibile',
} as const;

export const LIST_ITEM_LABEL_MIN = 3;
export const LIST_ITEM_LABEL_MAX = 50;
export const LIST_ITEM_NOTES_MAX = 500;
export const MUNICIPIO_ID_PUBLIC_MIN = 0;
export const MUNICIPIO_ID_PUBLIC_MAX = 20;

/** The lists the Dropdown Edit screen manages, with their titles, in the order shown. */
export const LIST_SETTINGS_TITLES: Record<TableListKey, string> = {
  countries: 'Paesi',
  municipi: 'Municipi',
  sectors: 'Settori',
  types_costs: 'Tipi di costo',
  types_courses: 'Tipi di corso',
  types_interviews: 'Tipi di colloquio',
  types_social_situations: 'Tipi di situazione sociale',
  types_files: 'Tipi di documento',
  types_col: 'C.O.L.',
};
export const LIST_SETTINGS_KEYS = Object.keys(TABLE_LISTS) as TableListKey[];

const label = z
  .string({ error: (issue) => (issue.input == null ? LIST_ITEM_MSG.required : MSG.badValue) })
  .trim()
  .min(1, { error: LIST_ITEM_MSG.required, abort: true })
  .min(LIST_ITEM_LABEL_MIN, LIST_ITEM_MSG.tooShort(LIST_ITEM_LABEL_MIN))
  .max(LIST_ITEM_LABEL_MAX, LIST_ITEM_MSG.tooLong(LIST_ITEM_LABEL_MAX));

const notes = optionalText(LIST_ITEM_NOTES_MAX, LIST_ITEM_MSG.notesTooLong);

/** The municipio's public id: a whole number 0 to 20; the form sends it as typed (text or number). */
const idPublic = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? LIST_ITEM_MSG.idPublicRequired : LIST_ITEM_MSG.idPublicRange) })
    .int(LIST_ITEM_MSG.idPublicRange)
    .min(MUNICIPIO_ID_PUBLIC_MIN, LIST_ITEM_MSG.idPublicRange)
    .max(MUNICIPIO_ID_PUBLIC_MAX, LIST_ITEM_MSG.idPublicRange),
);

/** One new item of a list: label and notes; the municipi also need their public id. */
export const listItemInputSchema = (list: TableListKey) =>
  list === 'municipi' ? z.object({ label, notes, id_public: idPublic }) : z.object({ label, notes });
export type ListItemInput = { label: string; notes: string; id_public?: number };

/** POST /api/auth/list-settings/{list}/: an array of one item (spec 02 §7). */
export const listItemCreateSchema = (list: TableListKey) => z.array(listItemInputSchema(list)).length(1, MSG.badValue);
