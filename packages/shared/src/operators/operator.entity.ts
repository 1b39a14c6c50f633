import { defineEntity } from '../common/entity';

/** Spec 01 §6: the operators, managed by administrators. */
export const operatorEntity = defineEntity({
  key: 'operators',
  log: { entity: 'operators', label: 'Operatore' },
  screen: { path: '/operatori', title: 'Operatori', menu: { group: 'admin', order: 3 }, admin: true },
  fields: {
    email: 'Email',
    email_confirm: 'Conferma email',
    name: 'Nome',
    surname: 'Cognome',
    phone: 'Telefono',
    municipio_id: 'Municipio',
    col_id: 'C.O.L.',
    super_operator: 'Super Operatore',
    notes: 'Note',
  },
});
