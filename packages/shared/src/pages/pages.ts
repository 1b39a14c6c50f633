import { defineEntity } from '../common/entity';

// The web app's pages that are no entity of their own (yet): their screens only.

export const selfEmploymentPage = defineEntity({
  key: 'selfEmployment',
  screen: { path: '/autoimprenditorialita', title: 'Autoimprenditorialità', menu: { group: 'main', order: 9 } },
});
export const reportsPage = defineEntity({
  key: 'reports',
  screen: { path: '/report', title: 'Report', menu: { group: 'admin', order: 2 }, admin: true },
  // the Registro Attività records who read or downloaded which report
  log: { entity: 'report', label: 'Report' },
});
