import { foldName, type BeneficiaryCreate, type ImportMapping } from '@empowerment/shared/beneficiaries';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Runner } from '../../db/client';
import {
  beneficiaries as b,
  beneficiaryImportMappings as mappings,
  beneficiaryImports as imports,
  countries,
  municipi,
} from '../../db/schema';
import { columnValues } from '../../lib/api-columns';
import type { Lookups, Taken, UniqueField } from './beneficiary-import.check';
import type { Sheet, SheetKind } from './beneficiary-import.read';

export async function insertImport(
  db: Runner,
  values: { fileName: string; kind: SheetKind; content: Buffer; sheet: Sheet; operatorId: number },
) {
  const [row] = await db.insert(imports).values(values).returning({ id: imports.id });
  return row.id;
}

/**
 * An uploaded file as read at its upload (not its content); `lock` takes its row until the
 * transaction ends (two imports of one file wait for each other).
 */
export async function findImport(db: Runner, id: number, lock = false) {
  const query = db
    .select({ id: imports.id, fileName: imports.fileName, sheet: imports.sheet, importedAt: imports.importedAt })
    .from(imports)
    .where(eq(imports.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row as (Omit<typeof row, 'sheet'> & { sheet: Sheet }) | undefined;
}

export async function markImported(db: Runner, id: number, created: number, skipped: number) {
  await db
    .update(imports)
    .set({ importedAt: sql`now()`, createdCount: created, skippedCount: skipped })
    .where(and(eq(imports.id, id), isNull(imports.importedAt)));
}

export async function rememberedMapping(db: Runner, operatorId: number): Promise<ImportMapping> {
  const [row] = await db.select({ mapping: mappings.mapping }).from(mappings).where(eq(mappings.operatorId, operatorId));
  return (row?.mapping ?? {}) as ImportMapping;
}

/** Her mapping, merged into the one she had: headers of other files keep their fields. */
export async function rememberMapping(db: Runner, operatorId: number, mapping: ImportMapping) {
  const merged = { ...(await rememberedMapping(db, operatorId)), ...mapping };
  await db
    .insert(mappings)
    .values({ operatorId, mapping: merged })
    .onConflictDoUpdate({ target: mappings.operatorId, set: { mapping: merged, updatedAt: sql`now()` } });
}

/** The municipi by their name ('Municipio III') or public id ('3'), the countries by their name or ISO code, folded. */
export async function lookups(db: Runner): Promise<Lookups> {
  const [ms, cs] = await Promise.all([
    db.select({ id: municipi.id, name: municipi.municipio, idPublic: municipi.idPublic }).from(municipi),
    db.select({ id: countries.id, name: countries.name, code: countries.code }).from(countries),
  ]);
  const municipiBy = new Map<string, number>();
  for (const m of ms) {
    municipiBy.set(foldName(String(m.idPublic)), m.id);
    municipiBy.set(foldName(m.name), m.id);
  }
  const countriesBy = new Map<string, number>();
  for (const c of cs) {
    if (c.code) countriesBy.set(foldName(c.code), c.id);
    countriesBy.set(foldName(c.name), c.id);
  }
  return { municipi: municipiBy, countries: countriesBy };
}

const UNIQUE_COLUMNS = { fiscal_code: b.fiscalCode, email: b.email, phone: b.phone, id_public: b.idPublic } as const;

/** Which of the given unique values are already stored (each lookup by its unique index). */
export async function takenValues(db: Runner, values: Record<UniqueField, string[]>): Promise<Taken> {
  const fields = Object.keys(UNIQUE_COLUMNS) as UniqueField[];
  const wanted = fields.filter((f) => values[f].length > 0);
  const taken = Object.fromEntries(fields.map((f) => [f, new Set<string>()])) as Record<UniqueField, Set<string>>;
  if (wanted.length === 0) return taken;
  const rows = await db
    .select({ fiscal_code: b.fiscalCode, email: b.email, phone: b.phone, id_public: b.idPublic })
    .from(b)
    // one parameter per field (an array), however many rows: `in (...)` would take one per value
    .where(or(...wanted.map((f) => sql`${UNIQUE_COLUMNS[f]} = any(${sql.param(values[f])}::text[])`)));
  for (const row of rows) for (const f of fields) if (row[f]) taken[f].add(row[f]);
  return taken;
}

/** Rows per INSERT statement: about a thousand parameters' worth each way below PostgreSQL's limit. */
const INSERT_BATCH = 500;

/** Inserts the beneficiaries in batches, in the caller's transaction; their ids in order. */
export async function insertBeneficiaries(db: Runner, rows: (BeneficiaryCreate & { id_public: string })[], operatorId: number) {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const values = rows.slice(i, i + INSERT_BATCH).map((input) => ({ ...columnValues(b, input), operatorId }) as typeof b.$inferInsert);
    const inserted = await db.insert(b).values(values).returning({ id: b.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}
