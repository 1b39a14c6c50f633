import type { Cost, CostEntityChoice, CostFilters, CostInput } from '@empowerment/shared/costs';
import { and, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  beneficiaries as b,
  beneficiaryCareerDays,
  beneficiaryGroupActivities,
  careerDays,
  companies,
  costs as c,
  courses,
  files,
  groupActivities,
  internships,
  interviews,
  participants,
  typesCosts,
  typesCourses,
  typesInterviews,
} from '../../db/schema';
import { apiColumns, columnValues } from '../../lib/api-columns';
import { keptPerDatabase, selectBatches, listOf, type BatchRange, type ListSource } from '../../lib/list';
import { inline, type Param } from '../../lib/prepared';
import { searchPattern } from '../../lib/sql';

/**
 * The one translation of the filters into SQL (her tab, the programme-wide list, its count and the
 * export). `beneficiary` matches her name and surname, folded as every search folds them, in either order.
 */
export function costWhere(f: CostFilters, param: Param = inline): SQL | undefined {
  const pattern = f.beneficiary ? param('beneficiary', searchPattern(f.beneficiary)) : undefined;
  return and(
    f.beneficiary_id ? eq(c.beneficiaryId, param('beneficiary_id', f.beneficiary_id)) : undefined,
    pattern
      ? or(
          sql`(${b.nameSearch} || ' ' || ${b.surnameSearch}) like ${pattern}`,
          sql`(${b.surnameSearch} || ' ' || ${b.nameSearch}) like ${pattern}`,
        )
      : undefined,
    f.entity_type ? eq(c.entityType, param('entity_type', f.entity_type)) : undefined,
    f.entity_id ? eq(c.entityId, param('entity_id', f.entity_id)) : undefined,
    f.type ? eq(c.type, param('type', f.type)) : undefined,
    f.confirmed ? eq(c.confirmed, param('confirmed', f.confirmed === 'true')) : undefined,
    f.date_from ? gte(c.date, param('date_from', f.date_from)) : undefined,
    f.date_to ? lte(c.date, param('date_to', f.date_to)) : undefined,
  );
}

const day = (column: SQL | AnyPgColumn) => sql`to_char(${column}, 'DD/MM/YYYY')`;

/**
 * Every record of a beneficiary's path a cost may be for, with its label: (beneficiary_id,
 * entity_type, entity_id, label). One definition for her choices, the rows' labels and the check of
 * a save.
 */
const pathEntities = sql`(
  select ${participants.beneficiaryId} as beneficiary_id, 'Corso' as entity_type, ${courses.id} as entity_id, ${typesCourses.type} as label
    from ${participants} join ${courses} on ${courses.id} = ${participants.courseId} join ${typesCourses} on ${typesCourses.id} = ${courses.typeId}
  union all
  select ${internships.beneficiaryId}, 'Tirocinio', ${internships.id}, ${companies.companyName} || ' (' || ${internships.statusInternships} || ')'
    from ${internships} join ${companies} on ${companies.id} = ${internships.hostingCompanyId}
  union all
  select ${interviews.beneficiaryId}, 'Colloquio', ${interviews.id}, ${day(interviews.date)} || ' – ' || ${typesInterviews.type}
    from ${interviews} join ${typesInterviews} on ${typesInterviews.id} = ${interviews.typeId}
  union all
  select ${beneficiaryCareerDays.beneficiaryId}, 'Career Day', ${careerDays.id}, ${careerDays.title} || ' – ' || ${day(careerDays.day)}
    from ${beneficiaryCareerDays} join ${careerDays} on ${careerDays.id} = ${beneficiaryCareerDays.careerDayId}
  union all
  select ${beneficiaryGroupActivities.beneficiaryId}, 'Group Activity', ${groupActivities.id}, ${groupActivities.name} || ' – ' || ${day(groupActivities.date)}
    from ${beneficiaryGroupActivities} join ${groupActivities} on ${groupActivities.id} = ${beneficiaryGroupActivities.groupActivityId}
) as path_entities`;

/** Her records a cost may be for, by kind and label. */
export async function pathEntitiesOf(db: Db, beneficiaryId: number): Promise<CostEntityChoice[]> {
  const { rows } = await db.execute<CostEntityChoice>(
    sql`select entity_type, entity_id, label from ${pathEntities} where beneficiary_id = ${beneficiaryId} order by entity_type, label, entity_id`,
  );
  return rows;
}

