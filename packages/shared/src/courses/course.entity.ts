import { defineEntity } from '../common/entity';

/** Spec 02 §3: the courses, their participants (tab 10) and the documents of both. */
export const courseEntity = defineEntity({
  key: 'courses',
  log: { entity: 'courses', label: 'Corsi' },
  exportType: 'courses',
  screen: { path: '/corsi', title: 'Corsi', menu: { group: 'main', order: 3 } },
  fields: {
    type_id: 'Corso',
    type_qualification: 'Tipo di attestato',
    provider: 'Ente di formazione',
    mode: 'Modalità',
    start_date: 'Data di inizio',
    address: 'Indirizzo',
    municipio_id: 'Municipio',
    duration: 'Durata',
    days_hours: 'Giorni e orari',
    paid: 'A pagamento',
    price_notes: 'Note sul costo',
    access_criteria: 'Criteri di accesso',
    website: 'Sito web',
    contact_name: 'Referente esterno',
    contact_phone: 'Telefono referente esterno',
    contact_mail: 'Email referente esterno',
    internal_referent: 'Referente interno',
    internal_referent_phone: 'Telefono referente interno',
    notes: 'Note',
  },
  computed: { participants_count: 'Partecipanti', files_count: 'Documenti' },
});

export const participantEntity = defineEntity({
  key: 'participants',
  log: { entity: 'participants', label: 'Partecipanti' },
  fields: { course_id: 'Corso', certification: 'Preso Attestato', notes: 'Note' },
});
