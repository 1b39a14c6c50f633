import type { LogChange } from '@empowerment/shared';
import { ANONYMISED_NAME, DATA_PROTECTION_MSG, type AnonymisationCounts } from '@empowerment/shared/data-protection';
import { sql, type SQL } from 'drizzle-orm';
import type { Runner } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { redactLogEntries } from '../logs';

/** What stands where an identifying value was, in her Registro entries. */
export const REMOVED = '[rimosso]';

type Replacement = null | string | SQL;
type TableScrub = {
  table: string;
  /** The column naming her (beneficiary_id; id for her own row). */
  owner: string;
  /** The identifying or free-text columns and what replaces them. */
  removed: Record<string, Replacement>;
  /**
   * The text columns kept on purpose: anonymous facts the reports count or categories from fixed
   * lists. A text column in neither list fails the test that reads every table (decision 0050).
   */
  kept: string[];
};

const empty = (...columns: string[]): Record<string, Replacement> => Object.fromEntries(columns.map((c) => [c, '']));
const nulls = (...columns: string[]): Record<string, Replacement> => Object.fromEntries(columns.map((c) => [c, null]));

/**
 * Every table holding something of hers and what anonymisation does to each of its text columns
 * (decision 0050). Her birth date keeps only its year (the 1st of July of it), what the age bands need
 * within six months; her public id stays (it names nobody outside the programme, and is how the
 * administrators and the Registro refer to her record).
 */
export const SCRUBS: TableScrub[] = [
  {
    table: 'beneficiaries',
    owner: 'id',
    removed: {
      name: ANONYMISED_NAME,
      surname: sql`coalesce(id_public, id::text)`,
      birth_date: sql`make_date(extract(year from birth_date)::int, 7, 1)`,
      ...nulls('email', 'phone_prefix', 'phone', 'fiscal_code', 'notes', 'liberty_restrictions', 'native_language', 'civil_status', 'sex'),
      country_birth: null,
    },
    kept: ['id_public', 'citizenship', 'education'],
  },
  {
    table: 'data_projects',
    owner: 'beneficiary_id',
    removed: nulls('notes', 'motivation_outcome', 'critical_issues', 'improvement_actions', 'future_prospects'),
    kept: ['status_individual_plan', 'objectives_achieved'],
  },
  {
    table: 'data_sicol',
    owner: 'beneficiary_id',
    removed: empty('progress_id', 'unique_code', 'notes'),
    kept: ['isced', 'iso2', 'table_enter_cd', 'enter_cd', 'exit_cd', 'age_range'],
  },
  { table: 'social_data', owner: 'beneficiary_id', removed: {}, kept: ['occupational_condition', 'vulnerability_type'] },
  {
    table: 'addresses',
    owner: 'beneficiary_id',
    removed: empty('street', 'city', 'postalCode', 'condition_notes', 'notes'),
    kept: ['type', 'province', 'region', 'country', 'condition'],
  },
  { table: 'residence_permits', owner: 'beneficiary_id', removed: empty('notes'), kept: ['type'] },
  {
    table: 'about_services',
    owner: 'beneficiary_id',
    removed: empty('motivation_sending', 'notes'),
    kept: ['sending_service', 'active_service'],
  },
  {
    table: 'economic_situations',
    owner: 'beneficiary_id',
    removed: empty('adi_code', 'indigence_state_notes', 'notes'),
    kept: ['indigence_state'],
  },
  {
    table: 'family_commitments',
    owner: 'beneficiary_id',
    removed: empty('age_children', 'school_children', 'caregiver', 'notes'),
    kept: [],
  },
  { table: 'personal_resources', owner: 'beneficiary_id', removed: empty('notes'), kept: ['certification_l2'] },
  {
    table: 'professional_profiles',
    owner: 'beneficiary_id',
    removed: empty(
      'other_educational_titles',
      'professional_training',
      'other_languages',
      'computer_skills',
      'professional_experiences',
      'other_interests',
      'technical_skills',
      'soft_skills',
      'current_professional_profile',
      'potential_professional_profile',
      'training_needs',
      'orientation_needs',
      'required_work_experience',
      'active_job_search',
      'notes',
    ),
    kept: [],
  },
  { table: 'participants', owner: 'beneficiary_id', removed: empty('notes'), kept: [] },
  {
    table: 'internships',
    owner: 'beneficiary_id',
    // the position she held is freed (the table's trigger frees it as on any change of position)
    removed: { ...empty('valutation', 'notes'), internship_company_id: null },
    kept: ['status_internships', 'paying_company', 'monthly_allowance'],
  },
  { table: 'interviews', owner: 'beneficiary_id', removed: empty('notes'), kept: ['interviewer'] },
  { table: 'costs', owner: 'beneficiary_id', removed: empty('notes'), kept: ['entity_type'] },
  {
    table: 'files',
    owner: 'beneficiary_id',
    removed: { name: sql`'documento-' || id`, notes: '', size: sql`0` },
    kept: ['mime', 'entity_type'],
  },
];

