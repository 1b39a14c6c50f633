import { defineEntity } from '../common/entity';

/** Spec 02 §2 tab 13 and /colloqui. */
export const interviewEntity = defineEntity({
  key: 'interviews',
  log: { entity: 'interview', label: 'Colloquio' },
  screen: { path: '/colloqui', title: 'Colloqui', menu: { group: 'main', order: 6 } },
});
