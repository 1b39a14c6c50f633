import { defineEntity } from '../common/entity';

/** Spec 02 §2 tab 12 and /costi. */
export const costEntity = defineEntity({
  key: 'costs',
  log: { entity: 'costs', label: 'Costi' },
  exportType: 'costs',
  screen: { path: '/costi', title: 'Costi', menu: { group: 'main', order: 4 } },
  fields: {
    date: 'Data',
    type: 'Tipo',
    entity_type: 'Associato a',
    entity_id: 'Elemento del percorso',
    amount_committed: 'Importo Impegnato',
    amount_expected: 'Importo Previsto',
    amount_paid: 'Importo Erogato',
    file_id: 'Documento',
    confirmed: 'Stato Verifica',
    notes: 'Note',
  },
  computed: { beneficiary: 'Beneficiario' },
});
