import { z } from 'zod';
import { requiredDate } from '../common/dates';
import { isBlank } from '../common/empty';
import { optionalId, optionalText, requiredId, rowId } from '../common/fields';
import { boolFilter, dateFilter, enumFilter, idFilter, textFilter } from '../common/filters';
import { ListQuerySchema } from '../common/list';
import { money } from '../common/money';
import { recordMeta } from '../common/record';

/** Spec 02 §2 tab 12, §5 "Cost" and §8: the texts of the costs. */
export const COST_MSG = {
  saved: 'Costo salvato con successo',
  idInvalid: 'ID del costo non valido',
  dateRequired: 'La data è obbligatoria',
  dateInvalid: 'Data non valida',
  typeRequired: 'Seleziona il tipo di costo',
  committedRequired: "L'importo impegnato è obbligatorio",
  paidRequired: "L'importo erogato è obbligatorio",
  expectedRequired: "L'importo previsto è obbligatorio",
  amountInvalid: 'Inserire un importo valido (al massimo due decimali)',
  amountNegative: "L'importo non può essere negativo",
  confirmedRequired: 'Indica lo stato di verifica',
  entityTypeRequired: 'Seleziona a cosa è associato il costo',
  /** entity_id is not one of her records of that kind. */
  entityInvalid: "L'elemento scelto non appartiene al percorso della beneficiaria",
  notesTooLong: 'Le note devono contenere al massimo 250 caratteri',
  empty: 'Nessun costo',
  emptyHint: 'Il beneficiario non ha ancora costi registrati.',
  add: 'Aggiungi Costo',
  edit: 'Modifica Costo',
  loadMore: 'Carica altri costi',
  deleteTitle: 'Elimina costo',
  deleteText: 'Vuoi eliminare questo costo? Il documento collegato resta tra i documenti.',
  toggleTitle: 'Conferma cambio stato',
} as const;

/** Spec 02 §4: the two states of a cost's verification. */
export const COST_CONFIRMED_LABELS = { true: 'Verificato', false: 'Da verificare' } as const;
export const costConfirmedLabel = (confirmed: boolean) => COST_CONFIRMED_LABELS[`${confirmed}`];

/** The question of the toggle's dialog and the Registro's note once the change is saved (spec 02 §4). */
export const costToggleQuestion = (confirmed: boolean) =>
  `Vuoi cambiare lo stato di verifica da '${costConfirmedLabel(confirmed)}' a '${costConfirmedLabel(!confirmed)}'?`;
export const costConfirmationNote = (from: boolean, to: boolean) =>
  `Stato di conferma cambiato da '${costConfirmedLabel(from)}' a '${costConfirmedLabel(to)}'`;

/** Spec 02 §9: a beneficiary's costs come 11 at a time. */
export const COSTS_PAGE_SIZE = 11;
export const COST_NOTES_MAX = 250;

/**
 * What a cost is for (entity_type, "Associato a"): her path in general or one of its steps, named
 * by entity_id when there is one (GET /auth/costs/?entity_type&entity_id&limit=1 finds an
 * interview's attached cost). entity_id is, by type: the course's ID (she takes part in it), the
 * internship's, the interview's, the career day's or the group activity's (she is signed up).
 */
export const COST_ENTITY_TYPES = ['Beneficiario', 'Corso', 'Tirocinio', 'Colloquio', 'Career Day', 'Group Activity'] as const;
export type CostEntityType = (typeof COST_ENTITY_TYPES)[number];

/** A required choice: blank is missing. */
const chosen = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (isBlank(v) ? undefined : v), schema);

/** An amount of euro, required, from 0, with two decimals at most. */
const amount = (required: string) => chosen(money({}, { required, invalid: COST_MSG.amountInvalid, tooSmall: COST_MSG.amountNegative }));

