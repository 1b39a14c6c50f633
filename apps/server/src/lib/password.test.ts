import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { hashPassword, PASSWORD_HASH_LIMITS, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one or a missing hash', async () => {
    const hash = await hashPassword('Segreta-123!');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'Segreta-123!')).toBe(true);
    expect(await verifyPassword(hash, 'segreta-123!')).toBe(false);
    expect(await verifyPassword(null, 'Segreta-123!')).toBe(false);
  });

  it('refuses with 429 the calls beyond the running ones and the short queue, and serves the rest', async () => {
    const hash = await hashPassword('Segreta-123!');
    const burst = PASSWORD_HASH_LIMITS.concurrency + PASSWORD_HASH_LIMITS.maxQueue + 5;
    const results = await Promise.allSettled(Array.from({ length: burst }, () => verifyPassword(hash, 'sbagliata')));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(5);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 429 });
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === false)).toHaveLength(burst - 5);
  });
});
