import { UNSAFE_TEXT_MESSAGE } from '@empowerment/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-app';
import { authHeader, createAdmin, createOperator } from './factories';

const t = await useTestApp();
const refused = (field: string) => ({ error: 'Il testo contiene caratteri non ammessi', fields: { [field]: UNSAFE_TEXT_MESSAGE } });

describe('text PostgreSQL cannot store (NUL) or that is not Unicode (lone surrogates)', () => {
  it('is refused with 400 on the field before signing in', async () => {
    for (const [url, payload, field] of [
      ['/api/login', { email: 'a\u0000b@x.org', password: 'x' }, 'email'],
      ['/api/login', { email: 'a@x.org', password: 'x\uD800' }, 'password'],
      ['/api/request-reset-password/', { email: 'a\u0000@x.org' }, 'email'],
      ['/api/refresh', { refresh_token: '\u0000' }, 'refresh_token'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused(field));
    }
    const reset = await t.app.inject({ method: 'PUT', url: '/api/reset-password/?token=ab%00cd', payload: { password: 'Nuova1pass!' } });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual(refused('token'));
  });

  it('is refused in list and export filters, in path parameters and in nested or key positions', async () => {
    const headers = await authHeader(t.app, await createAdmin(t.db));
    for (const [method, url, payload, field] of [
      ['GET', '/api/auth/beneficiaries/?name=%00', undefined, 'name'],
      ['GET', '/api/auth/operators/?surname=x%00', undefined, 'surname'],
      ['GET', '/api/auth/logs/?entita=%00', undefined, 'entita'],
      ['GET', '/api/auth/export/count?type=beneficiaries&name=%00', undefined, 'name'],
      ['GET', '/api/auth/export/?export-type=beneficiaries&%00=1', undefined, '\u0000'],
      ['GET', '/api/auth/operators/1%00', undefined, 'id'],
      ['POST', '/api/auth/logs/', { entita: 'beneficiary', notes: 'a\u0000' }, 'notes'],
      ['POST', '/api/auth/operators/', { name: ['ok', { deep: '\uDC00' }] }, 'name.1.deep'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual(refused(field));
    }
  });

  it('leaves an operator unchanged when her update carries it', async () => {
    const op = await createOperator(t.db);
    const headers = await authHeader(t.app, op);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/operators/${op.id}`,
      headers,
      payload: { name: 'Giu\u0000lia', surname: 'Rossi', phone: '', municipio_id: 0, col_id: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('name'));
    const read = await t.app.inject({ method: 'GET', url: `/api/auth/operators/${op.id}`, headers });
    expect(read.json().name).toBe('Giulia');
  });

  it('lets emoji and accented letters through', async () => {
    const headers = await authHeader(t.app, await createOperator(t.db));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logs/',
      headers,
      payload: { entita: 'beneficiary', notes: 'Perché 😀' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().notes).toBe('Perché 😀');
  });
});
