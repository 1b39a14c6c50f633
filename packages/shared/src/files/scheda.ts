import { z } from 'zod';
import { BeneficiaryParamsSchema } from '../common/list';

/** The sheets of a beneficiary that the server fills from its .docx templates (spec 02 §2 tab 15, §7). */
export const SCHEDA_TEMPLATES = ['A', 'D'] as const;
export type SchedaTemplate = (typeof SCHEDA_TEMPLATES)[number];

/** Spec 02 §8: the texts of the generation of the sheets. */
export const SCHEDA_MSG = {
  /** Scheda B (or any sheet but A and D). */
  unavailable: 'La generazione di queste schede non è ancora disponibile.',
  /** What the browser says when the answer holds no file. */
  empty: (template: string) => `Nessun documento generato per la Scheda ${template}`,
} as const;

/** POST /api/auth/files/beneficiaries/{beneficiaryId}/generate-template/{template} */
export const SchedaParamsSchema = BeneficiaryParamsSchema.extend({
  template: z
    .string()
    .max(10)
    .refine((v): v is SchedaTemplate => (SCHEDA_TEMPLATES as readonly string[]).includes(v), {
      message: SCHEDA_MSG.unavailable,
    }),
});

/** The .docx the browser downloads: Scheda_A_<surname>_<name>.docx, in plain ASCII letters, digits and '_'. */
export function schedaFileName(template: string, person: { surname: string; name: string }): string {
  const part = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '');
  return ['Scheda', template, part(person.surname), part(person.name)].filter(Boolean).join('_') + '.docx';
}
