import { createHash } from 'node:crypto';
import { Column, fillPlaceholders, is, SQL, sql, type Placeholder } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import pg from 'pg';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { outsideRequestWork } from '../db/request-transaction';
import { setBounded } from './bounded-map';

const statements = new WeakMap<Db, Map<string, unknown>>();
/**
 * Prepared statements kept per database handle: the lists' shapes of filters are many in theory
 * (one per combination an operator may send) and each named statement lives on every connection.
 * Past this many, a new shape runs as an unnamed statement, built and planned on each call.
 */
export const MAX_PREPARED = 256;

/**
 * A statement built and prepared once per database handle (decision 0025): drizzle builds it the
 * first time it is asked for, PostgreSQL parses and plans it once per connection, and every later
 * call only fills its values. `name` is the statement's name in PostgreSQL (at most 63 characters)
 * and its key here: one name, one statement, across the whole server. `build('')` makes an
 * unnamed statement, which node-postgres parses on every call: used once MAX_PREPARED are kept.
 *
 * `plan: 'per call'` keeps only drizzle's work: the statement is built once but sent unnamed, so
 * PostgreSQL plans it with each call's values. For a filter whose best plan depends on its value
 * (an operator who wrote half of the Registro Attività, or almost nothing of it), a generic plan,
 * chosen once for every value, walks the whole table for a rare one; planning again costs a
 * fraction of a millisecond. A value of a closed list can instead be written into the statement
 * (lib/sql closedLiteral): one statement per value, each planned once.
 */
export function preparedOnce<T>(db: Db, name: string, build: (name: string) => T, plan: Plan = 'once'): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement !== undefined) return statement;
  if (byName.size >= MAX_PREPARED) return build('');
  // kept for every later request: built on the database, never on the transaction of this request
  byName.set(name, (statement = outsideRequestWork(() => build(plan === 'once' ? name : ''))));
  return statement;
}

/** What a flat selection may hold: columns, SQL expressions and their aliases (a subquery's fields). */
export type Selection = Record<string, AnyPgColumn | SQL | SQL.Aliased>;
type Decoder = { mapFromDriverValue(value: unknown): unknown };
/**
 * The decoder of a selected value: a column is its own; an SQL expression carries the one its
 * `mapWith` gave it (read, never written: drizzle's own mapper reads it the same way).
 */
const decoderOf = (field: Selection[string]): Decoder => {
  const carried = (expression: SQL) => (expression as unknown as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return carried(field);
  if (!is(field, SQL.Aliased)) throw new Error('a selection made into rows here must be flat: columns and SQL expressions only');
  return carried(field.sql);
};

/** What a built statement gives: its SQL text and its parameters, placeholders among them. */
export type Built = { toSQL(): { sql: string; params: unknown[] } };

/**
 * The text parsers drizzle's node-postgres driver sets for its own statements, so that a kept
 * statement's rows are the rows drizzle would make: dates, times and intervals (and their arrays)
 * stay the server's text; every other type is pg's own parser.
 */
const AS_TEXT = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);
const DRIVER_TYPES = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    AS_TEXT.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format),
} as pg.CustomTypesConfig;

/** A statement built once and kept: a call only fills its values. */
export type KeptStatement<Row> = { execute(values?: Record<string, unknown>): Promise<Row[]> };

/**
 * A select of a flat `selection` (no nested object; a drizzle query, or SQL written out whose columns
 * the selection names in order), built once and kept per database handle
 * (decision 0025): drizzle builds its SQL text the first time it is asked for; PostgreSQL parses and
 * plans it once per connection under `name` (at most 63 characters; one name, one statement, across
 * the whole server); every later call only fills its values. The rows are made from the selection's
 * keys and decoders worked out once: drizzle's own mapper finds them again for every value of every
 * row (its type checks walk the prototype chain), a tenth of the server's work on a page of 10
 * companies of 31 columns. The rows are drizzle's own (prepared.test.ts compares them).
 *
 * `plan: 'per call'` keeps only drizzle's work: the statement is sent unnamed, so PostgreSQL plans
 * it with each call's values (see Plan). Past MAX_PREPARED kept statements a new one runs unnamed.
 */
export function keptStatement<S extends Selection>(
  db: Db,
  name: string,
  build: () => { selection: S; query: Built | SQL },
  plan: Plan = 'once',
): KeptStatement<SelectResultFields<S>> {
  return preparedOnce(
    db,
    name,
    (statementName) => {
      // the pool, not the request's transaction: kept for every later request (preparedOnce builds outside it)
      const pool = db.$client;
      const { selection, query } = build();
      const { sql: text, params } = is(query, SQL) ? dialect.sqlToQuery(query) : query.toSQL();
      const config = { name: statementName || undefined, text, rowMode: 'array' as const, types: DRIVER_TYPES };
      const toRow = rowMaker(selection);
      return {
        async execute(values: Record<string, unknown> = {}) {
          const { rows } = await pool.query<unknown[]>(config, fillPlaceholders(params, values));
          return rows.map(toRow);
        },
      };
    },
    plan,
  );
}

const dialect = new PgDialect();

