import { z } from 'zod';
import { optionalText } from '../../common/fields';
import { MSG } from '../../messages';
import { defineSection } from './define-section';
import { notInFuture, requiredSectionDate, SECTION_MSG, sectionDate } from './section-fields';

/** The outcomes of objectives_achieved (spec 02 §3). */
export const OBJECTIVES_ACHIEVED = ['sì', 'parzialmente', 'no'] as const;

/** Tab 3 Progetto: the project's dates, its active flag (the header's badge) and its outcome. */
export const dataProjectSection = defineSection({
  key: 'data-project',
  log: { entity: 'data project', label: 'Dati progetto' },
  labels: {
    project_date_start: 'Data primo incontro (inizio progetto)',
    project_date_exit: 'Data di uscita dal progetto',
    active: 'Progetto attivo',
    status_individual_plan: 'Stato del piano individuale',
    objectives_achieved: 'Obiettivi raggiunti',
    motivation_outcome: "Motivazione dell'esito",
    critical_issues: 'Criticità',
    improvement_actions: 'Azioni di miglioramento',
    future_prospects: 'Prospettive future',
    notes: 'Note',
  },
  fields: {
    project_date_start: requiredSectionDate(SECTION_MSG.startRequired).refine(notInFuture, SECTION_MSG.futureDate),
    project_date_exit: sectionDate(),
    active: z.boolean({ message: MSG.badValue }).default(true),
    status_individual_plan: optionalText(100),
    notes: optionalText(900),
    objectives_achieved: optionalText(100),
    motivation_outcome: optionalText(500),
    critical_issues: optionalText(2000),
    improvement_actions: optionalText(2000),
    future_prospects: optionalText(2000),
  },
  // a project row made with the beneficiary (her active flag) may have no start yet
  stored: { project_date_start: z.string().nullable() },
  refine: (input) =>
    input.refine((v) => v.project_date_exit == null || v.project_date_exit >= v.project_date_start, {
      path: ['project_date_exit'],
      message: SECTION_MSG.endAfterStart,
    }),
  texts: {
    saved: 'Dati progetto salvati con successo',
    unchanged: MSG.noChangesToSave,
    invalid: 'Verifica i campi obbligatori prima di salvare',
  },
});
export type DataProject = z.infer<typeof dataProjectSection.record>;
