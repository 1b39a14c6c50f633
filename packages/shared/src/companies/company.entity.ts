import { defineEntity } from '../common/entity';

/** Spec 02 §2-§3: the companies, their internship positions, the list and its export. */
export const companyEntity = defineEntity({
  key: 'companies',
  log: { entity: 'companies', label: 'Aziende' },
  exportType: 'company',
  screen: { path: '/aziende', title: 'Aziende', menu: { group: 'main', order: 2 } },
  fields: {
    company_name: 'Nome azienda',
    company_type: 'Tipo',
    state_contact: 'Stato contatto',
    sector_id: 'Settore',
    fonte: 'Fonte',
    address: 'Indirizzo',
    municipio_id: 'Municipio',
    website: 'Sito web',
    contact_name: 'Referente esterno',
    contact_email: 'Email referente',
    contact_phone: 'Telefono referente',
    intern_name: 'Referente interno',
    intern_phone: 'Telefono referente interno',
    intern_mail: 'Email referente interno',
    mail_sent_at: 'Data invio email',
    mail_sender: 'Mittente email',
    mail_notes: 'Note email',
    numbers_internships: 'Tirocini richiesti',
    date_email_manifest: 'Data email manifestazione',
    manifest_internship: 'Manifestazione tirocinio',
    manifest_job_day: 'Manifestazione job day',
    direct_assumption: 'Assunzione diretta',
    convention_signed: 'Convenzione firmata',
    notes: 'Note',
  },
  // what the list and the export count of its positions, and the filters on them
  computed: {
    assigned_internships: 'Tirocini assegnati',
    open_positions: 'Posizioni aperte',
    total_positions: 'Posizioni totali',
    positions: 'Posizione lavorativa',
    positions_municipio: 'Municipio delle posizioni',
    positions_open: 'Posizioni aperte',
  },
});

export const positionEntity = defineEntity({
  key: 'positions',
  log: { entity: 'internship positions', label: 'Posizioni di tirocinio' },
  fields: {
    job_positions: 'Posizioni Lavorative',
    start_date: 'Data di inizio',
    place: 'Luogo',
    municipio_id: 'Municipio',
    orari_turni: 'Orari e turni',
    requisiti: 'Requisiti',
  },
});