/** The label of one of her records, or undefined when she has no such record. */
export async function pathEntityLabel(db: Db, beneficiaryId: number, entityType: string, entityId: number) {
  const { rows } = await db.execute<{ label: string }>(
    sql`select label from ${pathEntities} where beneficiary_id = ${beneficiaryId} and entity_type = ${entityType} and entity_id = ${entityId}`,
  );
  return rows[0]?.label;
}

const rowColumns = {
  ...apiColumns(c),
  beneficiary: sql<string>`${b.name} || ' ' || ${b.surname}`,
  type_name: sql<string>`${typesCosts.type}`,
  file_name: sql<string | null>`${files.name}`,
  entity_label: sql<
    string | null
  >`(select label from ${pathEntities} where beneficiary_id = ${c.beneficiaryId} and entity_type = ${c.entityType} and entity_id = ${c.entityId} limit 1)`,
};

/** A select of costs with her name, the type's label and the document's name. */
const withRefs = <Q extends PgSelect>(query: Q) =>
  query.innerJoin(b, eq(b.id, c.beneficiaryId)).innerJoin(typesCosts, eq(typesCosts.id, c.type)).leftJoin(files, eq(files.id, c.fileId));

/** Newest day first, then the latest recorded (the index costs_beneficiary_date_idx / costs_date_idx). */
const ordered = <Q extends PgSelect>(query: Q, condition: SQL | undefined) => withRefs(query).where(condition).orderBy(desc(c.date), c.id);

const counted = { n: sql<number>`count(*)::int` };

/** Her tab and the programme-wide list, newest day first; one statement per shape of filters (lib/list). */
export const costList = keptPerDatabase((db: Db): ListSource<CostFilters, Cost> =>
  listOf(db, {
    name: 'cost',
    columns: rowColumns,
    where: costWhere,
    rows: (selection, condition, page) => ordered(db.select(selection).from(c).$dynamic(), condition).limit(page.limit).offset(page.offset),
    // her name is only needed to search by it: without that filter the costs alone are counted
    count: (condition, filters) =>
      filters.beneficiary
        ? db.select(counted).from(c).innerJoin(b, eq(b.id, c.beneficiaryId)).where(condition)
        : db.select(counted).from(c).where(condition),
  }),
);

/** The number of costs matching the filters (the export's). */
export const countCosts = (db: Db, filters: CostFilters) => costList(db).count(filters);

/** The export's rows in the list's order, by keyset on (date desc, id). */
export const costBatches = (db: Db, filters: CostFilters, range?: BatchRange) =>
  selectBatches(
    db,
    rowColumns,
    (select, last, size, offset) =>
      ordered(
        select.from(c).$dynamic(),
        and(costWhere(filters), last ? or(lt(c.date, last.date), and(eq(c.date, last.date), sql`${c.id} > ${last.ID}`)) : undefined),
      )
        .limit(size)
        .offset(offset),
    range,
  );

export async function findCost(db: Db, id: number): Promise<Cost | undefined> {
  const [row] = await withRefs(db.select(rowColumns).from(c).$dynamic()).where(eq(c.id, id));
  return row;
}

/** The columns a save writes: every field of the input but the repeated beneficiary_id. */
const values = ({ beneficiary_id: _b, ...input }: CostInput) => columnValues(c, input);

export async function insertCost(db: Db, beneficiaryId: number, input: CostInput) {
  const [row] = await db
    .insert(c)
    .values({ ...values(input), beneficiaryId } as typeof c.$inferInsert)
    .returning({ id: c.id });
  return (await findCost(db, row.id))!;
}

export async function updateCost(db: Db, id: number, input: CostInput) {
  const [row] = await db.update(c).set(values(input)).where(eq(c.id, id)).returning({ id: c.id });
  return row && (await findCost(db, row.id));
}

export async function deleteCost(db: Db, id: number) {
  const [row] = await db.delete(c).where(eq(c.id, id)).returning({ id: c.id });
  return row !== undefined;
}

/** Whose document it is (undefined when there is no such document). */
export async function fileBeneficiary(db: Db, fileId: number) {
  const [row] = await db.select({ beneficiaryId: files.beneficiaryId }).from(files).where(eq(files.id, fileId));
  return row?.beneficiaryId;
}
