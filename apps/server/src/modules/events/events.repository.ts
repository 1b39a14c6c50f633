import { and, asc, count, desc, eq, exists, not, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { beneficiaries } from '../../db/schema';
import { isoTimestamp } from '../../db/schema/columns';
import { apiColumns, columnValues } from '../../lib/api-columns';
import type { ListSource, Page } from '../../lib/list';

type Row = Record<string, unknown>;

/**
 * What one kind of event (career days, group activities) tells the shared repository: its table,
 * the table of sign-ups, its own filters and its order.
 */
export type EventStore<Filters extends { notBeneficiary?: number }> = {
  table: PgTable & { id: AnyPgColumn };
  /** The sign-ups: (beneficiary, event) pairs with the moment she joined. */
  membership: { table: PgTable; beneficiaryId: AnyPgColumn; eventId: AnyPgColumn; createdAt: AnyPgColumn };
  /** The event's own filters (notBeneficiary is handled here). */
  where: (filters: Omit<Filters, 'notBeneficiary'>) => SQL | undefined;
  /** The list's order, newest event first. */
  orderBy: SQL[] | AnyPgColumn[];
  /** The key of the event's id in a beneficiary's list (carrers_day_id, group_activity_id). */
  eventKey: string;
};

/** Career days and group activities are one shape: list, write, participants and sign-ups. */
export function eventRepository<Filters extends { notBeneficiary?: number }>(db: Db, store: EventStore<Filters>) {
  const { table, membership: m } = store;
  const columns = apiColumns(table) as Record<string, AnyPgColumn | SQL>;

  const where = ({ notBeneficiary, ...filters }: Filters) =>
    and(
      store.where(filters),
      notBeneficiary == null
        ? undefined
        : not(
            exists(
              db
                .select({ one: sql`1` })
                .from(m.table)
                .where(and(eq(m.eventId, table.id), eq(m.beneficiaryId, notBeneficiary))),
            ),
          ),
    );

  // the number of sign-ups of each row, in the same query (the sign-ups' index on the event id)
  const participants = sql<number>`(select count(*)::int from ${m.table} where ${m.eventId} = ${table.id})`.mapWith(Number);

  const list = (filters: Filters, page: Page) =>
    db
      .select({ ...columns, participants })
      .from(table)
      .where(where(filters))
      .orderBy(...(store.orderBy as SQL[]))
      .limit(page.limit)
      .offset(page.offset) as unknown as Promise<Row[]>;

  const countRows = async (filters: Filters) => (await db.select({ n: count() }).from(table).where(where(filters)))[0].n;

  return {
    list: { list, count: countRows } satisfies ListSource<Filters, Row>,

    async find(id: number): Promise<Row | undefined> {
      const [row] = (await db.select(columns).from(table).where(eq(table.id, id))) as Row[];
      return row;
    },

    async insert(payload: Row): Promise<Row> {
      const [row] = (await db
        .insert(table)
        .values(columnValues(table, payload) as never)
        .returning(columns)) as Row[];
      return row;
    },

    async update(id: number, payload: Row): Promise<Row | undefined> {
      const [row] = (await db
        .update(table)
        .set(columnValues(table, payload) as never)
        .where(eq(table.id, id))
        .returning(columns)) as Row[];
      return row;
    },

    /** The deleted row; a database refusal (sign-ups still there) becomes the 424. */
    async remove(id: number): Promise<Row | undefined> {
      const [row] = (await db.delete(table).where(eq(table.id, id)).returning(columns)) as Row[];
      return row;
    },

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

    /** The events a beneficiary signed up for, newest first. */
    beneficiaryEvents: (beneficiaryId: number) =>
      db
        .select({ ...columns, [store.eventKey]: table.id })
        .from(m.table)
        .innerJoin(table, eq(table.id, m.eventId))
        .where(eq(m.beneficiaryId, beneficiaryId))
        .orderBy(...(store.orderBy as SQL[])) as unknown as Promise<Row[]>,

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
