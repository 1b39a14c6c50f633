import { defineEntity } from '../common/entity';

/** /send-bug (Segnalazioni): every operator sends a report; administrators list and handle them. */
export const bugReportPage = defineEntity({
  key: 'bugReport',
  log: { entity: 'bug reports', label: 'Segnalazioni' },
  screen: { path: '/send-bug', title: 'Segnalazioni', menu: { group: 'footer', order: 1 } },
  fields: {
    subject: 'Oggetto',
    description: 'Descrizione',
    screenshot: 'Screenshot (facoltativo)',
  },
  computed: {
    page: 'Pagina',
    user_agent: 'Browser',
    operator: 'Inviata da',
    status: 'Stato',
    handled_by: 'Gestita da',
    CreatedAt: 'Inviata il',
  },
});
