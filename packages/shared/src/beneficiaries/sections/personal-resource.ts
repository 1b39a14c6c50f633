import type { z } from 'zod';
import { optionalText } from '../../common/fields';
import { MSG } from '../../messages';
import { defineSection } from './define-section';
import { rating } from './section-fields';

/** The five 0-10 ratings, in the order of the form. */
export const PERSONAL_RATINGS = [
  'italian_level',
  'grade_motivation',
  'grade_work_competence',
  'grade_social_skills',
  'grade_info_processing',
] as const;

/** Tab 7 Risorse Personali: ratings 0-10 and the Italian L2 certificate. */
export const personalResourceSection = defineSection({
  key: 'personal-resource',
  log: { entity: 'personal resources', label: 'Risorse personali' },
  labels: {
    italian_level: 'Livello di italiano',
    grade_motivation: 'Motivazione',
    grade_work_competence: 'Competenze lavorative',
    grade_social_skills: 'Competenze relazionali',
    grade_info_processing: 'Elaborazione delle informazioni',
    certification_l2: 'Certificazione italiano L2',
    notes: 'Note',
  },
  fields: {
    italian_level: rating(),
    grade_motivation: rating(),
    grade_work_competence: rating(),
    grade_social_skills: rating(),
    grade_info_processing: rating(),
    certification_l2: optionalText(50),
    notes: optionalText(900),
  },
  texts: {
    saved: 'Dati delle risorse personali salvati con successo',
    unchanged: MSG.noChangesDetected,
    invalid: 'Verifica i campi prima di salvare',
  },
});
export type PersonalResource = z.infer<typeof personalResourceSection.record>;
