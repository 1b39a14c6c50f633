import type { z } from 'zod';
import { optionalInt, optionalText } from '../../common/fields';
import { MSG } from '../../messages';
import { defineSection } from './define-section';

export const DEPENDENT_CHILDREN_MAX = 30;

/** Tab 6 Impegni Familiari. */
export const familyCommitmentsSection = defineSection({
  key: 'family-commitments',
  log: { entity: 'family commitments', label: 'Impegni familiari' },
  labels: {
    dependent_children: 'Figli a carico',
    age_children: 'Età dei figli',
    school_children: 'Scuola frequentata dai figli',
    caregiver: 'Chi si prende cura dei figli (caregiver)',
    notes: 'Note',
  },
  fields: {
    dependent_children: optionalInt(0, DEPENDENT_CHILDREN_MAX, {
      invalid: 'Il numero di figli deve essere un numero intero',
      tooSmall: 'Il numero di figli non può essere negativo',
      tooBig: `Il numero di figli non può superare ${DEPENDENT_CHILDREN_MAX}`,
    }),
    age_children: optionalText(100),
    school_children: optionalText(200),
    caregiver: optionalText(200),
    notes: optionalText(900),
  },
  texts: {
    saved: 'Informazioni sugli impegni familiari salvate con successo',
    unchanged: MSG.noChangesDetected,
    invalid: 'Verifica i campi prima di salvare',
  },
});
export type FamilyCommitments = z.infer<typeof familyCommitmentsSection.record>;
