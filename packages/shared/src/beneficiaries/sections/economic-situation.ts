import type { z } from 'zod';
import { optionalText } from '../../common/fields';
import { optionalMoney } from '../../common/money';
import { specifyNotes } from '../../common/specify';
import { MSG } from '../../messages';
import { defineSection } from './define-section';
import { sectionDate } from './section-fields';

export const INDIGENCE_NOTES_REQUIRED = 'Le note sullo stato di indigenza sono obbligatorie quando si specifica lo stato';

/** Tab 5 Situazione Economica: ADI, ISEE in euro, the state of indigence. */
export const economicSituationSection = defineSection({
  key: 'economic-situation',
  log: { entity: 'economic situation', label: 'Situazione economica' },
  labels: {
    adi_date_activation: 'Data di attivazione ADI',
    adi_code: 'Codice ADI',
    isee: 'ISEE',
    indigence_state: 'Stato di indigenza',
    indigence_state_notes: 'Note sullo stato di indigenza',
    notes: 'Note',
  },
  fields: {
    adi_date_activation: sectionDate(),
    adi_code: optionalText(50),
    isee: optionalMoney(),
    indigence_state: optionalText(100),
    indigence_state_notes: optionalText(500),
    notes: optionalText(900),
  },
  refine: (input) => specifyNotes(input, { select: 'indigence_state', notes: 'indigence_state_notes', message: INDIGENCE_NOTES_REQUIRED }),
  texts: {
    saved: 'Situazione economica salvata con successo',
    unchanged: MSG.noChangesDetected,
    invalid: 'Verifica i campi prima di salvare',
  },
});
export type EconomicSituation = z.infer<typeof economicSituationSection.record>;
