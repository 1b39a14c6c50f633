import { z } from 'zod';
import { MSG } from '../messages';
import { foldForSearch } from '../common/search-fold';

/**
 * The search from the top bar (GET /api/auth/search?q=…, decision 0049): beneficiaries by name,
 * surname, fiscal code, public id, e-mail or phone; companies and courses by name. Case, accents and
 * alphabet are folded as in the lists (decision 0031).
 */

/** Fewer characters find too much to be of use: the box asks for more. */
export const SEARCH_MIN_LENGTH = 2;
/** Longer than any name, code or e-mail a beneficiary has. */
export const SEARCH_MAX_LENGTH = 100;
/** Results shown per kind; past them, 'more' tells her to keep typing. */
export const SEARCH_LIMIT = 6;

export const SEARCH_TEXT = {
  button: 'Cerca',
  shortcut: 'Ctrl+K',
  placeholder: 'Cerca beneficiari, aziende, corsi...',
  label: 'Cerca beneficiari per nome, cognome, codice fiscale, ID, email o telefono, aziende e corsi per nome',
  hint: `Scrivi almeno ${SEARCH_MIN_LENGTH} caratteri`,
  loading: 'Ricerca in corso...',
  empty: 'Nessun risultato',
  found: (n: number) => (n === 1 ? '1 risultato' : `${n} risultati`),
  failed: 'Ricerca non riuscita. Riprova.',
  more: 'Altri risultati: continua a scrivere per restringere la ricerca',
  tooShort: `Scrivi almeno ${SEARCH_MIN_LENGTH} caratteri`,
  groups: { beneficiaries: 'Beneficiari', companies: 'Aziende', courses: 'Corsi' },
} as const;

export const SearchQuerySchema = z.object({
  q: z.string({ message: MSG.badValue }).trim().min(SEARCH_MIN_LENGTH, SEARCH_TEXT.tooShort).max(SEARCH_MAX_LENGTH, MSG.tooLong),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** A beneficiary found: what tells her apart, and her ID for her record's page. */
export const SearchBeneficiarySchema = z.object({
  ID: z.number().int(),
  name: z.string(),
  surname: z.string(),
  id_public: z.string().nullable(),
  fiscal_code: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type SearchBeneficiary = z.infer<typeof SearchBeneficiarySchema>;

/** A company found, opened as the companies' list filtered by its name. */
export const SearchCompanySchema = z.object({ ID: z.number().int(), company_name: z.string(), company_type: z.string() });
export type SearchCompany = z.infer<typeof SearchCompanySchema>;

/** A course found (its name is its type), opened as the courses' list of its type and training body. */
export const SearchCourseSchema = z.object({
  ID: z.number().int(),
  type_id: z.number().int(),
  type: z.string(),
  provider_course: z.string(),
});
export type SearchCourse = z.infer<typeof SearchCourseSchema>;

const group = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), more: z.boolean() });

export const SearchAnswerSchema = z.object({
  beneficiaries: group(SearchBeneficiarySchema),
  companies: group(SearchCompanySchema),
  courses: group(SearchCourseSchema),
});
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;
export type SearchKind = keyof SearchAnswer;

/** The words of a search as the server compares them: folded, split on blanks. */
export const searchWords = (text: string) => foldForSearch(text).split(/\s+/).filter(Boolean);

/**
 * The pieces of `text` that one of the query's words matched, as written in `text` ('Nicolò' for
 * 'nicolo'), for the box to highlight. Each character folds on its own (decision 0031), so the folded
 * text maps back to the characters it came from.
 */
export function matchedParts(text: string, query: string): string[] {
  const words = searchWords(query);
  if (!text || words.length === 0) return [];
  const characters = [...text];
  let folded = '';
  const from: number[] = []; // the character each folded code unit came from
  characters.forEach((character, index) => {
    const f = foldForSearch(character);
    folded += f;
    for (let i = 0; i < f.length; i++) from.push(index);
  });
  const parts = new Set<string>();
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      parts.add(characters.slice(from[at], from[at + word.length - 1] + 1).join(''));
    }
  }
  return [...parts];
}
