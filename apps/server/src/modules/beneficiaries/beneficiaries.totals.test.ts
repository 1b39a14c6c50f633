import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createBeneficiaries, createOperator } from '../../../test/factories';
import { beneficiaries } from '../../db/schema';

// The list's totals come from a count kept by triggers (no filter) or from a window over the
// matches (filters): both must stay exact through inserts, deletes and paging.
const t = await useTestApp();
let operator: Record<string, string>;

const page = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/auth/beneficiaries/?get-tot=true&${query}`, headers: operator })).json() as {
    total: number;
    data: { surname: string; name: string }[];
  };
const rowsInTable = async () => Number((await t.db.execute<{ n: string }>(sql`select count(*) as n from beneficiaries`)).rows[0].n);

beforeAll(async () => {
  operator = await authHeader(t.app, await createOperator(t.db));
  await createBeneficiaries(t.db, 30, (i) => ({ name: `Nome${String(i).padStart(2, '0')}`, surname: i % 3 === 0 ? 'Esposito' : 'Greco' }));
});

describe('list totals', () => {
  it('counts every row without filters, and follows inserts and deletes', async () => {
    expect((await page('limit=10&offset=0')).total).toBe(await rowsInTable());
    const before = await rowsInTable();
    await createBeneficiaries(t.db, 4, (i) => ({ name: `Nuova${i}`, surname: 'Russo' }));
    expect((await page('limit=10&offset=0')).total).toBe(before + 4);
    const russo = await t.db
      .select({ id: beneficiaries.id })
      .from(beneficiaries)
      .where(sql`${beneficiaries.surname} = 'Russo'`);
    await t.db.delete(beneficiaries).where(
      inArray(
        beneficiaries.id,
        russo.slice(0, 3).map((r) => r.id),
      ),
    );
    expect((await page('limit=10&offset=0')).total).toBe(before + 1);
    expect(await rowsInTable()).toBe(before + 1);
  });

  it('gives the filtered total on every page, the last one too', async () => {
    const first = await page('surname=esposito&limit=4&offset=0');
    expect(first.total).toBe(10);
    expect(first.data.map((r) => r.name)).toEqual(['Nome00', 'Nome03', 'Nome06', 'Nome09']);
    const last = await page('surname=esposito&limit=4&offset=8');
    expect(last).toEqual({ total: 10, data: [expect.objectContaining({ name: 'Nome24' }), expect.objectContaining({ name: 'Nome27' })] });
  });

  it('still tells the total on a page past the last match, and 0 when nothing matches', async () => {
    expect(await page('surname=esposito&limit=4&offset=40')).toEqual({ total: 10, data: [] });
    expect(await page('surname=nessuno&limit=4&offset=0')).toEqual({ total: 0, data: [] });
  });
});
