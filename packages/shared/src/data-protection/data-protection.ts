import { z } from 'zod';
import { rowId } from '../common/fields';

/**
 * Her dossier, anonymisation and retention (GDPR art. 15, 17 and 20; docs/decisions/0050): the
 * texts both sides show, and the contracts of /api/auth/data-protection.
 */
export const DATA_PROTECTION_MSG = {
  alreadyAnonymised: 'Beneficiaria già anonimizzata',
  confirmMismatch: "L'ID pubblico digitato non corrisponde a quello della beneficiaria",
  noPublicId: 'La beneficiaria non ha un ID pubblico: assegnalo prima di anonimizzarla',
  anonymised: 'Beneficiaria anonimizzata',
  editRefused: 'La beneficiaria è stata anonimizzata: la scheda non si può più modificare',
  settingsSaved: 'Periodo di conservazione salvato',
  badMonths: 'Indica un numero di mesi tra 1 e 600, o lascia vuoto',
} as const;

/** The names given in place of hers. */
export const ANONYMISED_NAME = 'Anonimizzata';

export const DATA_PROTECTION_TEXT = {
  dossierButton: 'Scarica fascicolo (GDPR)',
  dangerZone: 'Zona pericolosa',
  anonymiseButton: 'Anonimizza beneficiaria',
  anonymiseTitle: 'Anonimizzare la beneficiaria?',
  anonymiseWarning:
    'Nome, cognome, codice fiscale, contatti, indirizzi, note e contenuti dei documenti verranno rimossi per sempre. Restano solo i dati anonimi contati dai report (fascia d’età, cittadinanza, municipio, esiti, ore, importi). L’operazione non si può annullare.',
  typePublicId: 'Digita l’ID pubblico per confermare',
  confirm: 'Anonimizza',
  cancel: 'Annulla',
  anonymisedBadge: 'Anonimizzata',
  retentionTitle: 'Conservazione dei dati',
  retentionMonths: 'Mesi di conservazione dopo la chiusura',
  retentionNone: 'Nessun limite',
  retentionSave: 'Salva',
  reviewTitle: 'Schede chiuse oltre il periodo di conservazione',
  reviewEmpty: 'Nessuna scheda da rivedere',
  dryRun: 'Anteprima (nessuna modifica)',
  dryRunTitle: 'Cosa cambierebbe',
  anonymiseSelected: 'Anonimizza selezionate',
  closedOn: 'Chiusa il',
  listedAt: 'In elenco dal',
  publicId: 'ID pubblico',
  table: 'Tabella',
  field: 'Campo',
  count: 'Valori',
} as const;

/** POST /beneficiaries/:id/anonymise: her public id typed by the administrator. */
export const AnonymiseInputSchema = z.object({ confirm_id_public: z.string().trim().min(1, DATA_PROTECTION_MSG.confirmMismatch).max(25) });
export type AnonymiseInput = z.infer<typeof AnonymiseInputSchema>;

/** What an anonymisation changes (or would change): values per table and column, documents' contents. */
export const AnonymisationCountsSchema = z.object({
  fields: z.array(z.object({ table: z.string(), field: z.string(), count: z.number().int().min(0) })),
  log_entries: z.number().int().min(0),
  documents: z.number().int().min(0),
  positions: z.number().int().min(0),
});
export type AnonymisationCounts = z.infer<typeof AnonymisationCountsSchema>;

export const AnonymiseAnswerSchema = z.object({
  beneficiary_id: z.number().int(),
  anonymised_at: z.string(),
  counts: AnonymisationCountsSchema,
});

/** GET /beneficiaries/:id/status: whether she is anonymised. */
export const DataProtectionStatusSchema = z.object({ anonymised_at: z.string().nullable() });

/** GET / PUT /retention/settings. */
export const RetentionSettingsSchema = z.object({
  retention_months: z
    .number({ message: DATA_PROTECTION_MSG.badMonths })
    .int(DATA_PROTECTION_MSG.badMonths)
    .min(1, DATA_PROTECTION_MSG.badMonths)
    .max(600, DATA_PROTECTION_MSG.badMonths)
    .nullable(),
});
export type RetentionSettings = z.infer<typeof RetentionSettingsSchema>;

/** GET /retention/reviews: the closed records past the retention period, as the daily job listed them. */
export const RetentionReviewSchema = z.object({
  beneficiary_id: z.number().int(),
  id_public: z.string().nullable(),
  project_date_exit: z.string(),
  listed_at: z.string(),
});
export type RetentionReview = z.infer<typeof RetentionReviewSchema>;

/** POST /retention/anonymise: the reviewed records to anonymise; dry_run says what would change. */
export const BulkAnonymiseInputSchema = z.object({
  beneficiary_ids: z.array(rowId()).min(1).max(500),
  dry_run: z.boolean(),
});
export const BulkAnonymiseAnswerSchema = z.object({
  dry_run: z.boolean(),
  beneficiaries: z.number().int(),
  counts: AnonymisationCountsSchema,
});
export type BulkAnonymiseAnswer = z.infer<typeof BulkAnonymiseAnswerSchema>;
