import type { TableListItem, TableLists } from '@empowerment/shared';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
