import {
  HOURS_IDLE_DAYS,
  RECORD_TAB,
  TODAY_FOLLOWED_SHOWN,
  TODAY_ITEMS_SHOWN,
  TODAY_KINDS,
  TODAY_KIND_KEYS,
  TODAY_RECENT_SHOWN,
  TODAY_WINDOW_DAYS,
  type TodayAnswer,
  type TodayItem,
  type TodayKind,
} from '@empowerment/shared/today';
import { sql, type SQL } from 'drizzle-orm';
import type { Runner } from '../../db/client';

/**
 * Whose deadlines: the beneficiaries an operator follows (hers: `beneficiaries.operator_id`, the
 * operator who registered her), or the whole programme's, optionally one municipio's.
 */
export type TodayScope = { operatorId: number } | { municipioId?: number };

/** Today in Italy, as PostgreSQL's clock says (every process agrees on it). */
export async function romeToday(db: Runner): Promise<string> {
  const { rows } = await db.execute<{ today: string }>(
    sql`select to_char((now() at time zone 'Europe/Rome')::date, 'YYYY-MM-DD') as today`,
  );
  return rows[0].today;
}

/**
 * One kind of deadline as SQL: its rows (joined to her, `b`), the day it falls due, the record it is
 * about and a few words on it. `today` is a date parameter; every condition is on an index
 * (migration 0025): permits by expiry, open internships, costs to verify by date, career days by day;
 * courses by start date (migration 0034).
 */
type KindSql = { from: SQL; due: SQL; recordId: SQL; detail: SQL; where: (today: SQL) => SQL };

/** The window's and the idle hours' days, as literals in the statements. */
const WINDOW = sql.raw(String(TODAY_WINDOW_DAYS));
const IDLE = sql.raw(String(HOURS_IDLE_DAYS));

const internshipEnd = sql`(p.start_date + make_interval(months => i.duration_month))::date`;
const hoursDue = sql`((coalesce(i.hours_recorded_at, i.created_at) at time zone 'Europe/Rome')::date + ${IDLE})`;

const KINDS: Record<TodayKind, KindSql> = {
  // expiring within the window, or expired in the last days and not renewed (a new expiry resolves it)
  permitExpiring: {
    from: sql`residence_permits r join beneficiaries b on b.id = r.beneficiary_id`,
    due: sql`r.exp_date`,
    recordId: sql`r.id`,
    detail: sql`r.type`,
    where: (today) => sql`r.exp_date between ${today} - ${WINDOW} and ${today} + ${WINDOW}`,
  },
  // an internship still open whose end (its position's start plus its months) is near or just past;
  // setting it 'Completato' or 'Interrotto' resolves it
  internshipEnding: {
    from: sql`internships i join company_internship_positions p on p.id = i.internship_company_id
      join companies c on c.id = i.hosting_company_id join beneficiaries b on b.id = i.beneficiary_id`,
    due: internshipEnd,
    recordId: sql`i.id`,
    detail: sql`c.company_name`,
    where: (today) => sql`i.status_internships in ('Pianificato', 'Attivo') and p.start_date is not null
      and ${internshipEnd} between ${today} - ${WINDOW} and ${today} + ${WINDOW}`,
  },
  // an active internship whose hours have not moved (+/-) for two weeks; recording hours resolves it
  internshipHours: {
    from: sql`internships i join companies c on c.id = i.hosting_company_id join beneficiaries b on b.id = i.beneficiary_id`,
    due: hoursDue,
    recordId: sql`i.id`,
    detail: sql`c.company_name`,
    where: (today) => sql`i.status_internships = 'Attivo' and i.completed_hours < i.scheduled_hours and ${hoursDue} <= ${today}`,
  },
  // a course she takes part in whose start date is from today to the window's end (a course
  // without one is never listed); the day after it started, it is gone
  courseStarting: {
    from: sql`courses co join participants pa on pa.course_id = co.id join types_courses tc on tc.id = co.type_id
      join companies e on e.id = co.provider join beneficiaries b on b.id = pa.beneficiary_id`,
    due: sql`co.start_date`,
    recordId: sql`co.id`,
    detail: sql`tc.type || ' (' || e.company_name || ')'`,
    where: (today) => sql`co.start_date between ${today} and ${today} + ${WINDOW}`,
  },
  // a career day she signed up for, from today to the window's end
  careerDay: {
    from: sql`career_days d join beneficiary_career_days bd on bd.carrers_day_id = d.id join beneficiaries b on b.id = bd.beneficiary_id`,
    due: sql`d.day`,
    recordId: sql`d.id`,
    detail: sql`d.title`,
    where: (today) => sql`d.day between ${today} and ${today} + ${WINDOW}`,
  },
  // a cost still 'Da verificare' dated up to the window's end; verifying it resolves it
  costToVerify: {
    from: sql`costs k join types_costs tk on tk.id = k.type join beneficiaries b on b.id = k.beneficiary_id`,
    due: sql`k.date`,
    recordId: sql`k.id`,
    detail: sql`tk.type`,
    where: (today) => sql`not k.confirmed and k.date <= ${today} + ${WINDOW}`,
  },
};

