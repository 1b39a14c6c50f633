// Oggi's settings, kinds of deadline and words: read by the web app's shell (the badge) without
// the rules below them (today.ts), which its first load does not need.
/** How many days ahead 'Oggi' and the weekly digest look (today included). */
export const TODAY_WINDOW_DAYS = 30;
/** An active internship whose hours have not moved for this many days is named. */
export const HOURS_IDLE_DAYS = 14;
/** The items listed per kind (the count says how many there are in all). */
export const TODAY_ITEMS_SHOWN = 50;
/** Her latest opened records listed. */
export const TODAY_RECENT_SHOWN = 8;
/** Her beneficiaries listed (the count says how many she follows). */
export const TODAY_FOLLOWED_SHOWN = 50;

/** The tabs of the beneficiary's record an item opens (spec 02 §2, by index). */
export const RECORD_TAB = {
  personalData: 0,
  residence: 1,
  socialData: 2,
  project: 3,
  services: 4,
  economic: 5,
  family: 6,
  personalResources: 7,
  residencePermit: 8,
  professionalProfile: 9,
  courses: 10,
  internships: 11,
  costs: 12,
  interviews: 13,
  documents: 15,
  careerDays: 16,
  groupActivities: 17,
  sicol: 18,
} as const;

/**
 * The kinds of deadline, in the order 'Oggi' shows them: the section's title, what its empty state
 * says, and the tab of her record each item opens.
 */
export const TODAY_KINDS = {
  permitExpiring: {
    title: 'Permessi di soggiorno in scadenza',
    empty: 'Nessun permesso di soggiorno in scadenza',
    tab: RECORD_TAB.residencePermit,
  },
  internshipEnding: { title: 'Tirocini in conclusione', empty: 'Nessun tirocinio in conclusione', tab: RECORD_TAB.internships },
  internshipHours: {
    title: `Tirocini senza ore registrate da ${HOURS_IDLE_DAYS} giorni`,
    empty: 'Nessun tirocinio con ore da registrare',
    tab: RECORD_TAB.internships,
  },
  courseStarting: { title: 'Corsi in partenza', empty: 'Nessun corso in partenza', tab: RECORD_TAB.courses },
  careerDay: { title: 'Career Day in arrivo', empty: 'Nessun Career Day in arrivo', tab: RECORD_TAB.careerDays },
  costToVerify: { title: 'Costi da verificare', empty: 'Nessun costo da verificare', tab: RECORD_TAB.costs },
} as const;
export type TodayKind = keyof typeof TODAY_KINDS;
export const TODAY_KIND_KEYS = Object.keys(TODAY_KINDS) as [TodayKind, ...TodayKind[]];

/** The texts of the page, its badge and the profile's switch. */
export const TODAY_TEXT = {
  title: 'Oggi',
  intro: `Le scadenze dei prossimi ${TODAY_WINDOW_DAYS} giorni per i beneficiari che segui e le schede che hai aperto di recente.`,
  introAdmin: `Le scadenze dei prossimi ${TODAY_WINDOW_DAYS} giorni per tutto il programma, per municipio, e le schede che hai aperto di recente.`,
  loading: 'Caricamento delle scadenze...',
  failed: 'Non è stato possibile caricare le scadenze.',
  retry: 'Riprova',
  followed: 'I beneficiari che segui',
  followedEmpty: 'Non segui ancora nessun beneficiario: ti vengono assegnati quando li registri.',
  recent: 'Aperte di recente',
  recentEmpty: 'Non hai aperto schede negli ultimi giorni',
  municipio: 'Municipio',
  allMunicipi: 'Tutti i municipi',
  noMunicipio: 'Senza municipio',
  overdue: 'Scaduto',
  badge: (n: number) => (n === 1 ? '1 scadenza' : `${n} scadenze`),
  more: (shown: number, total: number) => `Mostrate ${shown} di ${total}`,
  digestSwitch: 'Ricevi il riepilogo settimanale',
  digestHint: 'Ogni lunedì mattina un’email ti ricorda quante scadenze hanno i beneficiari che segui.',
  digestSaved: 'Preferenza salvata',
  digestFailed: 'Non è stato possibile salvare la preferenza',
  digestSubject: 'Empowerment: le scadenze della settimana',
} as const;