const costFields = {
  /** YYYY-MM-DD, or an RFC 3339 date-time (its day is kept); answered YYYY-MM-DD. */
  date: requiredDate(COST_MSG.dateInvalid, COST_MSG.dateRequired),
  type: chosen(requiredId(COST_MSG.typeRequired)),
  /** Zero counts as missing (spec 02 §5). */
  amount_committed: amount(COST_MSG.committedRequired).refine((v) => v > 0, COST_MSG.committedRequired),
  amount_paid: amount(COST_MSG.paidRequired),
  amount_expected: amount(COST_MSG.expectedRequired),
  confirmed: z.boolean({ message: COST_MSG.confirmedRequired }),
  notes: optionalText(COST_NOTES_MAX, COST_MSG.notesTooLong),
  file_id: optionalId(),
  entity_type: chosen(z.enum(COST_ENTITY_TYPES, { message: COST_MSG.entityTypeRequired })),
  entity_id: optionalId(),
};

/** POST /api/auth/costs/beneficiaries/{beneficiaryId} and PUT /api/auth/costs/{ID}; the form's rules. */
export const CostInputSchema = z.object({
  ...costFields,
  /** The path names her; a body may repeat it (spec 02 §7: "beneficiary_id when present"). */
  beneficiary_id: optionalId(),
});
export type CostInput = z.infer<typeof CostInputSchema>;
export type CostFormValues = z.input<typeof CostInputSchema>;

/** A stored cost (spec 02 §3) with the labels a row shows. */
export const CostSchema = z.object({
  date: z.string(),
  type: z.number().int(),
  amount_committed: z.number(),
  amount_paid: z.number(),
  amount_expected: z.number(),
  confirmed: z.boolean(),
  notes: z.string(),
  file_id: z.number().int().nullable(),
  entity_type: z.string(),
  entity_id: z.number().int().nullable(),
  beneficiary_id: z.number().int(),
  /** Her name and surname. */
  beneficiary: z.string(),
  /** The label of type (types_costs). */
  type_name: z.string(),
  /** The linked document's name, when there is one. */
  file_name: z.string().nullable(),
  /** What entity_id names, in words ('12/03/2026 – Orientamento'); null when none or gone. */
  entity_label: z.string().nullable(),
  ...recordMeta,
});
export type Cost = z.infer<typeof CostSchema>;

/** One of her records a cost may be for: GET /api/auth/costs/beneficiaries/{beneficiaryId}/entities. */
export const CostEntityChoiceSchema = z.object({
  entity_type: z.enum(COST_ENTITY_TYPES),
  entity_id: z.number().int(),
  label: z.string(),
});
export type CostEntityChoice = z.infer<typeof CostEntityChoiceSchema>;

/** Filters of GET /api/auth/costs/ and of the export: her tab, an entity's cost, the programme-wide list. */
export const CostFiltersSchema = z.object({
  beneficiary_id: idFilter,
  /** Her name and surname, in any order, whatever the case and accents. */
  beneficiary: textFilter(200),
  entity_type: enumFilter(COST_ENTITY_TYPES),
  entity_id: idFilter,
  type: idFilter,
  confirmed: boolFilter,
  date_from: dateFilter(COST_MSG.dateInvalid),
  date_to: dateFilter(COST_MSG.dateInvalid),
});
export type CostFilters = z.infer<typeof CostFiltersSchema>;

/** GET /api/auth/costs/?beneficiary_id&entity_type&entity_id&limit&offset[&get-tot] and the filters. */
export const CostListQuerySchema = ListQuerySchema.extend({
  limit: ListQuerySchema.shape.limit.unwrap().default(COSTS_PAGE_SIZE),
  ...CostFiltersSchema.shape,
});
export type CostListQuery = z.infer<typeof CostListQuerySchema>;

/** The {id} of /api/auth/costs/{id}: 'ID del costo non valido' when it is not one (spec 02 §8). */
export const CostIdParamsSchema = z.object({ id: rowId(COST_MSG.idInvalid) });
