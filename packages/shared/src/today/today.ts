import { z } from 'zod';
import { idFilter } from '../common/filters';
import { MSG } from '../messages';
import { TODAY_KIND_KEYS } from './today-text';

const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const PersonSchema = z.object({ ID: z.number().int(), name: z.string(), surname: z.string() });

/** One deadline: what, when, whose, and where it opens (her record at `tab`). */
export const TodayItemSchema = z.object({
  kind: z.enum(TODAY_KIND_KEYS),
  /** The day it falls due (before today: overdue and not yet resolved). */
  date: DaySchema,
  beneficiary: PersonSchema,
  municipio_id: z.number().int().nullable(),
  /** The record it is about: the permit, the internship, the course, the career day, the cost. */
  record_id: z.number().int(),
  /**
   * A few words about it: the permit's type, the host company, the course and its training body, the
   * career day's title, the cost's type.
   */
  detail: z.string(),
  tab: z.number().int().min(0),
});
export type TodayItem = z.infer<typeof TodayItemSchema>;

export const TodayQuerySchema = z.object({
  /** Administrators: one municipio's (its id), or none for the whole programme. */
  municipio_id: idFilter,
});

/** GET /api/auth/today: her day. */
export const TodayAnswerSchema = z.object({
  /** Today in Italy (Europe/Rome). */
  today: DaySchema,
  /** 'own': her beneficiaries; 'programme': an administrator's, every beneficiary. */
  scope: z.enum(['own', 'programme']),
  sections: z.array(z.object({ kind: z.enum(TODAY_KIND_KEYS), total: z.number().int().min(0), items: z.array(TodayItemSchema) })),
  /** Administrators: the deadlines per municipio (null: beneficiaries without one), the whole programme's. */
  by_municipio: z.array(z.object({ municipio_id: z.number().int().nullable(), total: z.number().int().min(0) })),
  followed: z.object({ total: z.number().int().min(0), items: z.array(PersonSchema) }),
  recent: z.array(z.object({ beneficiary: PersonSchema, tab: z.number().int().min(0), at: z.string() })),
});
export type TodayAnswer = z.infer<typeof TodayAnswerSchema>;

/** GET /api/auth/today/count: the menu's badge. */
export const TodayCountSchema = z.object({ count: z.number().int().min(0) });

/** GET/PUT /api/auth/today/digest: her weekly digest's switch. */
export const DigestSettingSchema = z.object({ weekly_digest: z.boolean({ message: MSG.badValue }) });
export type DigestSetting = z.infer<typeof DigestSettingSchema>;
