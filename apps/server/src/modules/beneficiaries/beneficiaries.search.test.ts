import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createOperator } from '../../../test/factories';
import { createBeneficiary } from './beneficiaries.factory';

const t = await useTestApp();
let operator: Record<string, string>;

const found = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/auth/beneficiaries/?get-tot=true&${query}`, headers: operator });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { total: number; data: { name: string; surname: string }[] };
  expect(body.total).toBe(body.data.length);
  return body.data.map((r) => `${r.name} ${r.surname}`);
};

beforeAll(async () => {
  operator = await authHeader(t.app, await createOperator(t.db));
  await createBeneficiary(t.db, { name: 'Nicolò', surname: "D'Agostìno" });
  await createBeneficiary(t.db, { name: 'Lucía', surname: 'Núñez Peña' });
  await createBeneficiary(t.db, { name: 'NICOLA', surname: 'FERRARI' });
});

describe('the list finds names as operators type them', () => {
  it.each([
    ['name=nicolo', ["Nicolò D'Agostìno"]],
    ['name=NICOLÒ', ["Nicolò D'Agostìno"]],
    ['name=nicol', ["Nicolò D'Agostìno", 'NICOLA FERRARI']],
    ['surname=agostino', ["Nicolò D'Agostìno"]],
    ["surname=d'ago", ["Nicolò D'Agostìno"]],
    ['surname=NUNEZ PENA', ['Lucía Núñez Peña']],
    ['name=lucia&surname=núñez', ['Lucía Núñez Peña']],
    ['surname=ferràri', ['NICOLA FERRARI']],
    // folding never invents a match, and wildcards stay letters
    ['surname=agostina', []],
    ['name=n_cola', []],
  ])('%s', async (query, expected) => {
    expect((await found(query)).sort()).toEqual([...expected].sort());
  });
});
