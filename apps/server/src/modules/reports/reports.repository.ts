import { INTERNSHIP_STATUSES } from '@empowerment/shared/reference';
import {
  REPORT_AGE_BANDS,
  REPORT_BENEFICIARY_ROWS,
  REPORT_NO_BIRTH_DATE,
  REPORT_TEXT,
  type Report,
  type ReportBlock,
  type ReportFilters,
  type ReportRow,
} from '@empowerment/shared/reports';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  beneficiaries as b,
  beneficiaryCareerDays,
  beneficiaryGroupActivities,
  careerDays,
  costs,
  courses,
  dataProjects,
  groupActivities,
  internships,
  interviews,
  municipi,
  participants,
  socialData,
  typesCosts,
  typesCourses,
  typesInterviews,
} from '../../db/schema';

/*
 * The report's figures (GET /api/auth/reports). Every figure is an aggregate computed by PostgreSQL
 * (GROUP BY, GROUPING SETS, ROLLUP, FILTER); the server only receives the aggregated rows and puts
 * labels on them. Money is summed as numeric and sent as its decimal text ('1234.50').
 *
 * What "in the period" (from and to, both included, days of Italy) means for each block
 * (docs/decisions/0040-report-period.md):
 * - beneficiaries and their breakdowns: registered in the period (created_at, Italian day); active /
 *   closed is the current badge of her project (no project row: active); "conclusi" counts the
 *   projects whose exit day (project_date_exit) falls in the period, whenever she was registered;
 * - age: her age on the last day of the period (no birth date: counted apart);
 * - courses: enrolments (participants) recorded in the period; certificates among them;
 * - internships: recorded in the period (created_at), by current status with their hours;
 * - interviews and costs: their own date in the period;
 * - career days and group activities: their day in the period, with every participant.
 * The municipio filter is the beneficiary's municipio, for every block: a course, internship,
 * interview, cost or event participation counts when its beneficiary lives in that municipio.
 */

type Range = { from: string; to: string; municipioId: number | null };

/** An instant within the period's days in Italy: sargable, an index on the timestamp serves it. */
const recordedIn = (column: SQL | unknown, r: Range) =>
  sql`${column} >= (${r.from}::date::timestamp at time zone 'Europe/Rome') and ${column} < ((${r.to}::date + 1)::timestamp at time zone 'Europe/Rome')`;
const dayIn = (column: unknown, r: Range) => sql`${column} between ${r.from}::date and ${r.to}::date`;
const ofMunicipio = (r: Range) => (r.municipioId ? sql`and ${b.municipioId} = ${r.municipioId}` : sql``);
/**
 * Keeps the rows whose beneficiary lives in the chosen municipio; without one, no join at all (the
 * foreign key already says she exists, and a join would read every beneficiary for nothing).
 */
const ownerIn = (beneficiaryId: unknown, r: Range) =>
  r.municipioId ? sql`join ${b} on ${b.id} = ${beneficiaryId} and ${b.municipioId} = ${r.municipioId}` : sql``;

const rowsOf = async <T extends Record<string, unknown>>(db: Db, query: SQL) => (await db.execute<T>(query)).rows;

const notGiven = (label: string | null) => label ?? REPORT_TEXT.notGiven;

/** Split the total row (the empty grouping set: `is_total`) from the others. */
function withTotal<T extends { is_total: boolean }>(rows: T[], row: (r: T) => ReportRow): ReportBlock {
  const total = rows.find((r) => r.is_total);
  return { rows: rows.filter((r) => !r.is_total).map(row), total: total ? { ...row(total), label: REPORT_TEXT.total } : null };
}

