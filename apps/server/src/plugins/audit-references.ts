import type { LogChange } from '@empowerment/shared';
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Runner } from '../db/client';
import { municipi, sectors, typesCol, typesCosts, typesCourses, typesInterviews, typesSocialSituations } from '../db/schema';
import type { AuditEntry } from './audit-entry';

type Named = { table: PgTable; id: PgColumn; name: PgColumn };
const listed = (table: PgTable & { id: PgColumn; type: PgColumn }): Named => ({ table, id: table.id, name: table.type });

/** The fields that hold the id of a reference list's entry, by field and, where the key is shared, by entity. */
const BY_FIELD: Record<string, Named> = {
  municipio_id: { table: municipi, id: municipi.id, name: municipi.municipio },
  col_id: listed(typesCol),
  sector_id: listed(sectors),
  social_situation_type: listed(typesSocialSituations),
};
const BY_ENTITY: Record<string, Record<string, Named>> = {
  courses: { type_id: listed(typesCourses) },
  interview: { type_id: listed(typesInterviews) },
  costs: { type_id: listed(typesCosts) },
};

const ID = /^\d{1,9}$/;

/**
 * The entry with each reference's id in its changes written as the entry's name at the time
 * ('Municipio: I → V', not '1 → 5'): one query per list named, only when an update changed one.
 */
export async function namedReferences(db: Runner, entry: AuditEntry): Promise<AuditEntry> {
  if (!entry.changes) return entry;
  const lists = new Map<Named, Set<number>>();
  for (const change of entry.changes) {
    const named = BY_ENTITY[entry.entity]?.[change.field] ?? BY_FIELD[change.field];
    if (!named) continue;
    for (const value of [change.before, change.after]) {
      if (value && ID.test(value)) lists.set(named, (lists.get(named) ?? new Set()).add(Number(value)));
    }
  }
  if (lists.size === 0) return entry;
  const names = new Map<Named, Map<string, string>>();
  for (const [named, ids] of lists) {
    const rows = await db
      .select({ id: named.id, name: named.name })
      .from(named.table)
      .where(inArray(named.id, [...ids]));
    names.set(named, new Map(rows.map((r) => [String(r.id), String(r.name)])));
  }
  const nameOf = (named: Named | undefined, value: string | null) => (value && named && names.get(named)?.get(value)) || value;
  const changes: LogChange[] = entry.changes.map((change) => {
    const named = BY_ENTITY[entry.entity]?.[change.field] ?? BY_FIELD[change.field];
    return named ? { ...change, before: nameOf(named, change.before), after: nameOf(named, change.after) } : change;
  });
  return { ...entry, changes };
}
