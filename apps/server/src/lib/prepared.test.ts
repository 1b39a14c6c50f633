import { eq, gte, ilike, sql, type Placeholder } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../test/build-app';
import type { Db } from '../db/client';
import { companies as c } from '../db/schema';
import { isoTimestamp } from '../db/schema/columns';
import { inline, keptCommand, keptStatement, MAX_PREPARED, MAX_SHAPED, preparedOnce, shapedWhere, type Param } from './prepared';

type Filters = { name?: string; sector?: number; open?: boolean };
const where = (f: Filters, param: Param = inline) => {
  const parts = [
    f.name ? ilike(c.companyName, param('name', `%${f.name}%`)) : undefined,
    f.sector === undefined ? undefined : eq(c.sectorId, param('sector', f.sector)),
    f.open === undefined ? undefined : f.open ? sql`true` : sql`false`,
  ].filter((p) => p !== undefined);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
};

describe('shapedWhere', () => {
  it('gives the same shape whatever the values, and gathers them for the placeholders', () => {
    const a = shapedWhere(where, { name: 'rossi', sector: 1 });
    const b = shapedWhere(where, { name: 'bianchi', sector: 7 });
    expect(a.shape).toBe(b.shape);
    expect(b.values).toEqual({ f_name: '%bianchi%', f_sector: 7 });
  });

  it('gives another shape when other filters are present or a filter changes the SQL', () => {
    const shapes = new Set(
      [{ name: 'x' }, { sector: 1 }, { name: 'x', sector: 1 }, { open: true }, { open: false }].map((f) => shapedWhere(where, f).shape),
    );
    expect(shapes.size).toBe(5);
  });

  it('keeps the answer for the same filters, and works out another for other values or types', () => {
    const spy = vi.fn(where);
    const first = shapedWhere(spy, { name: 'rossi', sector: 1 });
    expect(shapedWhere(spy, { name: 'rossi', sector: 1 })).toBe(first);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(shapedWhere(spy, { name: 'rossi', sector: 2 }).values).toEqual({ f_name: '%rossi%', f_sector: 2 });
    // a number and its digits as text are other filters: a where may tell them apart
    const asText = shapedWhere(spy, { name: 'rossi', sector: '1' } as unknown as Filters);
    expect(asText).not.toBe(first);
    expect(asText.values).toEqual({ f_name: '%rossi%', f_sector: '1' });
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('keeps at most MAX_SHAPED answers per where, the newest, and never a long search', () => {
    const spy = vi.fn(where);
    for (let i = 0; i <= MAX_SHAPED; i++) shapedWhere(spy, { sector: i });
    shapedWhere(spy, { sector: MAX_SHAPED });
    expect(spy).toHaveBeenCalledTimes(MAX_SHAPED + 1);
    shapedWhere(spy, { sector: 0 });
    expect(spy).toHaveBeenCalledTimes(MAX_SHAPED + 2);
    const long = { name: 'x'.repeat(600) };
    expect(shapedWhere(spy, long).values).toEqual({ f_name: `%${'x'.repeat(600)}%` });
    shapedWhere(spy, long);
    expect(spy).toHaveBeenCalledTimes(MAX_SHAPED + 4);
  });

  it("answers 'all' and no values without filters", () => {
    expect(shapedWhere(where, {})).toEqual({ condition: undefined, values: {}, shape: 'all' });
  });
});

describe('preparedOnce', () => {
  it('builds a statement once per name and database', () => {
    const db = {} as Db;
    const build = vi.fn((name: string) => ({ name }));
    expect(preparedOnce(db, 'one', build)).toBe(preparedOnce(db, 'one', build));
    preparedOnce({} as Db, 'one', build);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it("keeps a statement planned per call built once, but unnamed, so that PostgreSQL plans it with each call's values", () => {
    const db = {} as Db;
    const build = vi.fn((name: string) => ({ name }));
    expect(preparedOnce(db, 'per-call', build, 'per call')).toEqual({ name: '' });
    expect(preparedOnce(db, 'per-call', build, 'per call')).toBe(preparedOnce(db, 'per-call', build, 'per call'));
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps at most MAX_PREPARED, then builds unnamed statements', () => {
    const db = {} as Db;
    for (let i = 0; i < MAX_PREPARED; i++) preparedOnce(db, `s${i}`, (name) => ({ name }));
    expect(preparedOnce(db, 'one-more', (name) => ({ name }))).toEqual({ name: '' });
    expect(preparedOnce(db, 's0', (name) => ({ name: `${name}-again` }))).toEqual({ name: 's0' });
  });
});

describe('keptStatement', () => {
  const test = useTestDatabase();

  it("makes the rows drizzle's own select makes, from the values of each call", async () => {
    const { db } = test;
    await db.insert(c).values([
      { companyName: 'Società Àlfa', numbersInternships: 3, dateEmailManifest: '2026-02-01', manifestJobDay: true },
      { companyName: 'Beta', contactName: "D'Angelo" },
    ]);
    const columns = {
      ID: c.id,
      name: c.companyName,
      interns: c.numbersInternships,
      manifest: c.dateEmailManifest,
      jobDay: c.manifestJobDay,
      sector: c.sectorId,
      created: isoTimestamp(c.createdAt),
      updated: c.updatedAt,
      money: sql<number>`12.5::numeric`.mapWith(Number),
      exact: sql<string>`12.50::numeric`,
      object: sql<{ n: string }>`json_build_object('n', ${c.contactName})`,
    };
    const select = (minInterns: number | Placeholder) =>
      db.select(columns).from(c).where(gte(c.numbersInternships, minInterns)).orderBy(c.id);
    const own = await select(0);
    const kept = keptStatement(db, 'kept_rows', () => ({ selection: columns, query: select(sql.placeholder('min')) }));
    expect(await kept.execute({ min: 0 })).toEqual(own);
    expect(own).toHaveLength(2);
    expect(own[0]).toMatchObject({
      name: 'Società Àlfa',
      interns: 3,
      manifest: '2026-02-01',
      jobDay: true,
      sector: null,
      money: 12.5,
      exact: '12.50',
    });
    expect(own[1].object).toEqual({ n: "D'Angelo" });
    expect(await kept.execute({ min: 1 })).toEqual(own.slice(0, 1));
    expect(keptStatement(db, 'kept_rows', () => expect.unreachable())).toBe(kept);
  });

  it('runs a kept insert with the values of each call and answers how many rows it wrote', async () => {
    const { db } = test;
    const insert = () =>
      sql`INSERT INTO ${c} (company_name) SELECT ${sql.placeholder('name')}::text WHERE ${sql.placeholder('write')}::boolean`;
    const kept = keptCommand(db, 'kept_insert', insert);
    expect(await kept.execute({ name: 'Gamma', write: true })).toBe(1);
    expect(await kept.execute({ name: 'Delta', write: false })).toBe(0);
    expect(keptCommand(db, 'kept_insert', () => expect.unreachable())).toBe(kept);
    const names = await db.select({ name: c.companyName }).from(c).where(eq(c.companyName, 'Gamma'));
    expect(names).toEqual([{ name: 'Gamma' }]);
    expect(await db.select({ name: c.companyName }).from(c).where(eq(c.companyName, 'Delta'))).toEqual([]);
  });
});