async function beneficiaryBlocks(db: Db, r: Range) {
  // the beneficiaries registered in the period, with what the breakdowns read
  const registered = sql`
    select ${b.birthDate} as birth_date, ${b.citizenship} as citizenship, ${b.education} as education,
      ${socialData.occupationalCondition} as occupational, ${b.municipioId} as municipio_id,
      coalesce(${dataProjects.active}, true) as active
    from ${b}
    left join ${dataProjects} on ${dataProjects.beneficiaryId} = ${b.id}
    left join ${socialData} on ${socialData.beneficiaryId} = ${b.id}
    where ${recordedIn(b.createdAt, r)} ${ofMunicipio(r)}`;
  // age on the last day of the period in completed years, (YYYYMMDD of the day - YYYYMMDD of the
  // birth) / 10000, and the index of its band in REPORT_AGE_BANDS: width_bucket gives 0 below 18,
  // 1 from 18, 2 from 25 ... 10 from 65, reading the age once; no birth date gives null
  const asNumber = (day: SQL) =>
    sql`(extract(year from ${day}) * 10000 + extract(month from ${day}) * 100 + extract(day from ${day}))::int`;
  const age = sql`(${asNumber(sql`${r.to}::date`)} - ${asNumber(sql`r.birth_date`)}) / 10000`;
  const band = sql`width_bucket(${age}, array[18, 25, 30, 35, 40, 45, 50, 55, 60, 65])`;
  type Grouped = { dim: string; value: string | null; band: number | null; count: number; active: number; closed: number };
  const grouped = await rowsOf<Grouped>(
    db,
    // grouped by the municipio's id, its name joined to the few aggregated rows
    sql`
    select g.dim, case when g.dim = 'municipio' then ${municipi.municipio} else g.value end as value,
      g.band, g.count, g.active, g.closed
    from (
      select
        case when grouping(band) = 0 then 'age' when grouping(citizenship) = 0 then 'citizenship'
          when grouping(education) = 0 then 'education' when grouping(occupational) = 0 then 'occupational'
          when grouping(municipio_id) = 0 then 'municipio' else 'total' end as dim,
        coalesce(citizenship, education, occupational) as value,
        municipio_id,
        band,
        count(*)::int as count,
        count(*) filter (where active)::int as active,
        count(*) filter (where not active)::int as closed
      from (select r.*, ${band} as band from (${registered}) r) q
      group by grouping sets ((band), (citizenship), (education), (occupational), (municipio_id), ())
    ) g
    left join ${municipi} on ${municipi.id} = g.municipio_id`,
  );
  const [{ exited }] = await rowsOf<{ exited: number }>(
    db,
    sql`select count(*)::int as exited from ${dataProjects} ${ownerIn(dataProjects.beneficiaryId, r)}
        where ${dayIn(dataProjects.projectDateExit, r)}`,
  );

  const total = grouped.find((g) => g.dim === 'total') ?? { count: 0, active: 0, closed: 0 };
  const totalRow = { label: REPORT_TEXT.total, count: total.count };
  const of = (dim: string) => grouped.filter((g) => g.dim === dim);
  const breakdown = (dim: string): ReportBlock => ({
    rows: of(dim)
      .sort((x, y) => y.count - x.count || (x.value ?? '\uffff').localeCompare(y.value ?? '\uffff', 'it'))
      .map((g) => ({ label: notGiven(g.value), count: g.count })),
    total: totalRow,
  });
  const bands = of('age');
  const counted = (i: number) => bands.find((g) => g.band === i)?.count ?? 0;
  const noBirthDate = bands.find((g) => g.band === null)?.count ?? 0;
  return {
    beneficiaries: {
      rows: [
        { label: REPORT_BENEFICIARY_ROWS.registered, count: total.count },
        { label: REPORT_BENEFICIARY_ROWS.active, count: total.active },
        { label: REPORT_BENEFICIARY_ROWS.closed, count: total.closed },
        { label: REPORT_BENEFICIARY_ROWS.exited, count: exited },
      ],
      total: null,
    },
    age: {
      rows: [
        ...REPORT_AGE_BANDS.map((label, i) => ({ label, count: counted(i) })),
        ...(noBirthDate ? [{ label: REPORT_NO_BIRTH_DATE, count: noBirthDate }] : []),
      ],
      total: totalRow,
    },
    citizenship: breakdown('citizenship'),
    education: breakdown('education'),
    occupational: breakdown('occupational'),
    municipio: breakdown('municipio'),
  } satisfies Partial<Report['blocks']>;
}

