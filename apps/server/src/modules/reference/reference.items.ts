import type { ListItemInput, TableListItem, TableListKey } from '@empowerment/shared/reference';
import { asc, count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { countries, municipi, typeListTables } from '../../db/schema';
import { isoTimestamp } from '../../db/schema/columns';
import { keptPerDatabase, listOf, type ListSource } from '../../lib/list';

type ListTable = PgTable & { id: AnyPgColumn; notes: AnyPgColumn; createdAt: AnyPgColumn };
type Store = { table: ListTable; label: AnyPgColumn; labelKey: string; idPublic?: AnyPgColumn; orderBy?: AnyPgColumn[] };

/** Where each list of GET /api/list-settings lives, and which column is its label. */
const STORES: Record<TableListKey, Store> = {
  countries: { table: countries, label: countries.name, labelKey: 'name', orderBy: [countries.name] },
  municipi: {
    table: municipi,
    label: municipi.municipio,
    labelKey: 'municipio',
    idPublic: municipi.idPublic,
    orderBy: [municipi.idPublic],
  },
  ...(Object.fromEntries(
    Object.entries(typeListTables).map(([key, table]) => [key, { table, label: table.type, labelKey: 'type' }]),
  ) as unknown as Record<keyof typeof typeListTables, Store>),
};

const itemColumns = ({ table, label, idPublic }: Store) => ({
  ID: table.id,
  [label.name]: label,
  ...(idPublic ? { id_public: idPublic } : {}),
  notes: table.notes,
  CreatedAt: isoTimestamp(table.createdAt),
});

/** The items of one list in the order of GET /api/list-settings (the list modal's GET {path}?limit=10000; lib/list). */
const itemList = (db: Db, list: TableListKey): ListSource<object, TableListItem> => {
  const store = STORES[list];
  return listOf(db, {
    name: `list_${list}`,
    columns: itemColumns(store),
    where: () => undefined,
    rows: (columns, _condition, page) =>
      db
        .select(columns)
        .from(store.table)
        .orderBy(...(store.orderBy ?? []).map((c) => asc(c)), asc(store.table.id))
        .limit(page.limit)
        .offset(page.offset),
    count: () => db.select({ n: count() }).from(store.table),
  }) as ListSource<object, TableListItem>;
};

/** Each list's source, made on its first request and kept (keptPerDatabase: once per database handle). */
const itemSources = keptPerDatabase(() => new Map<TableListKey, ListSource<object, TableListItem>>());

export function listItems(db: Db, list: TableListKey): ListSource<object, TableListItem> {
  const sources = itemSources(db);
  let source = sources.get(list);
  if (!source) sources.set(list, (source = itemList(db, list)));
  return source;
}

/** Adds one item; a label already in the list is the database's 409. */
export async function insertListItem(db: Db, list: TableListKey, item: ListItemInput): Promise<TableListItem> {
  const store = STORES[list];
  const values: Record<string, unknown> = { [keyOf(store.table, store.label)]: item.label, notes: item.notes || null };
  if (store.idPublic) values[keyOf(store.table, store.idPublic)] = item.id_public;
  const [row] = (await db.insert(store.table).values(values).returning(itemColumns(store))) as unknown as TableListItem[];
  return row;
}

/** The deleted item; an item still in use is the database's 424. */
export async function deleteListItem(db: Db, list: TableListKey, id: number): Promise<TableListItem | undefined> {
  const store = STORES[list];
  const [row] = (await db.delete(store.table).where(eq(store.table.id, id)).returning(itemColumns(store))) as unknown as TableListItem[];
  return row;
}

/** The property name of a column in its table (drizzle's insert values are keyed by them). */
function keyOf(table: PgTable, column: AnyPgColumn): string {
  const entry = Object.entries(table).find(([, c]) => c === column);
  if (!entry) throw new Error(`column ${column.name} not in its table`);
  return entry[0];
}

/** The label of an item as its list stores it. */
export const itemLabel = (list: TableListKey, item: TableListItem) => String(item[STORES[list].labelKey as 'name'] ?? '');
