import { and, asc, count, desc, eq, exists, getTableName, not, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client';
import { beneficiaries } from '../../db/schema';
import { isoTimestamp } from '../../db/schema/columns';
import { apiColumns, columnValues, type ApiColumns } from '../../lib/api-columns';
import { listOf, type ListSource } from '../../lib/list';
import type { Param, Selection } from '../../lib/prepared';

export type EventTable = PgTable & { id: AnyPgColumn };

/** An event as the API answers it: every column of its table by its API name (lib/api-columns), typed from the table. */
export type EventRecord<T extends EventTable> = SelectResultFields<ApiColumns<T, keyof T['_']['columns'] & string>>;

/**
 * What one kind of event (career days, group activities) tells the shared repository: its table,
 * the table of sign-ups, its own filters, its order, and the key of its id in a beneficiary's list.
 */
export type EventStore<T extends EventTable, Filters extends { notBeneficiary?: number }, Key extends string> = {
  table: T;
  /** The sign-ups: (beneficiary, event) pairs with the moment she joined. */
  membership: { table: PgTable; beneficiaryId: AnyPgColumn; eventId: AnyPgColumn; createdAt: AnyPgColumn };
  /** The event's own filters (notBeneficiary is handled here), each value put in through `param` (lib/list). */
  where: (filters: Omit<Filters, 'notBeneficiary'>, param: Param) => SQL | undefined;
  /** The list's order, newest event first. */
  orderBy: SQL[];
  /** The key of the event's id in a beneficiary's list (carrers_day_id, group_activity_id). */
  eventKey: Key;
};

/**
 * The rows of a statement over the event's table, typed as what it selects. Drizzle types a select
 * only over a table it knows by its own type; over this repository's type parameter it answers
 * string-keyed unknowns. Every statement here selects apiColumns(table) (plus the named extras), the
 * very columns EventRecord<T> is derived from.
 */
const rowsOf = <Row>(rows: Promise<Record<string, unknown>[]>): Promise<Row[]> => rows as Promise<Row[]>;

/** Career days and group activities are one shape: list, write, participants and sign-ups. */
export function eventRepository<T extends EventTable, Filters extends { notBeneficiary?: number }, Key extends string>(
  db: Db,
  store: EventStore<T, Filters, Key>,
) {
  type Event = EventRecord<T>;
  // the statements see the table by the shape every event table has (see rowsOf)
  const table: EventTable = store.table;
  const m = store.membership;
  const columns: Selection = apiColumns(table);

  const where = ({ notBeneficiary, ...filters }: Filters, param: Param) =>
    and(
      store.where(filters, param),
      notBeneficiary == null
        ? undefined
        : not(
            exists(
              db
                .select({ one: sql`1` })
                .from(m.table)
                .where(and(eq(m.eventId, table.id), eq(m.beneficiaryId, param('notBeneficiary', notBeneficiary)))),
            ),
          ),
    );

  // the number of sign-ups of each row, in the same query (the sign-ups' index on the event id)
  const participants = sql<number>`(select count(*)::int from ${m.table} where ${m.eventId} = ${table.id})`.mapWith(Number);

  /** The events with their number of sign-ups (lib/list); typed as EventRecord (see rowsOf). */
  const list = listOf(db, {
    name: getTableName(table),
    columns: { ...columns, participants },
    where,
    rows: (selection, condition, page) =>
      db
        .select(selection)
        .from(table)
        .where(condition)
        .orderBy(...store.orderBy)
        .limit(page.limit)
        .offset(page.offset),
    count: (condition) => db.select({ n: count() }).from(table).where(condition),
  }) as ListSource<Filters, Event & { participants: number }>;

  const first = async (rows: Promise<Record<string, unknown>[]>) => (await rowsOf<Event>(rows))[0] as Event | undefined;

  return {
    list,

    find: (id: number) => first(db.select(columns).from(table).where(eq(table.id, id))),

    /** The new row; only the columns the payload names by their SQL names are written (columnValues). */
    insert: async (payload: Record<string, unknown>) =>
      (await rowsOf<Event>(db.insert(table).values(columnValues(table, payload)).returning(columns)))[0],

    update: (id: number, payload: Record<string, unknown>) =>
      first(db.update(table).set(columnValues(table, payload)).where(eq(table.id, id)).returning(columns)),

    /** The deleted row; a database refusal (sign-ups still there) becomes the 424. */
    remove: (id: number) => first(db.delete(table).where(eq(table.id, id)).returning(columns)),

    /** The beneficiaries signed up for the event, by surname and name. */
    participants: (id: number) =>
      db
        .select({
          ID: beneficiaries.id,
          name: beneficiaries.name,
          surname: beneficiaries.surname,
          fiscal_code: beneficiaries.fiscalCode,
          CreatedAt: isoTimestamp(m.createdAt),
        })
        .from(m.table)
        .innerJoin(beneficiaries, eq(beneficiaries.id, m.beneficiaryId))
        .where(eq(m.eventId, id))
        .orderBy(asc(beneficiaries.surname), asc(beneficiaries.name), asc(beneficiaries.id)),

    /** The events a beneficiary signed up for, newest first, each with its id under the kind's key too. */
    beneficiaryEvents: (beneficiaryId: number) =>
      rowsOf<Event & Record<Key, number>>(
        db
          .select({ ...columns, [store.eventKey]: table.id })
          .from(m.table)
          .innerJoin(table, eq(table.id, m.eventId))
          .where(eq(m.beneficiaryId, beneficiaryId))
          .orderBy(...store.orderBy),
      ),

    /** Signs her up; one she already joined is left as it is. A missing event is the database's 400. */
    async join(beneficiaryId: number, eventIds: number[]) {
      await db.execute(sql`
        insert into ${m.table} (${sql.identifier(m.beneficiaryId.name)}, ${sql.identifier(m.eventId.name)})
        select ${beneficiaryId}::int, unnest(${`{${[...new Set(eventIds)].join(',')}}`}::int[])
        on conflict do nothing`);
    },

    /** Whether a sign-up was there to remove. */
    async leave(beneficiaryId: number, eventId: number): Promise<boolean> {
      const removed = await db
        .delete(m.table)
        .where(and(eq(m.beneficiaryId, beneficiaryId), eq(m.eventId, eventId)))
        .returning({ one: sql`1` });
      return removed.length > 0;
    },
  };
}

export const newestFirst = (date: AnyPgColumn, id: AnyPgColumn) => [desc(date), desc(id)];
