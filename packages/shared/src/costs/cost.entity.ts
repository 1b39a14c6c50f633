import { defineEntity } from '../common/entity';

/** Spec 02 §2 tab 12 and /costi. */
export const costEntity = defineEntity({
  key: 'costs',
  log: { entity: 'costs', label: 'Costi' },
  screen: { path: '/costi', title: 'Costi', menu: { group: 'main', order: 4 } },
});
