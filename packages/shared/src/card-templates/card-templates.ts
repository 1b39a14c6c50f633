import { z } from 'zod';
import { SCHEDA_TEMPLATES, type SchedaTemplate } from '../files/scheda';

/**
 * The templates of the sheets the Documenti tab generates (Scheda A and D): what each one is, the
 * placeholders the generator fills in it, the rules of a replacement an administrator uploads.
 * The server refuses a template naming any other placeholder; /modelli documents these.
 */

/** A replacement template is 5 MB at most: a sheet of a few pages with a logo is far smaller. */
export const CARD_TEMPLATE_MAX_BYTES = 5 * 1024 * 1024;

/** What each sheet is, as /modelli describes it. */
export const CARD_TEMPLATE_INFO: Record<SchedaTemplate, { title: string; description: string }> = {
  A: {
    title: 'Scheda A',
    description:
      "La scheda di iscrizione della beneficiaria: dati anagrafici, residenza e domicilio, progetto e dati sociali. Si genera dalla scheda Documenti della beneficiaria con 'Genera Scheda A'.",
  },
  D: {
    title: 'Scheda D',
    description:
      "Il percorso della beneficiaria e il suo esito: progetto, corsi, tirocini con le ore, colloqui e costi con i totali. Si genera dalla scheda Documenti della beneficiaria con 'Genera Scheda D'.",
  },
};

/** Placeholder name → what the generator writes there. */
export type PlaceholderDocs = Readonly<Record<string, string>>;

/** A list of Scheda D: repeated once per row, each row with its own placeholders. */
export type PlaceholderList = { readonly label: string; readonly fields: PlaceholderDocs };

export type SchedaPlaceholders = {
  /** Texts written where the placeholder stands. */
  readonly fields: PlaceholderDocs;
  /** Lists, repeated with {#name}...{/name}. */
  readonly lists: Readonly<Record<string, PlaceholderList>>;
  /** Yes/no flags for the parts shown only when true: {#name}...{/name}. */
  readonly conditions: PlaceholderDocs;
};

/** Both sheets: her personal data and her project. */
const PERSON_FIELDS = {
  id_public: 'ID pubblico della beneficiaria',
  surname: 'Cognome',
  name: 'Nome',
  fiscal_code: 'Codice fiscale',
  sex: 'Sesso (Maschio, Femmina o Non specificato)',
  birth_date: 'Data di nascita (gg/mm/aaaa)',
  country_birth: 'Paese di nascita',
  citizenship: 'Cittadinanza',
  native_language: 'Lingua madre',
  education: 'Titolo di studio',
  civil_status: 'Stato civile',
  email: 'Email',
  phone: 'Cellulare, con il prefisso',
  municipio: 'Municipio',
  licenses: 'Patenti e mezzi, per esempio «Patente B, Auto» («Nessuno» se non ne ha)',
  has_bank_account: 'Conto corrente: «Sì» o «No»',
  liberty_restrictions: 'Restrizioni della libertà personale',
  notes: 'Note dei dati anagrafici',
  operator_email: "Email dell'operatore che l'ha registrata",
  registered_at: 'Data di registrazione',
  generated_at: 'Data e ora in cui la scheda è generata',
  project_date_start: 'Data di inizio del progetto',
  project_date_exit: 'Data di uscita dal progetto',
  project_active: 'Stato del progetto: «Attivo» o «Non Attivo»',
  status_individual_plan: 'Stato del piano individuale',
  project_notes: 'Note del progetto',
  objectives_achieved: 'Obiettivi raggiunti',
  motivation_outcome: "Motivazione dell'esito",
  critical_issues: 'Criticità',
  improvement_actions: 'Azioni di miglioramento',
  future_prospects: 'Prospettive future',
} as const satisfies PlaceholderDocs;

/** Every placeholder the generator fills, per sheet. An empty value is written as «—». */
export const SCHEDA_PLACEHOLDERS: Record<SchedaTemplate, SchedaPlaceholders> = {
  A: {
    fields: {
      ...PERSON_FIELDS,
      residence: 'Indirizzo di residenza (via, CAP, città, provincia, regione)',
      residence_condition: 'Condizione abitativa della residenza',
      domicile: 'Domicilio («Coincide con la residenza» quando è lo stesso indirizzo)',
      occupational_condition: 'Condizione occupazionale',
      social_situation_type: 'Tipo di situazione sociale',
      vulnerability_type: 'Tipo di vulnerabilità',
    },
    lists: {},
    conditions: {},
  },
  D: {
    fields: {
      ...PERSON_FIELDS,
      total_committed: 'Totale dei costi impegnati, in euro',
      total_expected: 'Totale dei costi previsti, in euro',
      total_paid: 'Totale dei costi pagati, in euro',
    },
    lists: {
      courses: {
        label: 'Corsi',
        fields: {
          course: 'Corso e qualifica',
          provider: 'Ente di formazione',
          mode: 'Modalità',
          duration: 'Durata',
          certification: "«Attestato» o «Non ha preso l'Attestato»",
        },
      },
      internships: {
        label: 'Tirocini',
        fields: {
          company: 'Azienda ospitante',
          position: 'Posizione',
          status: 'Stato del tirocinio',
          duration_month: 'Durata in mesi',
          scheduled_hours: 'Ore previste',
          completed_hours: 'Ore svolte',
        },
      },
      interviews: {
        label: 'Colloqui',
        fields: {
          date: 'Data del colloquio',
          type: 'Tipo di colloquio',
          interviewer: 'Chi ha svolto il colloquio',
          notes: 'Note del colloquio',
        },
      },
      costs: {
        label: 'Costi',
        fields: {
          date: 'Data del costo',
          type: 'Tipo di costo',
          amount_committed: 'Importo impegnato, in euro',
          amount_expected: 'Importo previsto, in euro',
          amount_paid: 'Importo pagato, in euro',
          confirmed: 'Stato di conferma del costo',
        },
      },
    },
    conditions: {
      has_courses: 'Vero quando ha almeno un corso',
      has_internships: 'Vero quando ha almeno un tirocinio',
      has_interviews: 'Vero quando ha almeno un colloquio',
      has_costs: 'Vero quando ha almeno un costo',
    },
  },
};