const scopeSql = (scope: TodayScope): SQL =>
  'operatorId' in scope
    ? sql`b.operator_id = ${scope.operatorId}`
    : scope.municipioId
      ? sql`b.municipio_id = ${scope.municipioId}`
      : sql`true`;

const whereOf = (kind: TodayKind, scope: TodayScope, today: string) =>
  sql`${KINDS[kind].where(sql`${today}::date`)} and ${scopeSql(scope)}`;

type ItemRow = {
  date: string;
  record_id: number;
  detail: string;
  beneficiary_id: number;
  name: string;
  surname: string;
  municipio_id: number | null;
  total: string;
};

/** The first items of one kind, the earliest first, with how many there are in all. */
async function kindItems(db: Runner, kind: TodayKind, scope: TodayScope, today: string, limit: number) {
  const k = KINDS[kind];
  const { rows } = await db.execute<ItemRow>(sql`
    select to_char(${k.due}, 'YYYY-MM-DD') as date, ${k.recordId} as record_id, ${k.detail} as detail,
      b.id as beneficiary_id, b.name, b.surname, b.municipio_id, count(*) over () as total
    from ${k.from}
    where ${whereOf(kind, scope, today)}
    order by ${k.due}, b.surname, b.name, ${k.recordId}
    limit ${limit}`);
  const items: TodayItem[] = rows.map((r) => ({
    kind,
    date: r.date,
    beneficiary: { ID: r.beneficiary_id, name: r.name, surname: r.surname },
    municipio_id: r.municipio_id,
    record_id: r.record_id,
    detail: r.detail,
    tab: TODAY_KINDS[kind].tab,
  }));
  return { kind, total: rows.length ? Number(rows[0].total) : 0, items };
}

/** Every kind's deadlines (the first `limit` of each). */
export async function dueItems(db: Runner, scope: TodayScope, today: string, limit = TODAY_ITEMS_SHOWN) {
  const sections = [];
  for (const kind of TODAY_KIND_KEYS) sections.push(await kindItems(db, kind, scope, today, limit));
  return sections;
}

/** How many deadlines in all: the menu's badge. One statement of counts on the same indexes. */
export async function dueCount(db: Runner, scope: TodayScope, today: string): Promise<number> {
  const counts = TODAY_KIND_KEYS.map((kind) => sql`(select count(*) from ${KINDS[kind].from} where ${whereOf(kind, scope, today)})`);
  const { rows } = await db.execute<{ n: string }>(sql`select ${sql.join(counts, sql` + `)} as n`);
  return Number(rows[0].n);
}

