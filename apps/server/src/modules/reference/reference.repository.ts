import type { TableListItem, TableLists } from '@empowerment/shared/reference';
import { asc, getTableName } from 'drizzle-orm';
import { keptUntilChanged, type KeptUntilChanged } from '../../db/changes';
import type { Database, Db } from '../../db/client';
import { countries, municipi, typeListTables, type TypeListKey } from '../../db/schema';
import { isoTimestamp } from '../../db/schema/columns';

type TypeTable = (typeof typeListTables)[TypeListKey];

const italian = new Intl.Collator('it');

const typeList = (db: Db, t: TypeTable): Promise<TableListItem[]> =>
  db
    .select({ ID: t.id, type: t.type, notes: t.notes, CreatedAt: isoTimestamp(t.createdAt) })
    .from(t)
    .orderBy(asc(t.id));

async function countryList(db: Db): Promise<TableListItem[]> {
  const rows = await db
    .select({ ID: countries.id, name: countries.name, notes: countries.notes, CreatedAt: isoTimestamp(countries.createdAt) })
    .from(countries);
  // Italian alphabetical order whatever the database's collation
  return rows.sort((a, b) => italian.compare(a.name, b.name));
}

const municipioList = (db: Db): Promise<TableListItem[]> =>
  db
    .select({
      ID: municipi.id,
      municipio: municipi.municipio,
      id_public: municipi.idPublic,
      notes: municipi.notes,
      CreatedAt: isoTimestamp(municipi.createdAt),
    })
    .from(municipi)
    .orderBy(asc(municipi.idPublic), asc(municipi.id));

/** The nine table lists of GET /api/list-settings, read together. */
export async function loadTableLists(db: Db): Promise<TableLists> {
  const keys = Object.keys(typeListTables) as TypeListKey[];
  const [countryRows, municipioRows, ...typeRows] = await Promise.all([
    countryList(db),
    municipioList(db),
    ...keys.map((k) => typeList(db, typeListTables[k])),
  ]);
  return {
    countries: countryRows,
    municipi: municipioRows,
    ...(Object.fromEntries(keys.map((k, i) => [k, typeRows[i]])) as Record<TypeListKey, TableListItem[]>),
  };
}

/** The tables of GET /api/list-settings, whose triggers tell every process when one changes. */
const LIST_TABLES = [countries, municipi, ...Object.values(typeListTables)].map((t) => getTableName(t));

const keptLists = new WeakMap<Database, KeptUntilChanged<TableLists>>();

/**
 * The table lists, kept whole in this process until one of them changes in the database (a notice
 * from its trigger, db/changes.ts): every screen asks for them and they change a few times a year,
 * so eleven statements become none. One per database, shared by the routes that read and edit them.
 */
export function keptTableLists(app: { db: Db; database: Database }) {
  // made on first use: the routes are registered before anything is read
  const lists = () => {
    let kept = keptLists.get(app.database);
    if (!kept) keptLists.set(app.database, (kept = keptUntilChanged<TableLists>(app.database.changes, LIST_TABLES, 1)));
    return kept;
  };
  return {
    async read(): Promise<TableLists> {
      const kept = lists();
      const known = kept.get('', '');
      if (known) return known;
      const mark = kept.mark();
      const read = await loadTableLists(app.db);
      kept.keep('', '', read, mark);
      return read;
    },
    forget: () => lists().forget(),
  };
}
