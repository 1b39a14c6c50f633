import { defineEntity } from '../common/entity';

/** Spec 02 §2 tab 13 and /colloqui. */
export const interviewEntity = defineEntity({
  key: 'interviews',
  log: { entity: 'interview', label: 'Colloquio' },
  exportType: 'interviews',
  screen: { path: '/colloqui', title: 'Colloqui', menu: { group: 'main', order: 6 } },
  fields: {
    date: 'Data',
    type_id: 'Tipo',
    interviewer: 'Intervistatore',
    notes: 'Esito/Note',
  },
  // what the lists and the export show besides: whose it is, when it was written
  computed: {
    beneficiary: 'Beneficiario',
    fiscal_code: 'Codice fiscale',
    cost: 'Costo Allegato',
    record_dates: 'Inserito e Aggiornato',
    date_from: 'Dal',
    date_to: 'Al',
  },
});