/** Columns that are no text but are counted as changed when set (ids, dates). */
const NOT_TEXT = new Set(['birth_date', 'country_birth', 'internship_company_id', 'size']);

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);
const idList = (ids: number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::integer`),
    sql`, `,
  )})`;

/** Non-empty values of each removed column of her rows, per table. */
async function countValues(db: Runner, ids: number[]) {
  const fields: AnonymisationCounts['fields'] = [];
  for (const scrub of SCRUBS) {
    const columns = Object.keys(scrub.removed);
    if (!columns.length) continue;
    const counts = columns.map((c) =>
      NOT_TEXT.has(c)
        ? sql`count(*) filter (where ${ident(c)} is not null)::int as ${ident(c)}`
        : sql`count(*) filter (where coalesce(${ident(c)}::text, '') <> '')::int as ${ident(c)}`,
    );
    const { rows } = await db.execute<Record<string, number>>(
      sql`select ${sql.join(counts, sql`, `)} from ${ident(scrub.table)} where ${ident(scrub.owner)} in ${idList(ids)}`,
    );
    for (const c of columns) if (rows[0][c] > 0) fields.push({ table: scrub.table, field: c, count: rows[0][c] });
  }
  return fields;
}

type Person = {
  id: number;
  id_public: string | null;
  name: string;
  surname: string;
  fiscal_code: string | null;
  email: string | null;
  phone: string | null;
  phone_prefix: string | null;
};

/** The identifying values searched for in the whole Registro: whoever's entry names her so. */
function strongValues(p: Person): string[] {
  return [
    `${p.name} ${p.surname}`,
    `${p.surname} ${p.name}`,
    p.fiscal_code,
    p.email,
    p.phone,
    p.phone && p.phone_prefix ? `${p.phone_prefix} ${p.phone}` : null,
  ].filter((v): v is string => !!v && v.length >= 3);
}

/** Every removed value of hers (her rows' texts), for her own entries: a name alone, a street, a file's name. */
async function removedTexts(db: Runner, id: number): Promise<string[]> {
  const values = new Set<string>();
  for (const scrub of SCRUBS) {
    const columns = Object.keys(scrub.removed).filter((c) => !NOT_TEXT.has(c));
    if (!columns.length) continue;
    const { rows } = await db.execute<Record<string, string | null>>(
      sql`select ${sql.join(
        columns.map((c) => sql`${ident(c)}::text as ${ident(c)}`),
        sql`, `,
      )} from ${ident(scrub.table)} where ${ident(scrub.owner)} = ${id}`,
    );
    for (const row of rows) for (const c of columns) if (row[c] && row[c].trim().length >= 3) values.add(row[c].trim());
  }
  return [...values];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Replaces each value (any case), the longest first so that a full name goes before its parts. */
function scrubber(values: string[]) {
  const sorted = [...new Set(values)].sort((a, b) => b.length - a.length);
  if (!sorted.length) return (s: string) => s;
  const re = new RegExp(sorted.map(escapeRegExp).join('|'), 'giu');
  return (s: string) => s.replace(re, REMOVED);
}

/** Her Registro entries and any entry naming her by a strong value: notes and changes scrubbed, the entries kept. */
async function scrubLog(db: Runner, person: Person, removed: string[], dryRun: boolean): Promise<number> {
  const strong = strongValues(person);
  const ownScrub = scrubber([...strong, person.name, person.surname, ...removed].filter((v) => v.length >= 3));
  const others = scrubber(strong);
  const patterns = strong.map((v) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const list = sql`array[${sql.join(
    patterns.map((p) => sql`${p}`),
    sql`, `,
  )}]::text[]`;
  const match = patterns.length ? sql`or notes ilike any(${list}) or changes::text ilike any(${list})` : sql``;
  const { rows } = await db.execute<{ id: number; beneficiary_id: number | null; notes: string | null; changes: LogChange[] | null }>(
    sql`select id, beneficiary_id, notes, changes from activity_logs where beneficiary_id = ${person.id} ${match}`,
  );
  const own = (id: number) => rows.find((r) => r.id === id)?.beneficiary_id === person.id;
  const rewrite = (e: { id: number; notes: string | null; changes: LogChange[] | null }) => {
    const scrub = own(e.id) ? ownScrub : others;
    return {
      notes: e.notes === null ? null : scrub(e.notes),
      changes:
        e.changes?.map((c) => ({
          ...c,
          before: typeof c.before === 'string' ? scrub(c.before) : c.before,
          after: typeof c.after === 'string' ? scrub(c.after) : c.after,
        })) ?? null,
    };
  };
  const changed = rows.filter((r) => {
    const next = rewrite(r);
    return next.notes !== r.notes || JSON.stringify(next.changes) !== JSON.stringify(r.changes);
  });
  if (dryRun) return changed.length;
  // rewritten on purpose and recorded as such, so that the Registro's chain still verifies (decision 0051)
  return redactLogEntries(
    db,
    changed.map((r) => r.id),
    'Anonimizzazione beneficiaria',
    rewrite,
  );
}

/** Her row, locked for the transaction; whether she is anonymised already. */
async function lockPerson(db: Runner, id: number) {
  const { rows } = await db.execute<Person & { anonymised: boolean }>(
    sql`select b.id, b.id_public, b.name, b.surname, b.fiscal_code, b.email, b.phone, b.phone_prefix,
          exists (select 1 from beneficiary_anonymisations a where a.beneficiary_id = b.id) as anonymised
        from beneficiaries b where b.id = ${id} for update`,
  );
  return rows[0];
}

const emptyCounts = (): AnonymisationCounts => ({ fields: [], log_entries: 0, documents: 0, positions: 0 });

function addCounts(total: AnonymisationCounts, more: AnonymisationCounts) {
  for (const f of more.fields) {
    const same = total.fields.find((t) => t.table === f.table && t.field === f.field);
    if (same) same.count += f.count;
    else total.fields.push({ ...f });
  }
  total.log_entries += more.log_entries;
  total.documents += more.documents;
  total.positions += more.positions;
}

/**
 * Anonymises one beneficiary within the caller's transaction (decision 0050), or with `dryRun` only
 * counts what would change. Answers the counts; 404 when she does not exist, 409 when she is
 * anonymised already.
 */
export async function anonymiseOne(db: Runner, id: number, opts: { dryRun: boolean; confirmIdPublic?: string }) {
  const person = await lockPerson(db, id);
  if (!person) throw new AppError('NOT_FOUND');
  if (person.anonymised) throw new AppError('CONFLICT', DATA_PROTECTION_MSG.alreadyAnonymised);
  if (opts.confirmIdPublic !== undefined) {
    if (!person.id_public) throw new AppError('UNPROCESSABLE', DATA_PROTECTION_MSG.noPublicId);
    if (opts.confirmIdPublic.trim() !== person.id_public) {
      throw new AppError('UNPROCESSABLE', DATA_PROTECTION_MSG.confirmMismatch, { confirm_id_public: DATA_PROTECTION_MSG.confirmMismatch });
    }
  }
  const counts = emptyCounts();
  counts.fields = await countValues(db, [id]);
  const removed = await removedTexts(db, id);
  counts.log_entries = await scrubLog(db, person, removed, opts.dryRun);
  const [docs] = (
    await db.execute<{ n: number }>(
      sql`select count(distinct c.file_id)::int as n from file_contents c join files f on f.id = c.file_id where f.beneficiary_id = ${id}`,
    )
  ).rows;
  counts.documents = docs.n;
  const [positions] = (
    await db.execute<{ n: number }>(sql`select count(*)::int as n from company_internship_positions where id_beneficiary = ${id}`)
  ).rows;
  counts.positions = positions.n;
  if (opts.dryRun) return counts;

  await db.execute(sql`delete from file_contents where file_id in (select id from files where beneficiary_id = ${id})`);
  for (const scrub of SCRUBS) {
    const sets = Object.entries(scrub.removed).map(
      ([c, v]) => sql`${ident(c)} = ${v === null ? sql`null` : typeof v === 'string' ? sql`${v}::text` : v}`,
    );
    if (!sets.length) continue;
    await db.execute(sql`update ${ident(scrub.table)} set ${sql.join(sets, sql`, `)} where ${ident(scrub.owner)} = ${id}`);
  }
  await db.execute(sql`update company_internship_positions set id_beneficiary = null, busy = false where id_beneficiary = ${id}`);
  await db.execute(sql`delete from retention_reviews where beneficiary_id = ${id}`);
  await db.execute(sql`insert into beneficiary_anonymisations (beneficiary_id) values (${id})`);
  return counts;
}

/** Several at once (the retention review): all in the caller's transaction; dry run counts only. */
export async function anonymiseMany(db: Runner, ids: number[], dryRun: boolean) {
  const total = emptyCounts();
  for (const id of ids) addCounts(total, await anonymiseOne(db, id, { dryRun }));
  return total;
}

/** Whether she is anonymised, and when. */
export async function anonymisedAt(db: Runner, id: number): Promise<string | null> {
  const { rows } = await db.execute<{ at: string }>(
    sql`select to_char(anonymised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from beneficiary_anonymisations where beneficiary_id = ${id}`,
  );
  return rows[0]?.at ?? null;
}

/** Refuses a change to an anonymised record (her personal data). */
export async function refuseIfAnonymised(db: Runner, id: number) {
  if (await anonymisedAt(db, id)) throw new AppError('CONFLICT', DATA_PROTECTION_MSG.editRefused);
}
