import { defineEntity } from '../common/entity';

/** Importa beneficiari (decision 0048): administrators create beneficiaries from a spreadsheet. */
export const beneficiaryImportPage = defineEntity({
  key: 'beneficiaryImport',
  log: { entity: 'beneficiary import', label: 'Importazione beneficiari' },
  screen: { path: '/beneficiari/importa', title: 'Importa beneficiari', menu: { group: 'admin', order: 5 }, admin: true },
});
