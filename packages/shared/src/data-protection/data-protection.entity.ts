import { defineEntity } from '../common/entity';

/** Retention of closed records and their anonymisation in bulk (decision 0050); her dossier and anonymisation are on her record. */
export const dataProtectionPage = defineEntity({
  key: 'dataProtection',
  screen: { path: '/protezione-dati', title: 'Protezione dati', menu: { group: 'admin', order: 6 }, admin: true },
  log: { entity: 'data protection', label: 'Protezione dati' },
});
