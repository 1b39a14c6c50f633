import { defineEntity } from '../common/entity';

// The web app's pages that are no entity of their own (yet): their screens only.

export const selfEmploymentPage = defineEntity({
  key: 'selfEmployment',
  screen: { path: '/autoimprenditorialita', title: 'Autoimprenditorialità', menu: { group: 'main', order: 9 } },
});
export const usefulInfoPage = defineEntity({
  key: 'usefulInfo',
  screen: { path: '/info', title: 'Informazioni utili', menu: { group: 'main', order: 10 } },
});
export const cardTemplatesPage = defineEntity({
  key: 'cardTemplates',
  screen: { path: '/modelli', title: 'Modelli Schede', menu: { group: 'main', order: 11 } },
});
export const reportsPage = defineEntity({
  key: 'reports',
  screen: { path: '/report', title: 'Report', menu: { group: 'admin', order: 2 }, admin: true },
});
export const bugReportPage = defineEntity({
  key: 'bugReport',
  screen: { path: '/send-bug', title: 'Segnalazioni', menu: { group: 'footer', order: 1 } },
});
export const privacyPolicyPage = defineEntity({ key: 'privacyPolicy', screen: { path: '/privacy-policy', title: 'Privacy Policy' } });
