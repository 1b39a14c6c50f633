import { defineEntity } from '../common/entity';

/** Spec 02 §2 tabs 16-17 and their screens. */
export const careerDayEntity = defineEntity({
  key: 'careerDays',
  log: { entity: 'career day', label: 'Career Day' },
  screen: { path: '/carrers-day', title: 'Careers Days', menu: { group: 'main', order: 8 } },
});

export const groupActivityEntity = defineEntity({
  key: 'groupActivities',
  log: { entity: 'group activity', label: 'Group Activity' },
  screen: { path: '/group-activity', title: 'Group Activity', menu: { group: 'main', order: 7 } },
});
