import { defineEntity } from '../common/entity';

/** Spec 02 §2 tab 11 and /tirocini. */
export const internshipEntity = defineEntity({
  key: 'internships',
  log: { entity: 'internship', label: 'Tirocinio' },
  exportType: 'internships',
  screen: { path: '/tirocini', title: 'Tirocini', menu: { group: 'main', order: 5 } },
  fields: {
    hosting_company_id: 'Azienda ospitante',
    internship_company_id: 'Posizione',
    status_internships: 'Stato',
    sector_id: 'Settore',
    paying_company: 'Organizzazione pagante',
    duration_month: 'Durata (mesi)',
    scheduled_hours: 'Ore previste',
    week_sceduled_hours: 'Ore settimanali',
    completed_hours: 'Ore completate',
    monthly_allowance: 'Indennità mensile',
    valutation: 'Valutazione',
    notes: 'Note',
  },
  // what the lists, the filters and the export show besides
  computed: {
    beneficiary: 'Beneficiario',
    fiscal_code: 'Codice fiscale',
    created_from: 'Inserito dal',
    created_to: 'Inserito al',
    CreatedAt: 'Inserito il',
  },
});
