import { z } from 'zod';
import { rowId } from '../../common/fields';
import type { LogName } from '../../common/entity';
import { recordMeta } from '../../common/record';
import { BENEFICIARY_MSG } from '../beneficiaries';

/** The texts of a section's save cycle (spec 02 §4, §8). */
export type SectionTexts = {
  /** Success after a save; after an update when `created` is given too. */
  saved: string;
  /** Success after the first save, when it differs from `saved` (the professional profile). */
  created?: string;
  /** Info shown instead of saving when nothing changed. */
  unchanged: string;
  /** Warning when a save is tried on an invalid form. */
  invalid: string;
};

/** The beneficiary a section belongs to, sent in every payload (spec 02 §5: 'ID beneficiario non valido' when empty or 0). */
export const sectionBeneficiaryId = rowId(BENEFICIARY_MSG.idInvalid);

export type SectionDefinition<
  Fields extends z.ZodRawShape,
  Input extends z.ZodType,
  Record extends z.ZodType,
  Log extends LogName = LogName,
> = {
  /** The path segment under /api/auth/beneficiaries/:beneficiaryId/. */
  key: string;
  /** What the Registro Attività records: its key and label. */
  log: Log;
  /** The key of `log`. */
  logEntity: Log['entity'];
  /** The section's fields, the keys of its payload besides beneficiary_id (and of its table's columns). */
  fields: Fields;
  /** The Italian label of every field (its form, its view, the Registro's notes), and of what the tab shows besides. */
  labels: { readonly [key: string]: string } & { readonly [K in keyof Fields]: string };
  /** The payload of POST and PUT: the fields, beneficiary_id and the rules across fields. */
  input: Input;
  /** One stored row as the API answers it. */
  record: Record;
  texts: SectionTexts;
};

/**
 * One beneficiary section (spec 02 §2, §7): its fields give the record schema; `refine` adds the rules
 * that only an input must pass (dates in order, '[specificare]' notes), so a stored row never fails
 * its answer's schema. The server's route factory and the web's section panel both read it.
 */
export function defineSection<
  const Fields extends z.ZodRawShape,
  Input extends z.ZodType = z.ZodObject<Fields & { beneficiary_id: typeof sectionBeneficiaryId }>,
  const Stored extends z.ZodRawShape = Record<never, never>,
  const Log extends LogName = LogName,
  const Labels extends { readonly [K in keyof Fields]: string } & Readonly<Record<string, string>> = { [K in keyof Fields]: string },
>(def: {
  key: string;
  log: Log;
  /** Every field's Italian label, written once for the form, the view and the Registro's notes. */
  labels: Labels;
  fields: Fields;
  refine?: (input: z.ZodObject<Fields & { beneficiary_id: typeof sectionBeneficiaryId }>) => Input;
  /** Keys whose stored value may be weaker than an input's (a row made before the rule applied). */
  stored?: Stored;
  texts: SectionTexts;
}) {
  const object = z.object({ ...def.fields, beneficiary_id: sectionBeneficiaryId });
  const input = (def.refine ? def.refine(object) : object) as Input;
  const stored = def.stored ?? ({} as Stored);
  const record = z.object({ ...def.fields, ...stored, beneficiary_id: z.number().int(), ...recordMeta });
  return {
    key: def.key,
    log: def.log,
    logEntity: def.log.entity as Log['entity'],
    fields: def.fields,
    labels: def.labels,
    input,
    record,
    texts: def.texts,
  } satisfies SectionDefinition<Fields, Input, typeof record, Log> & { labels: Labels };
}
