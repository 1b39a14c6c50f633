import { isValidPassword } from '@empowerment/shared/auth';
import { createDecoder } from 'fast-jwt';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, type Config } from '../../config';
import { operators } from '../../db/schema';
import { useTestApp } from '../../../test/build-app';
import { createOperator } from './operators.factory';
import { ensureFirstAdmin, randomPassword } from './operators.bootstrap';

const decodeJwt = createDecoder();

const t = await useTestApp();

// every test starts from a database without operators
beforeEach(async () => {
  await t.db.delete(operators);
});

function run(admin?: Config['admin']) {
  const info: string[] = [];
  const warn: string[] = [];
  const ctx = { db: t.db, config: { ...t.config, admin }, log: { info: (m: string) => info.push(m), warn: (m: string) => warn.push(m) } };
  return { info, warn, done: ensureFirstAdmin(ctx) };
}

let ipSeq = 0;
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: `10.7.0.${++ipSeq}` });

describe('ensureFirstAdmin', () => {
  it('without ADMIN_EMAIL creates admin@example.org with a random password shown once in a box', async () => {
    const { info, done } = run(undefined);
    await done;
    expect(info).toHaveLength(1);
    const password = /Password: (\S+)/.exec(info[0])?.[1] ?? '';
    expect(isValidPassword(password)).toBe(true);
    expect(info[0]).toContain('Email:    admin@example.org');
    expect(info[0]).toMatch(/^\s*\+-+\+$/m);
    expect(info[0]).toContain('non verrà mostrata di nuovo');

    const res = await login('admin@example.org', password);
    expect(res.statusCode).toBe(201);
    expect(decodeJwt(res.json().access_token)).toMatchObject({ super_operator: true });
    const rows = await t.db.select().from(operators);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'admin@example.org', superOperator: true, municipioId: null, colId: null });
  });

  it('with ADMIN_EMAIL and ADMIN_PASSWORD creates that administrator and prints no password', async () => {
    const { info, done } = run({ email: 'direzione@example.org', password: 'Segreta1!' });
    await done;
    expect(info.join('\n')).toContain('direzione@example.org');
    expect(info.join('\n')).not.toContain('Segreta1!');
    expect((await login('direzione@example.org', 'Segreta1!')).statusCode).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/auth/operators/',
      headers: { authorization: `Bearer ${(await login('direzione@example.org', 'Segreta1!')).json().access_token}` },
    });
    expect(list.statusCode).toBe(200);
  });

  it('with ADMIN_EMAIL alone creates that address with a random password it shows', async () => {
    const { info, done } = run({ email: 'capo@example.org' });
    await done;
    const password = /Password: (\S+)/.exec(info[0] ?? '')?.[1] ?? '';
    expect(info[0]).toContain('Email:    capo@example.org');
    expect((await login('capo@example.org', password)).statusCode).toBe(201);
  });

  it('stops start-up with a clear message when ADMIN_PASSWORD breaks the password rules, and creates nobody', async () => {
    const { done } = run({ email: 'direzione@example.org', password: 'debole' });
    await expect(done).rejects.toThrow(ConfigError);
    await expect(run({ email: 'direzione@example.org', password: 'debole' }).done).rejects.toThrow(
      /ADMIN_PASSWORD non rispetta le regole delle password:\n {2}- Da 8 a 20 caratteri\n {2}- Almeno una lettera maiuscola\n {2}- Almeno un numero/,
    );
    expect(await t.db.$count(operators)).toBe(0);
  });

  it('does nothing on a database that has operators, whatever the environment', async () => {
    await createOperator(t.db);
    const { info, done } = run({ email: 'direzione@example.org', password: 'debole' });
    await done;
    expect(info).toEqual([]);
    expect(await t.db.$count(operators)).toBe(1);
  });

  it('creates one administrator even when several processes start together', async () => {
    await Promise.all([run(undefined).done, run(undefined).done, run(undefined).done]);
    expect(await t.db.$count(operators)).toBe(1);
  });
});

describe('randomPassword', () => {
  it('always passes the password rules', () => {
    for (let i = 0; i < 500; i++) expect(isValidPassword(randomPassword())).toBe(true);
  });
});