/** Rows made from a flat selection's keys and decoders, worked out once per selection (drizzle's rows: prepared.test.ts). */
type RowMaker = (row: unknown[]) => Record<string, unknown>;
const rowMakers = new WeakMap<Selection, RowMaker>();
function rowMaker<S extends Selection>(selection: S): (row: unknown[]) => SelectResultFields<S> {
  let make = rowMakers.get(selection);
  if (!make) {
    const keys = Object.keys(selection);
    const decoders = keys.map((key) => decoderOf(selection[key]));
    make = (row: unknown[]) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const value = row[i];
        out[keys[i]] = value === null ? null : decoders[i].mapFromDriverValue(value);
      }
      return out;
    };
    rowMakers.set(selection, make);
  }
  return make as (row: unknown[]) => SelectResultFields<S>;
}

/**
 * A one-off select of a flat `selection` (`query` selects exactly it, in order), sent unnamed on the
 * pool and its rows made like keptStatement's: for the export's batches, each a statement of its own
 * (a keyset after the last row), where drizzle's mapper was a tenth of the work of reading them.
 */
export async function selectRows<S extends Selection>(db: Db, selection: S, query: Built): Promise<SelectResultFields<S>[]> {
  const { sql: text, params } = query.toSQL();
  const { rows } = await db.$client.query<unknown[]>({ text, rowMode: 'array', types: DRIVER_TYPES }, params);
  return rows.map(rowMaker(selection));
}

/** A statement that answers no rows (an insert), kept: a call fills its values and gets its count of rows. */
export type KeptCommand = { execute(values?: Record<string, unknown>): Promise<number> };

/**
 * An insert, update or delete written as drizzle SQL with placeholders, kept like keptStatement:
 * its text worked out once, parsed and planned once per connection under `name`. It runs on the
 * pool, never in a request's transaction: for what is written after the answer (the views' entries).
 */
export function keptCommand(db: Db, name: string, build: () => SQL): KeptCommand {
  return preparedOnce(db, name, (statementName) => {
    const pool = db.$client;
    const { sql: text, params } = dialect.sqlToQuery(build());
    const config = { name: statementName || undefined, text };
    return {
      async execute(values: Record<string, unknown> = {}) {
        return (await pool.query(config, fillPlaceholders(params, values))).rowCount ?? 0;
      },
    };
  });
}

/** Whether PostgreSQL plans a kept statement once per connection, or with each call's values. */
export type Plan = 'once' | 'per call';

/**
 * How a filter puts a value into SQL: `param(key, value)` answers the value itself or, for a
 * prepared statement, a placeholder (the value is gathered for execute). A repository's
 * where(filters, param) is then one function for both: the export's one-off queries and the
 * prepared pages.
 */
export type Param = <T>(key: string, value: T) => T | Placeholder;
export const inline: Param = (_key, value) => value;
/** The placeholder shapedWhere puts for a filter: another part of the same statement may name it too. */
export const placeholder: Param = (key) => sql.placeholder(`f_${key}`);

type Shaped = { condition: SQL | undefined; values: Record<string, unknown>; shape: string };
type Where<F> = (filters: F, param: Param) => SQL | undefined;

/** Shapes worked out, per `where` and per filters (as JSON); at most this many per `where`. */
const shapedMemo = new WeakMap<Where<never>, Map<string, Shaped>>();
export const MAX_SHAPED = 500;
/** Filters longer than this (as JSON) are shaped on each call, not kept: a few long searches must not fill the memory. */
const MAX_SHAPED_KEY = 512;

/** The condition, its values and its shape, worked out from the filters (the work shapedWhere keeps). */
function shapeOf<F>(where: Where<F>, filters: F): Shaped {
  const values: Record<string, unknown> = {};
  const condition = where(filters, (key, value) => {
    values[`f_${key}`] = value;
    return placeholder(key, value);
  });
  const shape = condition ? createHash('sha1').update(dialect.sqlToQuery(condition).sql).digest('base64url').slice(0, 12) : 'all';
  return { condition, values, shape };
}

/**
 * The filters' condition with placeholders, the values that fill them, and the condition's shape:
 * a short digest of its SQL text, the same for every call with the same filters present (and the
 * same variants of them), whatever their values. A prepared statement named after the shape runs
 * every such call; a filter whose SQL depends on its value gets a shape of its own without
 * declaring it.
 *
 * `where` is a pure function of the filters (every repository's is: no clock, no state), so the
 * answer is kept for the same filters (as JSON): the next page of a search, or the same screen
 * opened again, skips building the condition and digesting its SQL text, which was most of
 * drizzle's work on a prepared page (decision 0025). The first MAX_SHAPED distinct filters of each
 * `where` are kept, then the oldest makes room; filters longer than MAX_SHAPED_KEY are not kept.
 * The answer is shared: callers read it, never change it.
 */
export function shapedWhere<F>(where: Where<F>, filters: F): Shaped {
  const key = JSON.stringify(filters);
  if (key.length > MAX_SHAPED_KEY) return shapeOf(where, filters);
  let memo = shapedMemo.get(where as Where<never>);
  if (!memo) shapedMemo.set(where as Where<never>, (memo = new Map()));
  return memo.get(key) ?? setBounded(memo, MAX_SHAPED, key, shapeOf(where, filters));
}
