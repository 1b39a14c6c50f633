import type { z } from 'zod';
import { optionalText, requiredId } from '../../common/fields';
import { MSG } from '../../messages';
import { defineSection } from './define-section';

/** Tab 2 Occupazione & Stato Sociale. */
export const socialDataSection = defineSection({
  key: 'social-data',
  log: { entity: 'social situation', label: 'Situazione sociale' },
  labels: {
    occupational_condition: 'Condizione occupazionale',
    social_situation_type: 'Situazione sociale',
    vulnerability_type: 'Tipo di vulnerabilità',
  },
  fields: {
    occupational_condition: optionalText(100),
    social_situation_type: requiredId('Seleziona il tipo di situazione sociale'),
    vulnerability_type: optionalText(100),
  },
  texts: {
    saved: 'Dati sociali salvati con successo',
    unchanged: MSG.noChangesDetected,
    invalid: MSG.completeRequired,
  },
});
export type SocialData = z.infer<typeof socialDataSection.record>;
