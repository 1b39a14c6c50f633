import { defineEntity } from '../common/entity';

/** Spec 02 §2 tab 11 and /tirocini. */
export const internshipEntity = defineEntity({
  key: 'internships',
  log: { entity: 'internship', label: 'Tirocinio' },
  screen: { path: '/tirocini', title: 'Tirocini', menu: { group: 'main', order: 5 } },
});
