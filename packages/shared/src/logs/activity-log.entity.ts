import { defineEntity } from '../common/entity';

/** The Registro Attività itself (spec 01 §2, /logs), and what it records of the xlsx exports. */
export const activityLogEntity = defineEntity({
  key: 'activityLogs',
  screen: { path: '/logs', title: 'Registro Attività', menu: { group: 'admin', order: 4, label: 'Logs' }, admin: true },
});

export const exportEntity = defineEntity({ key: 'export', log: { entity: 'export', label: 'Esportazione' } });
