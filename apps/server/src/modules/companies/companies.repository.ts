import { type Company, type CompanyFilters, type CompanyInput, type CompanyListRow, type CompanyMinInfo } from '@empowerment/shared';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies as c, companyInternshipPositions as p, municipi, sectors } from '../../db/schema';
import { apiColumns, columnValues } from '../../lib/api-columns';
import { notFound } from '../../lib/app-error';
import { keysetBatches, type BatchRange, type ListSource, type Page } from '../../lib/list';
import { ilikeContains } from '../../lib/sql';
import { taken } from './positions.repository';

const bool = (v: 'true' | 'false' | undefined) => (v === undefined ? undefined : v === 'true');

/** A position of the company matching `condition` exists. */
const hasPosition = (condition?: SQL) =>
  sql`exists (select 1 from ${p} where ${p.companyId} = ${c.id}${condition ? sql` and ${condition}` : sql``})`;

/** The one translation of the filters into SQL, shared by the list, its count and the export. */
export function companyWhere(f: CompanyFilters): SQL | undefined {
  const equal = <T>(column: Parameters<typeof eq>[0], value: T | undefined) => (value === undefined ? undefined : eq(column, value));
  const openFlag = bool(f.positions_open);
  return and(
    ilikeContains(c.companyName, f.name),
    equal(c.mailSentAt, f.mail_sent_at),
    ilikeContains(c.mailSender, f.mail_sender),
    equal(c.companyType, f.company_type),
    equal(c.sectorId, f.sector_id),
    ilikeContains(c.fonte, f.fonte),
    ilikeContains(c.address, f.address),
    equal(c.municipioId, f.municipio_id),
    ilikeContains(c.contactEmail, f.contact_email),
    ilikeContains(c.contactPhone, f.contact_phone),
    ilikeContains(c.contactName, f.contact_name),
    ilikeContains(c.internName, f.intern_name),
    ilikeContains(c.internPhone, f.intern_phone),
    ilikeContains(c.internMail, f.intern_mail),
    equal(c.numbersInternships, f.numbers_internships),
    equal(c.stateContact, f.state_contact),
    equal(c.dateEmailManifest, f.date_email_manifest),
    equal(c.conventionSigned, bool(f.convention_signed)),
    equal(c.manifestInternship, bool(f.manifest_internship)),
    equal(c.manifestJobDay, bool(f.manifest_job_day)),
    equal(c.directAssumption, bool(f.direct_assumption)),
    f.positions_municipio === undefined ? undefined : hasPosition(eq(p.municipioId, f.positions_municipio)),
    openFlag === undefined ? undefined : openFlag ? hasPosition(sql`not ${taken}`) : sql`not ${hasPosition(sql`not ${taken}`)}`,
    f.positions ? hasPosition(ilikeContains(p.jobPositions, f.positions)) : undefined,
  );
}

const companyColumns = apiColumns(c);

/** A reference as {ID, name} or null, read from its left-joined row. */
const reference = <T>(id: SQL | Parameters<typeof eq>[0], key: string, value: Parameters<typeof eq>[0]) =>
  sql<T | null>`case when ${id} is null then null else json_build_object('ID', ${id}, ${sql.raw(`'${key}'`)}, ${value}) end`;

const byName = [asc(c.companyName), asc(c.id)] as const;

/**
 * The rows of the table with their position counts: one lateral aggregate per company, read from the
 * (company_id, busy, id_beneficiary) index, in the same statement as the page.
 */
function selectRows(db: Db) {
  const counts = db
    .select({
      assigned: sql<number>`(count(*) filter (where ${taken}))::int`.as('assigned'),
      open: sql<number>`(count(*) filter (where not ${taken}))::int`.as('open'),
      total: sql<number>`count(*)::int`.as('total'),
    })
    .from(p)
    .where(eq(p.companyId, c.id))
    .as('position_counts');
  return db
    .select({
      ...companyColumns,
      sector_refer: reference<{ ID: number; type: string }>(sectors.id, 'type', sectors.type),
      municipio: reference<{ ID: number; municipio: string }>(municipi.id, 'municipio', municipi.municipio),
      assigned_internships: counts.assigned,
      open_positions: counts.open,
      total_positions: counts.total,
    })
    .from(c)
    .leftJoin(sectors, eq(sectors.id, c.sectorId))
    .leftJoin(municipi, eq(municipi.id, c.municipioId))
    .innerJoinLateral(counts, sql`true`);
}

export const listCompanies = (db: Db, filters: CompanyFilters, page: Page): Promise<CompanyListRow[]> =>
  selectRows(db)
    .where(companyWhere(filters))
    .orderBy(...byName)
    .limit(page.limit)
    .offset(page.offset);

export async function countCompanies(db: Db, filters: CompanyFilters): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(c).where(companyWhere(filters));
  return n;
}

export const companyList = (db: Db): ListSource<CompanyFilters, CompanyListRow> => ({
  list: (filters, page) => listCompanies(db, filters, page),
  count: (filters) => countCompanies(db, filters),
});

/** minInfo=true: the choices of a select, in name order. */
export const companyChoices = (db: Db): ListSource<CompanyFilters, CompanyMinInfo> => ({
  list: (filters, page) =>
    db
      .select({ ID: c.id, company_name: c.companyName })
      .from(c)
      .where(companyWhere(filters))
      .orderBy(...byName)
      .limit(page.limit)
      .offset(page.offset),
  count: (filters) => countCompanies(db, filters),
});

/** The export's rows in name order, by keyset on (name, ID). */
export const companyBatches = (db: Db, filters: CompanyFilters, range?: BatchRange) =>
  keysetBatches<CompanyListRow>(
    (last, size, offset) =>
      selectRows(db)
        .where(and(companyWhere(filters), last && sql`(${c.companyName}, ${c.id}) > (${last.company_name}, ${last.ID})`))
        .orderBy(...byName)
        .limit(size)
        .offset(offset),
    range,
  );

export async function findCompany(db: Db, id: number): Promise<Company> {
  const [row] = await db.select(companyColumns).from(c).where(eq(c.id, id));
  if (!row) throw notFound();
  return row;
}

export async function insertCompany(db: Db, input: CompanyInput): Promise<Company> {
  const [row] = await db
    .insert(c)
    .values(columnValues(c, input) as typeof c.$inferInsert)
    .returning(companyColumns);
  return row;
}

export async function updateCompany(db: Db, id: number, input: CompanyInput): Promise<Company> {
  const [row] = await db.update(c).set(columnValues(c, input)).where(eq(c.id, id)).returning(companyColumns);
  if (!row) throw notFound();
  return row;
}

/** Deletes the company; its positions (and later internships, courses) block it with a 424 from the constraint registry. */
export async function deleteCompany(db: Db, id: number): Promise<Company> {
  const [row] = await db.delete(c).where(eq(c.id, id)).returning(companyColumns);
  if (!row) throw notFound();
  return row;
}