/** The texts of /modelli and of its calls. */
export const CARD_TEMPLATE_MSG = {
  notDocx: 'Il file non è un documento Word .docx: salvalo come «Documento Word (.docx)» e caricalo di nuovo.',
  tooBig: 'Il modello supera i 5 MB consentiti.',
  fileRequired: 'Scegli il file .docx del nuovo modello.',
  unreadable: 'Il file .docx è danneggiato o non si può leggere come modello.',
  /** docxtemplater's syntax errors, in the words of an office worker. */
  syntax: (detail: string) => `Il modello contiene un errore nei segnaposto: ${detail}. Correggilo e caricalo di nuovo.`,
  unopenedTag: (tag: string) => `una parentesi «}» chiude un segnaposto mai aperto («${tag}»)`,
  unclosedTag: (tag: string) => `il segnaposto «{${tag}» non è chiuso da «}»`,
  unclosedLoop: (tag: string) => `la sezione «{#${tag}}» non è chiusa da «{/${tag}}»`,
  unopenedLoop: (tag: string) => `la chiusura «{/${tag}}» non ha la sua apertura «{#${tag}}»`,
  loopMismatch: (opened: string, closed: string) => `la sezione «{#${opened}}» è chiusa da «{/${closed}}»`,
  duplicateOpen: (tag: string) => `il segnaposto «${tag}» ha due parentesi «{» di seguito`,
  duplicateClose: (tag: string) => `il segnaposto «${tag}» ha due parentesi «}» di seguito`,
  emptyTag: 'un segnaposto è vuoto («{}»)',
  otherSyntax: (tag: string) => `il segnaposto «${tag}» non è scritto correttamente`,
  unknownPlaceholder: (names: string[], template: SchedaTemplate) =>
    names.length === 1
      ? `Il segnaposto «{${names[0]}}» non esiste nella Scheda ${template}: usa solo quelli elencati nella pagina Modelli Schede.`
      : `I segnaposto ${names.map((n) => `«{${n}}»`).join(', ')} non esistono nella Scheda ${template}: usa solo quelli elencati nella pagina Modelli Schede.`,
  rawXml: (tag: string) => `Il segnaposto «{@${tag}}» non è ammesso: scrivi «{${tag}}».`,
  uploaded: (template: SchedaTemplate) => `Nuovo modello della Scheda ${template} caricato: da ora le schede generate lo usano.`,
  restored: (template: SchedaTemplate) => `Ripristinato il modello originale della Scheda ${template}.`,
  restoreConfirm: (template: SchedaTemplate) =>
    `Ripristinare il modello originale della Scheda ${template}? Il modello caricato verrà eliminato e le schede generate useranno di nuovo l'originale.`,
} as const;

/** GET /api/auth/card-templates: one row per sheet. */
export const CardTemplateSchema = z.object({
  template: z.enum(SCHEDA_TEMPLATES),
  title: z.string(),
  description: z.string(),
  /** True while an administrator's replacement is in use; false: the original. */
  replaced: z.boolean(),
  /** The replacement's file name as uploaded. */
  file_name: z.string().nullable(),
  size: z.number().int().nullable(),
  /** Who uploaded the replacement or restored the original last, and when. */
  changed_by: z.string().nullable(),
  changed_at: z.string().nullable(),
  /** The version a replacement or restore is saved against (If-Match); null before the first change. */
  UpdatedAt: z.string().nullable(),
});
export type CardTemplate = z.infer<typeof CardTemplateSchema>;
export const CardTemplateListSchema = z.array(CardTemplateSchema);

/** The file name of a template's download. */
export const cardTemplateFileName = (template: SchedaTemplate) => `Modello_Scheda_${template}.docx`;

/** /api/auth/card-templates/{template}: A or D. */
export const CardTemplateParamsSchema = z.object({
  template: z
    .string()
    .max(10)
    .refine((v): v is SchedaTemplate => (SCHEDA_TEMPLATES as readonly string[]).includes(v), { message: 'Modello non trovato' }),
});

/** The replacement a form chooses: a .docx (by its name here; by its content on the server) of 5 MB at most. */
export function cardTemplateChoiceProblem(file: { name: string; size: number } | null | undefined): string | undefined {
  if (!file) return CARD_TEMPLATE_MSG.fileRequired;
  if (!file.name.toLowerCase().endsWith('.docx')) return CARD_TEMPLATE_MSG.notDocx;
  if (file.size > CARD_TEMPLATE_MAX_BYTES) return CARD_TEMPLATE_MSG.tooBig;
  return undefined;
}

/** The upload form of /modelli: the one file. */
export const CardTemplateUploadSchema = z.object({
  file: z
    .custom<{ name: string; size: number } | null>((v) => v == null || (typeof v === 'object' && 'name' in v && 'size' in v))
    .superRefine((file, ctx) => {
      const problem = cardTemplateChoiceProblem(file);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
