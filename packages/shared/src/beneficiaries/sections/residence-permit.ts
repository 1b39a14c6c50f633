import type { z } from 'zod';
import { optionalText, requiredText } from '../../common/fields';
import { MSG } from '../../messages';
import { defineSection } from './define-section';
import { requiredSectionDate, SECTION_MSG, sectionDate } from './section-fields';

const TYPE_REQUIRED = 'Il tipo di permesso è obbligatorio';

/** Tab 8 Permesso di soggiorno; updated at PUT /api/auth/residence-permit/{permitId}. */
export const residencePermitSection = defineSection({
  key: 'residence-permit',
  log: { entity: 'residence permits', label: 'Permesso di soggiorno' },
  labels: {
    type: 'Tipo di permesso',
    start_date: 'Data di rilascio',
    exp_date: 'Data di scadenza',
    notes: 'Note',
  },
  fields: {
    type: requiredText(300, { required: TYPE_REQUIRED, tooShort: TYPE_REQUIRED }),
    start_date: requiredSectionDate(SECTION_MSG.startRequired),
    // an empty expiry is sent as the zero date: stored as none
    exp_date: sectionDate(),
    notes: optionalText(300),
  },
  refine: (input) =>
    input.refine((v) => v.exp_date == null || v.exp_date > v.start_date, {
      path: ['exp_date'],
      message: SECTION_MSG.expiryAfterStart,
    }),
  texts: {
    saved: 'Dati del permesso di soggiorno salvati con successo',
    unchanged: MSG.noChangesDetected,
    invalid: 'Verifica i campi prima di salvare',
  },
});
export type ResidencePermit = z.infer<typeof residencePermitSection.record>;
