import { z } from 'zod';
import { boolFilter, dateFilter, textFilter } from '../common/filters';
import { listQuerySchema } from '../common/list';

/** Spec 02 §8, beneficiary update 409: the text names the unique value already used. */
export const BENEFICIARY_MSG = {
  /** Spec 02 §5: a section saved without a valid beneficiary. */
  idInvalid: 'ID beneficiario non valido',
  fiscalCodeTaken: 'Il Codice fiscale è già presente nel sistema',
  phoneTaken: 'Il cellulare è già presente nel sistema',
  idPublicTaken: "L'ID public è già presente nel sistema",
  emailTaken: "L'Email è già presente nel sistema",
  uniqueTaken: 'Beneficiario già esistente con questi dati: verifica i dati univoci',
} as const;

/** A row of the beneficiary list (spec 01 §3), the export's too. */
export const BeneficiaryListRowSchema = z.object({
  ID: z.number().int(),
  id_public: z.string().nullable(),
  name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phone_prefix: z.string().nullable(),
  fiscal_code: z.string().nullable(),
  birth_date: z.string().nullable(),
  /** The project's active flag; true while she has no project row. */
  active: z.boolean(),
});
export type BeneficiaryListRow = z.infer<typeof BeneficiaryListRowSchema>;

/** Filters of the beneficiary list (GET /api/auth/beneficiaries/ and the export). */
export const BeneficiaryFiltersSchema = z.object({
  id_public: textFilter(25),
  name: textFilter(80),
  surname: textFilter(80),
  email: textFilter(319),
  phone: textFilter(20),
  fiscal_code: textFilter(16),
  birth_date: dateFilter(),
  active: boolFilter,
});
export type BeneficiaryFilters = z.infer<typeof BeneficiaryFiltersSchema>;

/** GET /api/auth/beneficiaries/: paging plus the filters. */
export const BeneficiaryListQuerySchema = listQuerySchema(BeneficiaryFiltersSchema);
export type BeneficiaryListQuery = z.infer<typeof BeneficiaryListQuerySchema>;
