import type { z } from 'zod';
import { optionalText, requiredText } from '../../common/fields';
import { MSG } from '../../messages';
import { defineSection } from './define-section';

const SENDING_REQUIRED = 'Il servizio inviante è obbligatorio';

/** Tab 4 Informazioni Servizi/Reti. */
export const aboutServiceSection = defineSection({
  key: 'about-service',
  log: { entity: 'service information', label: 'Informazioni servizi' },
  labels: {
    sending_service: 'Servizio inviante',
    active_service: 'Servizi attivi',
    motivation_sending: "Motivazione dell'invio",
    notes: 'Note',
  },
  fields: {
    sending_service: requiredText(300, { required: SENDING_REQUIRED, tooShort: SENDING_REQUIRED }),
    active_service: optionalText(300),
    motivation_sending: optionalText(300),
    notes: optionalText(900),
  },
  texts: {
    saved: 'Informazioni sui servizi salvate con successo',
    unchanged: MSG.noChangesDetected,
    invalid: 'Verifica i campi obbligatori prima di salvare',
  },
});
export type AboutService = z.infer<typeof aboutServiceSection.record>;
