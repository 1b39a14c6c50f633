import type { z } from 'zod';
import { optionalText } from '../../common/fields';
import { MSG } from '../../messages';
import { defineSection } from './define-section';

export const ISO2_MESSAGE = 'Il codice ISO2 deve essere di 2 lettere';

/** Tab 18 Dati Sicol: the data of the external reporting system. */
export const dataSicolSection = defineSection({
  key: 'data-sicol',
  log: { entity: 'Sicol data', label: 'Dati SICOL' },
  labels: {
    progress_id: 'ID progressivo',
    unique_code: 'Codice univoco',
    isced: 'ISCED',
    iso2: 'Codice ISO2',
    table_enter_cd: 'Tabella ingresso CD',
    enter_cd: 'Ingresso CD',
    exit_cd: 'Uscita CD',
    age_range: 'Fascia di età',
    notes: 'Note',
  },
  fields: {
    progress_id: optionalText(50),
    unique_code: optionalText(50),
    isced: optionalText(50),
    iso2: optionalText(2, ISO2_MESSAGE)
      .refine((v) => v === '' || /^[A-Za-z]{2}$/.test(v), ISO2_MESSAGE)
      .transform((v) => v.toUpperCase()),
    table_enter_cd: optionalText(50),
    enter_cd: optionalText(50),
    exit_cd: optionalText(50),
    notes: optionalText(900),
    age_range: optionalText(50),
  },
  texts: {
    saved: 'Dati SICOL salvati con successo',
    unchanged: MSG.noChangesDetected,
    invalid: 'Correggi gli errori nel form',
  },
});
export type DataSicol = z.infer<typeof dataSicolSection.record>;
