/** The tabs of the record by index (spec 02 §2); the last one is the administrators'. */
export const BENEFICIARY_TABS = [
  'Dati Personali',
  'Residenza e Domicilio',
  'Occupazione & Stato Sociale',
  'Progetto',
  'Informazioni Servizi/Reti',
  'Situazione Economica',
  'Impegni Familiari',
  'Risorse Personali',
  'Permesso di soggiorno',
  'Profilo Professionale',
  'Corsi',
  'Tirocini',
  'Costi',
  'Colloqui',
  'AutoImprenditorialità',
  'Documenti',
  'Career Day',
  'Group Activity',
  'Dati Sicol',
  'Registro Attività',
] as const;

export const PERSONAL_DATA_TAB = 0;
export const SELF_EMPLOYMENT_TAB = 14;
export const ACTIVITY_LOG_TAB = 19;

/** How many tabs she sees: the Registro Attività only for administrators. */
export const tabCount = (isAdmin: boolean) => (isAdmin ? BENEFICIARY_TABS.length : ACTIVITY_LOG_TAB);

/**
 * The tab of ?tab=: a whole number from 0 to the number of tabs less one; anything else (a word,
 * a decimal, 19 for an operator) is the first tab.
 */
export function parseTab(param: string | null, isAdmin: boolean): number {
  if (param == null || !/^\d+$/.test(param)) return 0;
  const tab = Number(param);
  return tab < tabCount(isAdmin) ? tab : 0;
}