async function coursesBlock(db: Db, r: Range): Promise<ReportBlock> {
  type Row = { is_total: boolean; label: string; courses: number; participants: number; certificates: number };
  const rows = await rowsOf<Row>(
    db,
    sql`select a.*, ${typesCourses.type} as label
        from (
          select grouping(${courses.typeId}) = 1 as is_total, ${courses.typeId} as type_id,
            count(distinct ${courses.id})::int as courses, count(*)::int as participants,
            count(*) filter (where ${participants.certification})::int as certificates
          from ${participants}
          ${ownerIn(participants.beneficiaryId, r)}
          join ${courses} on ${courses.id} = ${participants.courseId}
          where ${recordedIn(participants.createdAt, r)}
          group by rollup (${courses.typeId})
        ) a
        left join ${typesCourses} on ${typesCourses.id} = a.type_id
        order by a.is_total, a.participants desc, label`,
  );
  return withTotal(rows, ({ label, courses: n, participants: p, certificates }) => ({ label, courses: n, participants: p, certificates }));
}

async function internshipsBlock(db: Db, r: Range): Promise<ReportBlock> {
  type Row = { is_total: boolean; label: string; count: number; scheduled_hours: number; completed_hours: number };
  const rows = await rowsOf<Row>(
    db,
    sql`select grouping(${internships.statusInternships}) = 1 as is_total, ${internships.statusInternships} as label,
          count(*)::int as count, coalesce(sum(${internships.scheduledHours}), 0)::int as scheduled_hours,
          coalesce(sum(${internships.completedHours}), 0)::int as completed_hours
        from ${internships}
        ${ownerIn(internships.beneficiaryId, r)}
        where ${recordedIn(internships.createdAt, r)}
        group by rollup (${internships.statusInternships})`,
  );
  const order = (label: string) => INTERNSHIP_STATUSES.indexOf(label as (typeof INTERNSHIP_STATUSES)[number]);
  rows.sort((x, y) => order(x.label) - order(y.label));
  return withTotal(rows, ({ label, count, scheduled_hours, completed_hours }) => ({ label, count, scheduled_hours, completed_hours }));
}

async function interviewsBlock(db: Db, r: Range): Promise<ReportBlock> {
  type Row = { is_total: boolean; label: string; count: number };
  const rows = await rowsOf<Row>(
    db,
    sql`select a.*, ${typesInterviews.type} as label
        from (
          select grouping(${interviews.typeId}) = 1 as is_total, ${interviews.typeId} as type_id, count(*)::int as count
          from ${interviews}
          ${ownerIn(interviews.beneficiaryId, r)}
          where ${dayIn(interviews.date, r)}
          group by rollup (${interviews.typeId})
        ) a
        left join ${typesInterviews} on ${typesInterviews.id} = a.type_id
        order by a.is_total, a.count desc, label`,
  );
  return withTotal(rows, ({ label, count }) => ({ label, count }));
}

/** A sum of euro as exact decimal text with two decimals ('0.00' for none). */
const euroSum = (column: unknown) => sql`coalesce(sum(${column}), 0)::numeric(16, 2)::text`;

