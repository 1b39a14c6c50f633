import { POSITION_MSG, type Position, type PositionInput, type PositionListQuery } from '@empowerment/shared/companies';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Runner } from '../../db/client';
import { beneficiaries, companyInternshipPositions as p, municipi } from '../../db/schema';
import { apiColumns, columnValues } from '../../lib/api-columns';
import { AppError, notFound } from '../../lib/app-error';

/**
 * A taken position: marked busy or held by a beneficiary. The one definition read by the lists, the
 * per-company counts and the delete guard.
 */
export const taken = sql<boolean>`(${p.busy} or ${p.idBeneficiary} is not null)`;

function selectPositions(db: Db) {
  return db
    .select({
      ...apiColumns(p),
      busy: taken,
      municipio: sql<{
        ID: number;
        municipio: string;
      } | null>`case when ${municipi.id} is null then null else json_build_object('ID', ${municipi.id}, 'municipio', ${municipi.municipio}) end`,
      beneficiary: sql<{
        ID: number;
        name: string;
        surname: string;
      } | null>`case when ${beneficiaries.id} is null then null else json_build_object('ID', ${beneficiaries.id}, 'name', ${beneficiaries.name}, 'surname', ${beneficiaries.surname}) end`,
    })
    .from(p)
    .leftJoin(municipi, eq(municipi.id, p.municipioId))
    .leftJoin(beneficiaries, eq(beneficiaries.id, p.idBeneficiary));
}

/** A company's positions, free ones first, then by role; assigned=true only the taken ones, false only the free ones. */
export function listPositions(db: Db, companyId: number, query: PositionListQuery): Promise<Position[]> {
  const assigned = query.assigned === undefined ? undefined : query.assigned === 'true' ? taken : sql`not ${taken}`;
  return selectPositions(db)
    .where(and(eq(p.companyId, companyId), assigned))
    .orderBy(asc(taken), asc(p.jobPositions), asc(p.id))
    .limit(query.limit)
    .offset(query.offset);
}

async function findPosition(db: Db, id: number): Promise<Position> {
  const [row] = await selectPositions(db).where(eq(p.id, id));
  if (!row) throw notFound();
  return row;
}

const positionValues = (input: PositionInput) => {
  const { company_id: _company, ID: _id, ...fields } = input;
  return columnValues(p, fields);
};

export async function insertPosition(db: Db, companyId: number, input: PositionInput): Promise<Position> {
  if (input.company_id !== undefined && input.company_id !== companyId) {
    throw new AppError('BAD_REQUEST', POSITION_MSG.badCompany, { company_id: POSITION_MSG.badCompany });
  }
  const [row] = await db
    .insert(p)
    .values({ ...positionValues(input), companyId } as typeof p.$inferInsert)
    .returning({ id: p.id });
  return findPosition(db, row.id);
}

/** The position before and after: the handler logs what changed. The company it belongs to does not change. */
export async function updatePosition(db: Db, id: number, input: PositionInput): Promise<{ before: Position; after: Position }> {
  const before = await findPosition(db, id);
  if (input.company_id !== undefined && input.company_id !== before.company_id) {
    throw new AppError('BAD_REQUEST', POSITION_MSG.badCompany, { company_id: POSITION_MSG.badCompany });
  }
  await db.update(p).set(positionValues(input)).where(eq(p.id, id));
  return { before, after: await findPosition(db, id) };
}

/** Deletes a free position in one conditional statement; a taken one answers 424 and stays. */
export async function deletePosition(db: Db, id: number): Promise<Position> {
  const [deleted] = await db
    .delete(p)
    .where(and(eq(p.id, id), sql`not ${taken}`))
    .returning(apiColumns(p));
  if (deleted) return { ...deleted, municipio: null, beneficiary: null };
  await findPosition(db, id); // 404 when it does not exist
  throw new AppError('DEPENDENCIES', POSITION_MSG.taken);
}

/** What became of a request to give a position to a beneficiary. */
export type Claim = 'claimed' | 'missing' | 'elsewhere' | 'taken';

/**
 * Gives a free position of that company to a beneficiary in one conditional statement: of two
 * requests for the same position at the same instant, the second waits for the first's row lock,
 * then finds it taken. Nothing changes unless the answer is 'claimed'. Its internship lets it go
 * (migration 0015's trigger frees it when the internship is deleted or moves).
 */
export async function claimPosition(
  db: Runner,
  { positionId, companyId, beneficiaryId }: { positionId: number; companyId: number; beneficiaryId: number },
): Promise<Claim> {
  const [claimed] = await db
    .update(p)
    .set({ busy: true, idBeneficiary: beneficiaryId })
    .where(and(eq(p.id, positionId), eq(p.companyId, companyId), sql`not ${taken}`))
    .returning({ id: p.id });
  if (claimed) return 'claimed';
  const [row] = await db.select({ companyId: p.companyId }).from(p).where(eq(p.id, positionId));
  if (!row) return 'missing';
  return row.companyId === companyId ? 'taken' : 'elsewhere';
}
