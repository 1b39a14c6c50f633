import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client';

/** A fresh suffix for unique test values (emails, names); unique across the test files of a run. */
let seq = 0;
export const uniqueSuffix = () => `${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;

type Insert<T extends PgTable> = T['$inferInsert'];

/**
 * Test rows of one table: `defaults(n)` gives the values of the n-th row (fresh unique values
 * included), overrides win. create() inserts one row, createMany() n rows in one insert.
 */
export function defineFactory<T extends PgTable>(table: T, defaults: (n: number) => Insert<T> | Promise<Insert<T>>) {
  let count = 0;
  const build = async (overrides: Partial<Insert<T>> = {}) => ({ ...(await defaults(++count)), ...overrides }) as Insert<T>;
  const createMany = async (db: Db, n: number, overrides: (i: number) => Partial<Insert<T>> = () => ({})) => {
    if (n === 0) return [];
    const values = await Promise.all(Array.from({ length: n }, (_, i) => build(overrides(i))));
    return (await db.insert(table).values(values).returning()) as T['$inferSelect'][];
  };
  const create = async (db: Db, overrides: Partial<Insert<T>> = {}) => (await createMany(db, 1, () => overrides))[0];
  return { build, create, createMany };
}
