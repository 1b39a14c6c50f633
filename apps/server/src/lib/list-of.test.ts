import { asc, count, ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/build-app';
import type { Db } from '../db/client';
import { companies as c } from '../db/schema';
import { listOf } from './list';
import type { Param } from './prepared';

type Filters = { name?: string };

describe('listOf', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>['database'];
  let db: Db;
  const sent: string[] = [];
  beforeAll(async () => {
    ({ database } = await createTestDatabase());
    db = database.db;
    await db.insert(c).values(['Alfa', 'Beta', 'Gamma', 'Alfa Due', 'Delta'].map((companyName) => ({ companyName })));
    const query = database.pool.query.bind(database.pool) as (config: unknown, values?: unknown) => Promise<unknown>;
    (database.pool as { query: unknown }).query = (config: { name?: string }, values?: unknown) => {
      if (config?.name) sent.push(config.name);
      return query(config, values);
    };
  });
  afterAll(() => database.close());

  const list = () =>
    listOf(db, {
      name: 'test_companies',
      columns: { ID: c.id, company_name: c.companyName },
      where: (f: Filters, param: Param) => (f.name ? ilike(c.companyName, param('name', `%${f.name}%`)) : undefined),
      rows: (columns, condition, page) =>
        db.select(columns).from(c).where(condition).orderBy(asc(c.companyName)).limit(page.limit).offset(page.offset),
      count: (condition) => db.select({ n: count() }).from(c).where(condition),
    });

  it('answers a page, its count, and both from one statement, for the same filters', async () => {
    const names = (rows: { company_name: string }[]) => rows.map((r) => r.company_name);
    expect(names(await list().list({ name: 'alfa' }, { limit: 10, offset: 0 }))).toEqual(['Alfa', 'Alfa Due']);
    expect(await list().count({ name: 'alfa' })).toBe(2);
    const page = await list().page!({}, { limit: 2, offset: 2 });
    expect(page).toEqual({
      total: 5,
      data: [expect.objectContaining({ company_name: 'Beta' }), expect.objectContaining({ company_name: 'Delta' })],
    });
    expect(Object.keys(page.data[0])).toEqual(['ID', 'company_name']);
  });

  it('counts apart only for a page past the last match, and an empty first page is 0', async () => {
    expect(await list().page!({ name: 'alfa' }, { limit: 10, offset: 10 })).toEqual({ total: 2, data: [] });
    expect(await list().page!({ name: 'zeta' }, { limit: 10, offset: 0 })).toEqual({ total: 0, data: [] });
  });

  it('prepares one statement per shape of filters, whatever their values', async () => {
    sent.length = 0;
    await list().list({ name: 'beta' }, { limit: 10, offset: 0 });
    await list().list({ name: 'gamma' }, { limit: 5, offset: 1 });
    await list().list({}, { limit: 10, offset: 0 });
    expect(sent).toHaveLength(3);
    expect(sent[0]).toBe(sent[1]);
    expect(sent[2]).not.toBe(sent[0]);
    expect(sent.every((name) => name.startsWith('test_companies_list_'))).toBe(true);
  });
});
