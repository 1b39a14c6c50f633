import { defineEntity } from '../common/entity';

/**
 * Importa beneficiari (decision 0052): administrators create beneficiaries from a spreadsheet. Opened
 * from the beneficiaries list ('Importa da foglio di calcolo'), not from the menu.
 */
export const beneficiaryImportPage = defineEntity({
  key: 'beneficiaryImport',
  log: { entity: 'beneficiary import', label: 'Importazione beneficiari' },
  screen: { path: '/beneficiari/importa', title: 'Importa beneficiari', admin: true },
});
