import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/build-app';
import { connectionOf } from './client';

const { database } = await createTestDatabase();
afterAll(() => database.close());

describe('connectionOf', () => {
  it("is the transaction's own connection: what it runs there sees the transaction's work", async () => {
    const seen = await database.db.transaction(async (tx) => {
      const [{ id }] = (await tx.execute<{ id: string }>(sql`select txid_current()::text as id`)).rows;
      const { rows } = await connectionOf(tx).query<{ id: string }>('select txid_current()::text as id');
      return { drizzle: id, direct: rows[0].id };
    });
    expect(seen.direct).toBe(seen.drizzle);
  });

  it('refuses what is not a transaction rather than run outside one', () => {
    expect(() => connectionOf(database.db as never)).toThrow(/pg connection/);
  });
});
