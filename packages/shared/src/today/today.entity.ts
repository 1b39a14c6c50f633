import { defineEntity } from '../common/entity';

/** 'Oggi': what is due for her beneficiaries (the programme's, for administrators), first in the menu. */
export const todayPage = defineEntity({
  key: 'today',
  screen: { path: '/oggi', title: 'Oggi', menu: { group: 'main', order: 0 } },
});
