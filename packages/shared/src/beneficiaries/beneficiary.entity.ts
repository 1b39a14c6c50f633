import { defineEntity } from '../common/entity';

/** Spec 02 §1-§2: the list, the record and its export. */
export const beneficiaryEntity = defineEntity({
  key: 'beneficiaries',
  log: { entity: 'beneficiary', label: 'Beneficiario' },
  exportType: 'beneficiaries',
  screen: { path: '/beneficiari', title: 'Beneficiari', menu: { group: 'main', order: 1 } },
  // the personal data, in the order of the form (also the order of 'Per salvare completa')
  fields: {
    name: 'Nome',
    surname: 'Cognome',
    fiscal_code: 'Codice fiscale',
    birth_date: 'Data di nascita',
    sex: 'Sesso',
    id_public: 'ID pubblico',
    email: 'Email',
    phone_prefix: 'Prefisso',
    phone: 'Cellulare',
    country_birth: 'Paese di nascita',
    citizenship: 'Cittadinanza',
    native_language: 'Lingua madre',
    education: 'Titolo di studio',
    civil_status: 'Stato civile',
    municipio_id: 'Municipio',
    notes: 'Note',
    liberty_restrictions: 'Restrizioni della libertà personale',
    has_license_a: 'Patente A',
    has_license_b: 'Patente B',
    has_motorcycle: 'Possiede una moto',
    has_car: "Possiede un'auto",
    has_bank_account: 'Ha un conto corrente',
  },
  computed: { active: 'Attivo' },
});
