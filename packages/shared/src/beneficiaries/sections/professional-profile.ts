import { z } from 'zod';
import { optionalText } from '../../common/fields';
import { INIT_LISTS } from '../../reference/enums';
import { MSG } from '../../messages';
import { defineSection } from './define-section';

export const LANGUAGES_MAX = 15;
export const LANGUAGES_SEPARATOR = ';';
export const LANGUAGES_MSG = {
  tooMany: `Puoi aggiungere al massimo ${LANGUAGES_MAX} lingue`,
  unknown: "Scegli le lingue dall'elenco",
} as const;

const byName = new Map(INIT_LISTS.languages.map((name) => [name.toLocaleLowerCase('it'), name]));

/** The languages of a stored or typed value ('Inglese;Francese' or a list), trimmed, without empties. */
export const splitLanguages = (value: string | readonly string[] | null | undefined): string[] =>
  (typeof value === 'string' ? value.split(LANGUAGES_SEPARATOR) : (value ?? [])).map((v) => v.trim()).filter((v) => v !== '');

/**
 * other_languages (spec 02 §3, §5): stored and answered semicolon-separated; a list is accepted too
 * (the form's multi-select). Each from the languages list, each once, at most 15.
 */
const otherLanguages = z.preprocess(
  (v) => v ?? '',
  z.union([z.string(), z.array(z.string())], { message: MSG.badValue }).transform((value, ctx) => {
    const names: string[] = [];
    for (const typed of splitLanguages(value)) {
      const name = byName.get(typed.toLocaleLowerCase('it'));
      if (!name) {
        ctx.addIssue({ code: 'custom', message: LANGUAGES_MSG.unknown });
        return z.NEVER;
      }
      if (!names.includes(name)) names.push(name);
    }
    if (names.length > LANGUAGES_MAX) {
      ctx.addIssue({ code: 'custom', message: LANGUAGES_MSG.tooMany });
      return z.NEVER;
    }
    return names.join(LANGUAGES_SEPARATOR);
  }),
);

const area = () => optionalText(900);

/** The profile's text areas and their labels, in the order the tab shows them. */
export const PROFESSIONAL_AREAS = {
  other_educational_titles: 'Altri titoli di studio',
  professional_training: 'Formazione professionale',
  computer_skills: 'Competenze informatiche',
  professional_experiences: 'Esperienze professionali',
  technical_skills: 'Competenze tecniche',
  soft_skills: 'Competenze trasversali (soft skills)',
  other_interests: 'Altri interessi',
  current_professional_profile: 'Profilo professionale attuale',
  potential_professional_profile: 'Profilo professionale potenziale',
  training_needs: 'Bisogni formativi',
  orientation_needs: 'Bisogni di orientamento',
  required_work_experience: 'Esperienza lavorativa richiesta',
  active_job_search: 'Ricerca attiva del lavoro',
  notes: 'Note',
} as const;

/** Tab 9 Profilo Professionale: every text area at most 900 characters. */
export const professionalProfileSection = defineSection({
  key: 'professional-profile',
  log: { entity: 'professional profile', label: 'Profilo professionale' },
  labels: { other_languages: 'Altre lingue conosciute', ...PROFESSIONAL_AREAS },
  fields: {
    other_educational_titles: area(),
    professional_training: area(),
    other_languages: otherLanguages,
    computer_skills: area(),
    professional_experiences: area(),
    other_interests: area(),
    technical_skills: area(),
    soft_skills: area(),
    current_professional_profile: area(),
    potential_professional_profile: area(),
    training_needs: area(),
    orientation_needs: area(),
    required_work_experience: area(),
    active_job_search: area(),
    notes: area(),
  },
  texts: {
    created: 'Profilo professionale creato con successo',
    saved: 'Profilo professionale aggiornato con successo',
    unchanged: MSG.noChangesDetected,
    invalid: 'Verifica i campi prima di salvare',
  },
});
export type ProfessionalProfile = z.infer<typeof professionalProfileSection.record>;