/** The whole programme's deadlines per municipio (beneficiaries without one: null). */
async function byMunicipio(db: Runner, today: string) {
  const parts = TODAY_KIND_KEYS.map((kind) => sql`select b.municipio_id from ${KINDS[kind].from} where ${whereOf(kind, {}, today)}`);
  const { rows } = await db.execute<{ municipio_id: number | null; total: string }>(sql`
    select municipio_id, count(*) as total from (${sql.join(parts, sql` union all `)}) due
    group by municipio_id order by municipio_id nulls last`);
  return rows.map((r) => ({ municipio_id: r.municipio_id, total: Number(r.total) }));
}

/** The beneficiaries she follows (registered), by surname, with how many in all. */
async function followed(db: Runner, operatorId: number) {
  const { rows } = await db.execute<{ id: number; name: string; surname: string; total: string }>(sql`
    select id, name, surname, count(*) over () as total from beneficiaries where operator_id = ${operatorId}
    order by surname, name, id limit ${TODAY_FOLLOWED_SHOWN}`);
  return { total: rows.length ? Number(rows[0].total) : 0, items: rows.map((r) => ({ ID: r.id, name: r.name, surname: r.surname })) };
}

/** The tab a view in the Registro Attività was of (its entity), so 'Aperte di recente' reopens it there. */
const TAB_OF_LOG_ENTITY: Record<string, number> = {
  address: RECORD_TAB.residence,
  'social situation': RECORD_TAB.socialData,
  'data project': RECORD_TAB.project,
  'service information': RECORD_TAB.services,
  'economic situation': RECORD_TAB.economic,
  'family commitments': RECORD_TAB.family,
  'personal resources': RECORD_TAB.personalResources,
  'residence permits': RECORD_TAB.residencePermit,
  'professional profile': RECORD_TAB.professionalProfile,
  participants: RECORD_TAB.courses,
  internship: RECORD_TAB.internships,
  costs: RECORD_TAB.costs,
  interview: RECORD_TAB.interviews,
  files: RECORD_TAB.documents,
  'career day': RECORD_TAB.careerDays,
  'group activity': RECORD_TAB.groupActivities,
  'Sicol data': RECORD_TAB.sicol,
};

/**
 * The records she opened last: her views in the Registro Attività (written for every record she
 * reads, decision 0028) of the last 30 days, one per beneficiary, the latest first, at the tab of
 * her last view. Reads her entries on the operator's index.
 */
async function recent(db: Runner, operatorId: number) {
  const { rows } = await db.execute<{ id: number; name: string; surname: string; entity: string; at: string }>(sql`
    select b.id, b.name, b.surname, v.entity, to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
    from (
      select distinct on (beneficiary_id) beneficiary_id, entity, created_at
      from activity_logs
      where operator_id = ${operatorId} and action = 'get' and beneficiary_id is not null
        and created_at > now() - interval '30 days'
      order by beneficiary_id, created_at desc
    ) v join beneficiaries b on b.id = v.beneficiary_id
    order by v.created_at desc limit ${TODAY_RECENT_SHOWN}`);
  return rows.map((r) => ({
    beneficiary: { ID: r.id, name: r.name, surname: r.surname },
    tab: TAB_OF_LOG_ENTITY[r.entity] ?? RECORD_TAB.personalData,
    at: r.at,
  }));
}

/** Her page: the deadlines (hers, or the programme's for an administrator), whom she follows, what she opened. */
export async function todayOf(
  db: Runner,
  caller: { id: number; admin: boolean },
  opts: { today: string; municipioId?: number },
): Promise<TodayAnswer> {
  const scope: TodayScope = caller.admin ? { municipioId: opts.municipioId } : { operatorId: caller.id };
  return {
    today: opts.today,
    scope: caller.admin ? 'programme' : 'own',
    sections: await dueItems(db, scope, opts.today),
    by_municipio: caller.admin ? await byMunicipio(db, opts.today) : [],
    followed: await followed(db, caller.id),
    recent: await recent(db, caller.id),
  };
}
