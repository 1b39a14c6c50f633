import { z } from 'zod';
import { MSG } from '../messages';
import { requiredDate } from '../common/dates';
import { requiredText } from '../common/fields';
import { dateFilter, idFilter, textFilter } from '../common/filters';
import { listQuerySchema } from '../common/list';
import { recordMeta } from '../common/record';

/** The spec gives a group activity's fields (name, type, date) but no rules: these are ours. */
export const GROUP_ACTIVITY_MSG = {
  nameRequired: 'Il nome è obbligatorio',
  nameTooShort: 'Il nome deve contenere almeno 3 caratteri',
  nameTooLong: 'Il nome deve contenere al massimo 250 caratteri',
  typeRequired: 'Il tipo è obbligatorio',
  typeTooLong: 'Il tipo deve contenere al massimo 100 caratteri',
  dateRequired: 'La data è obbligatoria',
  dateInvalid: 'Data non valida',
  created: 'Group Activity creata con successo',
  updated: 'Modifica effettuata con successo',
  unchanged: MSG.noChangesToSave,
} as const;

export const GROUP_ACTIVITY_NAME_MAX = 250;
export const GROUP_ACTIVITY_TYPE_MAX = 100;

/** POST /api/auth/group-activity/ and PUT /api/auth/group-activity/{ID}. */
export const GroupActivityInputSchema = z.object({
  name: requiredText(GROUP_ACTIVITY_NAME_MAX, {
    required: GROUP_ACTIVITY_MSG.nameRequired,
    min: 3,
    tooShort: GROUP_ACTIVITY_MSG.nameTooShort,
    tooLong: GROUP_ACTIVITY_MSG.nameTooLong,
  }),
  type: requiredText(GROUP_ACTIVITY_TYPE_MAX, { required: GROUP_ACTIVITY_MSG.typeRequired, tooLong: GROUP_ACTIVITY_MSG.typeTooLong }),
  date: requiredDate(GROUP_ACTIVITY_MSG.dateInvalid, GROUP_ACTIVITY_MSG.dateRequired),
});
export type GroupActivityInput = z.infer<typeof GroupActivityInputSchema>;

export const GroupActivitySchema = z.object({ name: z.string(), type: z.string(), date: z.string(), ...recordMeta });
export type GroupActivity = z.infer<typeof GroupActivitySchema>;

export const GroupActivityRowSchema = GroupActivitySchema.extend({ participants: z.number().int() });
export type GroupActivityRow = z.infer<typeof GroupActivityRowSchema>;

/** Filters of GET /api/auth/group-activity/. */
export const GroupActivityFiltersSchema = z.object({
  name: textFilter(GROUP_ACTIVITY_NAME_MAX),
  type: textFilter(GROUP_ACTIVITY_TYPE_MAX),
  date: dateFilter(),
  notBeneficiary: idFilter,
});
export type GroupActivityFilters = z.infer<typeof GroupActivityFiltersSchema>;
export const GroupActivityListQuerySchema = listQuerySchema(GroupActivityFiltersSchema);

/** An item of GET /api/auth/beneficiaries/{id}/group-activity/ (spec 02 tab 17). */
export const BeneficiaryGroupActivitySchema = z.object({
  ID: z.number().int(),
  group_activity_id: z.number().int(),
  name: z.string(),
  type: z.string(),
  date: z.string(),
});
export type BeneficiaryGroupActivity = z.infer<typeof BeneficiaryGroupActivitySchema>;
