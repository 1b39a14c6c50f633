import { createHash } from 'node:crypto';
import { SEARCH_LIMIT, searchWords, type SearchAnswer } from '@empowerment/shared/search';
import { and, asc, eq, ilike, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { beneficiaries as b, companies, courses, typesCourses } from '../../db/schema';
import { searchFolded } from '../../db/schema/columns';
import { keptStatement, type Plan } from '../../lib/prepared';
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
 * The search's statements are built once per shape and kept (decision 0025), but planned with each
 * call's values: how many rows a trigram pattern matches ('giulia bianchi', or 'ros', one row in
 * ten) decides the plan, and a generic plan for `like $1`, chosen once for every pattern, would
 * suit some of them badly (decision 0049).
 */
const PLAN: Plan = 'per call';

/**
 * What changes a search's SQL text, not only its values: how many words, which of them are short,
 * and which of the beneficiaries' branches of one token (fiscal code, public id, e-mail, phone) are
 * there. Each shape has its kept statements; the values fill their placeholders.
 */
type Shape = { short: boolean[]; code: boolean; publicId: boolean; email: boolean; phone: boolean };

/** The placeholders of the word at position i: "contains" it; for a short one, starts with it or a word starts with it. */
const wordAt = (i: number) => ({
  contains: sql.placeholder(`w${i}`),
  starts: sql.placeholder(`w${i}_start`),
  wordStart: sql.placeholder(`w${i}_word`),
});

/**
 * A folded column holds the folded word: "contains" from three characters; below, at the start of
 * one of its words ('da' in 'trattoria da mario'), which its trigram index still serves (pg_trgm
 * reads a word's start from the blank before it). The word is the placeholders of its position.
 */
const holds = (folded: SQL | Column, short: boolean, i: number) => {
  const word = wordAt(i);
  return short ? sql`(${folded} like ${word.starts} or ${folded} like ${word.wordStart})` : sql`${folded} like ${word.contains}`;
};

/** Every word in the folded column (`holds`). */
const everyWordIn = (folded: SQL | Column, short: boolean[]) => and(...short.map((s, i) => holds(folded, s, i)))!;

/** The typed text as a code or e-mail: one token, no blank in it; none otherwise. */
const asCode = (text: string) => (/\s/.test(text) ? '' : text);
/** The typed text as a phone number: its digits, when it is digits and separators only. */
const asPhone = (text: string) => (/^\+?[\d\s\-./()]+$/.test(text) ? text.replace(/\D/g, '') : '');

/** The search's shape and the values of its placeholders, worked out from the text once per call. */
function shapeOf(text: string, words: string[]): { shape: Shape; values: Record<string, string> } {
  const code = asCode(text);
  const phone = asPhone(text);
  const short = words.map((w) => w.length < CONTAINS_FROM);
  const values: Record<string, string> = {
    // whoever's name starts with the words as typed is shown first
    start: startsWithPattern(words.join(' ')),
    // no code: a pattern nothing starts with
    code: startsWithPattern(code || '\n'),
    email: containsPattern(code),
    phone: startsWithPattern(phone),
  };
  words.forEach((w, i) => {
    if (short[i]) {
      values[`w${i}_start`] = startsWithPattern(w);
      values[`w${i}_word`] = containsPattern(' ' + w);
    } else values[`w${i}`] = containsPattern(w);
  });
  const shape = {
    short,
    code: code !== '',
    publicId: /\d/.test(code),
    email: code.length >= CONTAINS_FROM,
    phone: phone.length >= CONTAINS_FROM,
  };
  return { shape, values };
}

/**
 * A shape's part of a statement's name: 's' or 'w' per word, then a letter per branch present. The
 * words of a long text (a hundred characters at most) are named by a digest: a name has at most 63
 * characters. The shapes are few in practice; past MAX_PREPARED a new one runs built on each call.
 */
function wordsName(short: boolean[]) {
  const name = short.map((s) => (s ? 's' : 'w')).join('');
  return name.length <= 24 ? name : createHash('sha1').update(name).digest('base64url').slice(0, 16);
}
const branchesName = (shape: Shape) =>
  (shape.code ? 'c' : '') + (shape.publicId ? 'i' : '') + (shape.email ? 'e' : '') + (shape.phone ? 'p' : '');

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
function beneficiaryCondition(shape: Shape): SQL {
  return or(
    everyWordIn(fullNameSearch, shape.short),
    shape.code ? ilike(b.fiscalCode, sql.placeholder('code')) : undefined,
    shape.publicId ? ilike(b.idPublic, sql.placeholder('code')) : undefined,
    shape.email ? ilike(b.email, sql.placeholder('email')) : undefined,
    shape.phone ? sql`${b.phone} like ${sql.placeholder('phone')}` : undefined,
  )!;
}

