import { defineEntity } from '../common/entity';

/** /info: the programme's contacts and links, rich text that administrators edit. */
export const usefulInfoPage = defineEntity({
  key: 'usefulInfo',
  log: { entity: 'useful info', label: 'Informazioni utili' },
  screen: { path: '/info', title: 'Informazioni utili', menu: { group: 'main', order: 10 } },
  fields: { content: 'Testo della pagina' },
});

/** /privacy-policy: the notice of artt. 13-14 GDPR, its variable parts set by administrators. */
export const privacyPolicyPage = defineEntity({
  key: 'privacyPolicy',
  log: { entity: 'privacy policy', label: 'Privacy Policy' },
  screen: { path: '/privacy-policy', title: 'Privacy Policy' },
  fields: {
    controller_name: 'Titolare del trattamento',
    controller_address: 'Sede del titolare',
    controller_email: 'Email del titolare',
    controller_pec: 'PEC del titolare',
    controller_phone: 'Telefono del titolare',
    dpo_name: 'Responsabile della protezione dei dati (DPO)',
    dpo_email: 'Email del DPO',
    funder: 'Ente finanziatore del programma',
    retention_beneficiaries: 'Conservazione dei dati delle beneficiarie',
    retention_operators: 'Conservazione dei dati degli operatori',
  },
});
