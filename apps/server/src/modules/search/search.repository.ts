import { SEARCH_LIMIT, searchWords, type SearchAnswer } from '@empowerment/shared';
import { and, asc, eq, ilike, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { beneficiaries as b, companies, courses, typesCourses } from '../../db/schema';
import { searchFolded } from '../../db/schema/columns';
import { containsPattern, startsWithPattern } from '../../lib/sql';

/**
 * At most this many matching beneficiaries are read, in the order the indexes give them, and ranked;
 * the first SEARCH_LIMIT of the ranking are shown. A search that matches more ('ros' matches every
 * Rossi) costs the same as one that matches this many, and the box tells her to keep typing (decision 0049).
 */
export const SEARCH_CANDIDATES = 200;

/** Shorter words are looked for at the start of a word only: two letters inside a word are found everywhere. */
const CONTAINS_FROM = 3;

/**
 * A folded column holds the folded word: "contains" from three characters; below, at the start of
 * one of its words ('da' in 'trattoria da mario'), which its trigram index still serves (pg_trgm
 * reads a word's start from the blank before it).
 */
const holds = (folded: SQL | Column, word: string) =>
  word.length >= CONTAINS_FROM
    ? sql`${folded} like ${containsPattern(word)}`
    : sql`(${folded} like ${startsWithPattern(word)} or ${folded} like ${containsPattern(' ' + word)})`;

/** The typed text as a code or e-mail: one token, no blank in it; none otherwise. */
const asCode = (text: string) => (/\s/.test(text) ? '' : text);
/** The typed text as a phone number: its digits, when it is digits and separators only. */
const asPhone = (text: string) => (/^\+?[\d\s\-./()]+$/.test(text) ? text.replace(/\D/g, '') : '');

/**
 * Her folded name and surname in one text, the expression of its own trigram index
 * (beneficiaries_full_name_search_trgm_idx): every word typed is then one condition of one index
 * scan, which GIN answers starting from the rarest trigram, in either order of name and surname.
 */
export const fullNameSearch = sql<string>`(${b.nameSearch} || ' ' || ${b.surnameSearch})`;

/**
 * Where a beneficiary matches the text: every word in her name and surname; or, for one token, the
 * start of her fiscal code or public id (any case), a piece of her e-mail; or, for digits, the start
 * of her phone. Each branch is served by a trigram index (full name, codes): one BitmapOr.
 */
function beneficiaryCondition(text: string, words: string[]): SQL {
  const code = asCode(text);
  const phone = asPhone(text);
  return or(
    and(...words.map((w) => holds(fullNameSearch, w))),
    code ? ilike(b.fiscalCode, startsWithPattern(code)) : undefined,
    /\d/.test(code) ? ilike(b.idPublic, startsWithPattern(code)) : undefined,
    code.length >= CONTAINS_FROM ? ilike(b.email, containsPattern(code)) : undefined,
    phone.length >= CONTAINS_FROM ? sql`${b.phone} like ${startsWithPattern(phone)}` : undefined,
  )!;
}

/**
 * First whoever's name, surname, 'name surname', 'surname name' or code starts with what she typed,
 * then the others; each part by surname, name.
 */
function beneficiaryRank(
  candidate: { nameSearch: SQL; surnameSearch: SQL; fiscalCode: SQL; idPublic: SQL },
  words: string[],
  text: string,
) {
  const start = startsWithPattern(words.join(' '));
  const code = startsWithPattern(asCode(text) || '\n'); // no code: a pattern nothing starts with
  const { nameSearch: n, surnameSearch: s } = candidate;
  return sql<number>`case when ${n} like ${start} or ${s} like ${start} or (${n} || ' ' || ${s}) like ${start}
    or (${s} || ' ' || ${n}) like ${start} or ${candidate.fiscalCode} ilike ${code} or ${candidate.idPublic} ilike ${code} then 0 else 1 end`;
}

async function searchBeneficiaries(db: Db, text: string, words: string[]) {
  // the candidates in the indexes' order (no sort of every match), then ranked
  const candidates = db
    .select({
      id: b.id,
      name: b.name,
      surname: b.surname,
      idPublic: b.idPublic,
      fiscalCode: b.fiscalCode,
      email: b.email,
      phone: b.phone,
      nameSearch: sql<string>`${b.nameSearch}`.as('name_search'),
      surnameSearch: sql<string>`${b.surnameSearch}`.as('surname_search'),
    })
    .from(b)
    .where(beneficiaryCondition(text, words))
    .limit(SEARCH_CANDIDATES)
    .as('candidates');
  const c = candidates;
  const rank = beneficiaryRank(
    {
      nameSearch: sql`${c.nameSearch}`,
      surnameSearch: sql`${c.surnameSearch}`,
      fiscalCode: sql`${c.fiscalCode}`,
      idPublic: sql`${c.idPublic}`,
    },
    words,
    text,
  );
  const rows = await db
    .select({
      ID: c.id,
      name: c.name,
      surname: c.surname,
      id_public: c.idPublic,
      fiscal_code: c.fiscalCode,
      email: c.email,
      phone: c.phone,
    })
    .from(c)
    .orderBy(rank, asc(c.surname), asc(c.name), asc(c.id))
    .limit(SEARCH_LIMIT + 1);
  return rows;
}

/** Every word in the folded column (`holds`). */
const everyWordIn = (folded: SQL, words: string[]) => and(...words.map((w) => holds(folded, w)))!;
/** 0 when the folded column starts with the words as typed, 1 otherwise. */
const startsFirst = (folded: SQL, words: string[]) =>
  sql<number>`case when ${folded} like ${startsWithPattern(words.join(' '))} then 0 else 1 end`;

/** Companies by their name (its trigram index on search_fold), those whose name starts with the text first. */
function searchCompanies(db: Db, words: string[]) {
  const name = searchFolded(companies.companyName);
  return db
    .select({ ID: companies.id, company_name: companies.companyName, company_type: companies.companyType })
    .from(companies)
    .where(everyWordIn(name, words))
    .orderBy(startsFirst(name, words), asc(companies.companyName), asc(companies.id))
    .limit(SEARCH_LIMIT + 1);
}

/** Courses by their name, which is their type (a list of a few dozen), with their training body. */
function searchCourses(db: Db, words: string[]) {
  const name = searchFolded(typesCourses.type);
  return db
    .select({ ID: courses.id, type_id: courses.typeId, type: typesCourses.type, provider_course: companies.companyName })
    .from(courses)
    .innerJoin(typesCourses, eq(typesCourses.id, courses.typeId))
    .innerJoin(companies, eq(companies.id, courses.provider))
    .where(everyWordIn(name, words))
    .orderBy(startsFirst(name, words), asc(typesCourses.type), asc(companies.companyName), asc(courses.id))
    .limit(SEARCH_LIMIT + 1);
}

const group = <T>(rows: T[]) => ({ rows: rows.slice(0, SEARCH_LIMIT), more: rows.length > SEARCH_LIMIT });

/**
 * The search from the top bar: beneficiaries, companies and courses matching the text, at most
 * SEARCH_LIMIT of each, with whether there are more. The text is folded here once (decision 0031);
 * every operator finds what her lists show her (decision 0049).
 */
export async function search(db: Db, text: string): Promise<SearchAnswer> {
  const words = searchWords(text);
  // only accents typed: nothing to look for
  if (words.length === 0) return { beneficiaries: group([]), companies: group([]), courses: group([]) };
  const [found, companyRows, courseRows] = await Promise.all([
    searchBeneficiaries(db, text, words),
    searchCompanies(db, words),
    searchCourses(db, words),
  ]);
  return { beneficiaries: group(found), companies: group(companyRows), courses: group(courseRows) };
}
