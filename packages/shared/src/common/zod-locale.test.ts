import { expect, it } from 'vitest';
import { z } from 'zod';
import './zod-locale';

it("makes Zod's default messages Italian where a rule sets none", () => {
  const r = z.object({ a: z.string() }).safeParse({});
  expect(r.error?.issues[0].message).toMatch(/^Input non valido/);
});