/**
 * First whoever's name, surname, 'name surname', 'surname name' or code starts with what she typed,
 * then the others; each part by surname, name.
 */
function beneficiaryRank(candidate: { nameSearch: SQL; surnameSearch: SQL; fiscalCode: SQL; idPublic: SQL }) {
  const start = sql.placeholder('start');
  const code = sql.placeholder('code');
  const { nameSearch: n, surnameSearch: s } = candidate;
  return sql<number>`case when ${n} like ${start} or ${s} like ${start} or (${n} || ' ' || ${s}) like ${start}
    or (${s} || ' ' || ${n}) like ${start} or ${candidate.fiscalCode} ilike ${code} or ${candidate.idPublic} ilike ${code} then 0 else 1 end`;
}

/** The beneficiaries' statement of a shape: the candidates in the indexes' order (no sort of every match), then ranked. */
function beneficiariesStatement(db: Db, shape: Shape) {
  return keptStatement(
    db,
    `search_beneficiaries_${wordsName(shape.short)}_${branchesName(shape)}`,
    () => {
      const c = db
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
        .where(beneficiaryCondition(shape))
        .limit(SEARCH_CANDIDATES)
        .as('candidates');
      const rank = beneficiaryRank({
        nameSearch: sql`${c.nameSearch}`,
        surnameSearch: sql`${c.surnameSearch}`,
        fiscalCode: sql`${c.fiscalCode}`,
        idPublic: sql`${c.idPublic}`,
      });
      const selection = {
        ID: c.id,
        name: c.name,
        surname: c.surname,
        id_public: c.idPublic,
        fiscal_code: c.fiscalCode,
        email: c.email,
        phone: c.phone,
      };
      const query = db
        .select(selection)
        .from(c)
        .orderBy(rank, asc(c.surname), asc(c.name), asc(c.id))
        .limit(SEARCH_LIMIT + 1);
      return { selection, query };
    },
    PLAN,
  );
}

/** 0 when the folded column starts with the words as typed, 1 otherwise. */
const startsFirst = (folded: SQL) => sql<number>`case when ${folded} like ${sql.placeholder('start')} then 0 else 1 end`;

/** Companies by their name (its trigram index on search_fold), those whose name starts with the text first. */
function companiesStatement(db: Db, short: boolean[]) {
  return keptStatement(
    db,
    `search_companies_${wordsName(short)}`,
    () => {
      const name = searchFolded(companies.companyName);
      const selection = { ID: companies.id, company_name: companies.companyName, company_type: companies.companyType };
      const query = db
        .select(selection)
        .from(companies)
        .where(everyWordIn(name, short))
        .orderBy(startsFirst(name), asc(companies.companyName), asc(companies.id))
        .limit(SEARCH_LIMIT + 1);
      return { selection, query };
    },
    PLAN,
  );
}

/** Courses by their name, which is their type (a list of a few dozen), with their training body. */
function coursesStatement(db: Db, short: boolean[]) {
  return keptStatement(
    db,
    `search_courses_${wordsName(short)}`,
    () => {
      const name = searchFolded(typesCourses.type);
      const selection = { ID: courses.id, type_id: courses.typeId, type: typesCourses.type, provider_course: companies.companyName };
      const query = db
        .select(selection)
        .from(courses)
        .innerJoin(typesCourses, eq(typesCourses.id, courses.typeId))
        .innerJoin(companies, eq(companies.id, courses.provider))
        .where(everyWordIn(name, short))
        .orderBy(startsFirst(name), asc(typesCourses.type), asc(companies.companyName), asc(courses.id))
        .limit(SEARCH_LIMIT + 1);
      return { selection, query };
    },
    PLAN,
  );
}

const group = <T>(rows: T[]) => ({ rows: rows.slice(0, SEARCH_LIMIT), more: rows.length > SEARCH_LIMIT });

/**
 * The search from the top bar: beneficiaries, companies and courses matching the text, at most
 * SEARCH_LIMIT of each, with whether there are more. The text is folded here once (decision 0031);
 * every operator finds what her lists show her (decision 0049). Each of the three statements is
 * built once per shape of the text and kept; a call only fills its values (decision 0025).
 */
export async function search(db: Db, text: string): Promise<SearchAnswer> {
  const words = searchWords(text);
  // only accents typed: nothing to look for
  if (words.length === 0) return { beneficiaries: group([]), companies: group([]), courses: group([]) };
  const { shape, values } = shapeOf(text, words);
  const [found, companyRows, courseRows] = await Promise.all([
    beneficiariesStatement(db, shape).execute(values),
    companiesStatement(db, shape.short).execute(values),
    coursesStatement(db, shape.short).execute(values),
  ]);
  return { beneficiaries: group(found), companies: group(companyRows), courses: group(courseRows) };
}
