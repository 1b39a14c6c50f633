import { count } from 'drizzle-orm';
import countryNames from 'i18n-iso-countries';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { TableListKey } from '@empowerment/shared/reference';
import { countries, municipi, typeListTables, type TypeListKey } from '../../db/schema';
import type { BootstrapContext } from '../../lib/bootstrap-context';
import {
  COL_TYPES,
  COST_TYPES,
  COURSE_TYPES,
  FILE_TYPES,
  INTERVIEW_TYPES,
  ROME_MUNICIPI,
  SECTORS,
  SOCIAL_SITUATION_TYPES,
} from './reference.data';

/** Every ISO 3166 country with its Italian name (the package has a stray double space or two). */
export function italianCountries() {
  return Object.entries(countryNames.getNames('it'))
    .map(([code, name]) => ({ code, name: name.replace(/\s+/g, ' ').trim() }))
    .sort((a, b) => a.name.localeCompare(b.name, 'it'));
}

/**
 * Fills each table list only while it is empty, so an administrator's edits are never undone.
 * Two processes starting together cannot duplicate rows: the labels are unique.
 */
async function fillWhenEmpty(db: Db, table: PgTable, rows: Record<string, unknown>[]) {
  const [{ n }] = await db.select({ n: count() }).from(table);
  if (n > 0) return 0;
  const inserted = await db.insert(table).values(rows).onConflictDoNothing().returning();
  return inserted.length;
}

const TYPE_ROWS: Record<TypeListKey, Record<string, unknown>[]> = {
  sectors: SECTORS,
  types_costs: COST_TYPES,
  types_courses: COURSE_TYPES,
  types_interviews: INTERVIEW_TYPES,
  types_social_situations: SOCIAL_SITUATION_TYPES,
  types_files: FILE_TYPES,
  types_col: COL_TYPES,
};

export async function seedReferenceData({ db, log }: BootstrapContext) {
  const lists: [TableListKey, PgTable, Record<string, unknown>[]][] = [
    ['countries', countries, italianCountries()],
    ['municipi', municipi, ROME_MUNICIPI],
    ...(Object.keys(TYPE_ROWS) as TypeListKey[]).map((key): [TableListKey, PgTable, Record<string, unknown>[]] => [
      key,
      typeListTables[key],
      TYPE_ROWS[key],
    ]),
  ];
  for (const [name, table, rows] of lists) {
    const added = await fillWhenEmpty(db, table, rows);
    if (added) log.info(`Liste di riferimento: ${name} popolata con ${added} voci`);
  }
}
