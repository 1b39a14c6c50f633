import { defineEntity } from '../common/entity';

/** Spec 01 §7: the reference lists (Dropdown Edit). */
export const listSettingEntity = defineEntity({
  key: 'dropdownSettings',
  log: { entity: 'list settings', label: 'Liste di riferimento' },
  screen: { path: '/dropdown-settings', title: 'Dropdown Edit', menu: { group: 'admin', order: 1 }, admin: true },
});
