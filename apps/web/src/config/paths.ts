/**
 * Every screen's path (for the router) and link builder (for the code), in one place.
 * The Italian and historical spellings ('carrers-day') are part of the contract.
 */
const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  login: fixed('/'),
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) => (token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password'),
  },
  loading: fixed('/loading'),
  notFound: fixed('/not-found'),

  beneficiaries: fixed('/beneficiari'),
  beneficiaryNew: fixed('/beneficiari/new'),
  beneficiary: {
    path: '/beneficiari/:id',
    /** tab: zero-based index of the detail tab; 0 is the default and left out. */
    getHref: (id: number | string, tab?: number) => `/beneficiari/${id}${tab ? `?tab=${tab}` : ''}`,
  },

  careerDays: fixed('/carrers-day'),
  groupActivities: fixed('/group-activity'),
  companies: fixed('/aziende'),
  courses: fixed('/corsi'),
  costs: fixed('/costi'),
  internships: fixed('/tirocini'),
  interviews: fixed('/colloqui'),
  cardTemplates: fixed('/modelli'),
  selfEmployment: fixed('/autoimprenditorialita'),
  bugReport: fixed('/send-bug'),
  privacyPolicy: fixed('/privacy-policy'),
  usefulInfo: fixed('/info'),

  // administrators only
  reports: fixed('/report'),
  dropdownSettings: fixed('/dropdown-settings'),
  operators: fixed('/operatori'),
  activityLogs: fixed('/logs'),
} as const;

/** Where a signed-in user lands. */
export const HOME = paths.beneficiaries;

/** Paths open without a session at start-up (spec 01 §2). */
export const PUBLIC_START_PATHS: readonly string[] = [paths.login.path, paths.resetPassword.path];
