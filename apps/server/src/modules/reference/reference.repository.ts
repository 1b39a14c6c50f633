import type { TableListItem, TableListKey, TableLists } from '@empowerment/shared';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  countries,
  municipi,
  sectors,
  typesCol,
  typesCosts,
  typesCourses,
  typesFiles,
  typesInterviews,
  typesSocialSituations,
} from '../../db/schema';
import { isoTimestamp } from '../../db/schema/columns';

const TYPE_TABLES = {
  sectors,
  types_costs: typesCosts,
  types_courses: typesCourses,
  types_interviews: typesInterviews,
  types_social_situations: typesSocialSituations,
  types_files: typesFiles,
  types_col: typesCol,
} as const satisfies Partial<Record<TableListKey, unknown>>;

type TypeTable = (typeof TYPE_TABLES)[keyof typeof TYPE_TABLES];

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
  const keys = Object.keys(TYPE_TABLES) as (keyof typeof TYPE_TABLES)[];
  const [countryRows, municipioRows, ...typeRows] = await Promise.all([
    countryList(db),
    municipioList(db),
    ...keys.map((k) => typeList(db, TYPE_TABLES[k])),
  ]);
  return {
    countries: countryRows,
    municipi: municipioRows,
    ...(Object.fromEntries(keys.map((k, i) => [k, typeRows[i]])) as Record<keyof typeof TYPE_TABLES, TableListItem[]>),
  };
}
