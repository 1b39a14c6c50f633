import { z } from 'zod';
import { rowId } from '../common/fields';
import { MSG } from '../messages';

/** Spec 02 §5: one must be chosen before the register button is enabled; the server says it too. */
export const MEMBERSHIP_MSG = {
  chooseOne: 'Seleziona almeno un elemento',
  registered: 'Iscrizione registrata con successo',
} as const;

const ids = z
  .array(rowId(), {
    error: (issue) => (issue.input == null ? MEMBERSHIP_MSG.chooseOne : MSG.badValue),
  })
  .min(1, MEMBERSHIP_MSG.chooseOne)
  .max(100, MSG.tooBig);

/** POST /api/auth/beneficiaries/{id}/carrers-days/ */
export const CareerDayJoinSchema = z.object({ carrers_days_ids: ids });
/** POST /api/auth/beneficiaries/{id}/group-activity/ */
export const GroupActivityJoinSchema = z.object({ group_activity_ids: ids });

/** A participant of a career day or group activity: enough to recognise and open her record. */
export const ParticipantSchema = z.object({
  ID: z.number().int(),
  name: z.string(),
  surname: z.string(),
  fiscal_code: z.string().nullable(),
  CreatedAt: z.string(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

/** DELETE /api/auth/{list}/{id}/beneficiaries/{beneficiary_id} */
export const ParticipantParamsSchema = z.object({ id: rowId(), beneficiary_id: rowId() });
/** DELETE /api/auth/beneficiaries/{beneficiaryId}/{list}/{itemId} */
export const MembershipParamsSchema = z.object({ beneficiaryId: rowId(), itemId: rowId() });
