import { getTableColumns, type Column, type SQL, type Table } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isoTimestamp } from '../db/schema/columns';

/** The spec's spelling of the keys every record has; the other keys are the columns' SQL names. */
const META_KEYS = { id: 'ID', created_at: 'CreatedAt', updated_at: 'UpdatedAt' } as const;
type MetaColumn = keyof typeof META_KEYS;

type ApiKey<Name extends string> = Name extends MetaColumn ? (typeof META_KEYS)[Name] : Name;
type Columns<T extends Table> = T['_']['columns'];
type ApiValue<C extends Column> = C['_']['name'] extends 'created_at' | 'updated_at' ? SQL<string> : C;

/** The select map of the picked columns, keyed as the API writes them. */
export type ApiColumns<T extends Table, K extends keyof Columns<T>> = {
  [P in K as ApiKey<Columns<T>[P]['_']['name']>]: ApiValue<Columns<T>[P]>;
};

/**
 * The select map of a table as the API answers it, derived from the columns' SQL names:
 * id -> ID, created_at -> CreatedAt (ISO 8601 UTC), updated_at -> UpdatedAt, phone_prefix -> phone_prefix.
 * `pick` keeps only those columns, `omit` leaves those out (by the schema's property names).
 */
export function apiColumns<T extends Table, K extends keyof Columns<T> & string = keyof Columns<T> & string, O extends K = never>(
  table: T,
  options: { pick?: readonly K[]; omit?: readonly O[] } = {},
): ApiColumns<T, Exclude<K, O>> {
  const columns = getTableColumns(table) as Record<string, Column>;
  const keys = (options.pick ?? Object.keys(columns)).filter((k) => !(options.omit as readonly string[] | undefined)?.includes(k));
  return Object.fromEntries(
    keys.map((key) => {
      const column = columns[key];
      const name = column.name as string;
      if (name === 'created_at' || name === 'updated_at') return [META_KEYS[name], isoTimestamp(column as AnyPgColumn)];
      return [name in META_KEYS ? META_KEYS[name as MetaColumn] : name, column];
    }),
  ) as ApiColumns<T, Exclude<K, O>>;
}

/** Insert or update values of a table from an API payload: each key that is a column's SQL name goes to that column. */
export function columnValues<T extends Table>(table: T, payload: Record<string, unknown>): Partial<T['$inferInsert']> {
  const byName = new Map(Object.entries(getTableColumns(table) as Record<string, Column>).map(([key, c]) => [c.name, key]));
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(payload)) {
    const key = byName.get(name);
    if (key !== undefined && value !== undefined && !(name in META_KEYS)) values[key] = value;
  }
  return values as Partial<T['$inferInsert']>;
}