async function costsBlock(db: Db, r: Range): Promise<ReportBlock> {
  type Row = { is_total: boolean; label: string; count: number; committed: string; expected: string; paid: string };
  const rows = await rowsOf<Row>(
    db,
    sql`select a.*, ${typesCosts.type} as label
        from (
          select grouping(${costs.type}) = 1 as is_total, ${costs.type} as type_id, count(*)::int as count,
            ${euroSum(costs.amountCommitted)} as committed, ${euroSum(costs.amountExpected)} as expected,
            ${euroSum(costs.amountPaid)} as paid
          from ${costs}
          ${ownerIn(costs.beneficiaryId, r)}
          where ${dayIn(costs.date, r)}
          group by rollup (${costs.type})
        ) a
        left join ${typesCosts} on ${typesCosts.id} = a.type_id
        order by a.is_total, a.committed::numeric desc, label`,
  );
  return withTotal(rows, ({ label, count, committed, expected, paid }) => ({ label, count, committed, expected, paid }));
}

/**
 * Events of the period, each with its participants (of the municipio, when one is chosen: an event
 * without any is still listed, with 0), and the total of the participations.
 */
async function careerDaysBlock(db: Db, r: Range): Promise<ReportBlock> {
  type Row = { is_total: boolean; label: string; date: string; participants: number };
  const rows = await rowsOf<Row>(
    db,
    sql`select grouping(${careerDays.id}) = 1 as is_total, ${careerDays.title} as label, ${careerDays.day}::text as date,
          count(p.event_id)::int as participants
        from ${careerDays}
        left join (select ${beneficiaryCareerDays.careerDayId} as event_id from ${beneficiaryCareerDays}
          ${ownerIn(beneficiaryCareerDays.beneficiaryId, r)}) p on p.event_id = ${careerDays.id}
        where ${dayIn(careerDays.day, r)}
        group by grouping sets ((${careerDays.id}, ${careerDays.title}, ${careerDays.day}), ())
        order by is_total, ${careerDays.day}, ${careerDays.id}`,
  );
  return withTotal(rows, ({ label, date, participants: n }) => ({ label, date, participants: n }));
}

async function groupActivitiesBlock(db: Db, r: Range): Promise<ReportBlock> {
  type Row = { is_total: boolean; label: string; type: string; date: string; participants: number };
  const ga = groupActivities;
  const rows = await rowsOf<Row>(
    db,
    sql`select grouping(${ga.id}) = 1 as is_total, ${ga.name} as label, ${ga.type} as type, ${ga.date}::text as date,
          count(p.event_id)::int as participants
        from ${ga}
        left join (select ${beneficiaryGroupActivities.groupActivityId} as event_id from ${beneficiaryGroupActivities}
          ${ownerIn(beneficiaryGroupActivities.beneficiaryId, r)}) p on p.event_id = ${ga.id}
        where ${dayIn(ga.date, r)}
        group by grouping sets ((${ga.id}, ${ga.name}, ${ga.type}, ${ga.date}), ())
        order by is_total, ${ga.date}, ${ga.id}`,
  );
  return withTotal(rows, ({ label, type, date, participants: n }) => ({ label, type, date, participants: n }));
}

/** The municipio's name, or undefined when there is no such municipio. */
export async function municipioName(db: Db, id: number) {
  const [row] = await db.select({ name: municipi.municipio }).from(municipi).where(eq(municipi.id, id));
  return row?.name;
}

/** Every block of the report; the queries run side by side on the pool. */
export async function reportBlocks(db: Db, filters: ReportFilters): Promise<Report['blocks']> {
  const r: Range = { from: filters.from, to: filters.to, municipioId: filters.municipio_id ?? null };
  const [people, coursesB, internshipsB, interviewsB, costsB, careerDaysB, groupActivitiesB] = await Promise.all([
    beneficiaryBlocks(db, r),
    coursesBlock(db, r),
    internshipsBlock(db, r),
    interviewsBlock(db, r),
    costsBlock(db, r),
    careerDaysBlock(db, r),
    groupActivitiesBlock(db, r),
  ]);
  return {
    ...people,
    courses: coursesB,
    internships: internshipsB,
    interviews: interviewsB,
    costs: costsB,
    careerDays: careerDaysB,
    groupActivities: groupActivitiesB,
  };
}
