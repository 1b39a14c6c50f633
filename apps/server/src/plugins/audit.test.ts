import { isLogEntity, STATUS_MESSAGES, type LogEntity } from '@empowerment/shared';
import { and, eq } from 'drizzle-orm';
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import { TEST_ENV, useTestApp } from '../../test/build-app';
import { loadConfig } from '../config';
import { authHeader, createAdmin, createColType, createMunicipio, createOperator } from '../../test/factories';
import { activityLogs } from '../db/schema';
import modules from '../modules';
import audit from './audit';
import { writeAuditEntryAfterAnswer } from './audit-entry';
import requestWork from './request-work';

const t = await useTestApp();

describe('declared entities', () => {
  it('every route of the API that is logged declares an entity of the closed list', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('config', loadConfig(TEST_ENV)); // the modules read their limits from it
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => void routes.push(route));
    await app.register(modules, { prefix: '/api' });
    await app.ready();
    const audited = routes
      .filter((r) => r.config?.audit)
      .map((r) => ({ route: `${String(r.method)} ${r.url}`, entity: r.config!.audit!.entity }));
    expect(audited).toContainEqual({ route: 'DELETE /api/auth/operators/:id', entity: 'operators' });
    expect(audited).toContainEqual({ route: 'GET /api/auth/beneficiaries/', entity: 'beneficiary' });
    expect(audited.filter(({ entity }) => !isLogEntity(entity))).toEqual([]);
    await app.close();
  });

  it('refuses at start-up a route that declares anything else', async () => {
    const app = Fastify();
    await app.register(requestWork);
    await app.register(audit);
    expect(() => app.get('/x', { config: { audit: { entity: 'sessions' as LogEntity } } }, async () => 'x')).toThrow(
      'GET /x: "sessions" is not a log entity',
    );
    await app.close();
  });
});

let seq = 0;
const unique = (label: string) => `${label}.${Date.now().toString(36)}${++seq}@example.org`;
const entries = (headers: Record<string, string>, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/logs/?get-tot=true&${query}`, headers }).then((r) => r.json());

describe('operators in the Registro Attività', () => {
  it('names the operator on create, update and delete, lists the changed fields, and keeps refused attempts', async () => {
    const adminEmail = unique('registro');
    const admin = await authHeader(t.app, await createAdmin(t.db, { email: adminEmail }));
    const [municipio, col, other] = await Promise.all([createMunicipio(t.db), createColType(t.db), createMunicipio(t.db)]);
    const email = unique('maria.verdi');
    const body = {
      email,
      name: 'Maria',
      surname: 'Verdi',
      phone: '333 1234567',
      municipio_id: municipio.id,
      col_id: col.id,
      super_operator: false,
      notes: '',
    };

    const created = await t.app.inject({ method: 'POST', url: '/api/auth/operators/', headers: admin, payload: body });
    expect(created.statusCode).toBe(201);
    const id = created.json().ID;
    const url = `/api/auth/operators/${id}`;
    const changed = { ...body, ID: id, surname: 'Verdi Neri', phone: '333 7654321', municipio_id: other.id };
    expect((await t.app.inject({ method: 'PUT', url, headers: admin, payload: changed })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url, headers: admin, payload: changed })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(204);
    // deactivating is idempotent; an unknown id is the refused attempt
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/operators/999999', headers: admin })).statusCode).toBe(404);

    const log = await vi.waitFor(async () => {
      const answer = await entries(admin, `entita=operators&operator_email=${adminEmail}`);
      expect(answer.total).toBe(5);
      return answer.data;
    });
    expect(log.map((e: Record<string, unknown>) => [e.action, e.entita, e.status_code, e.notes])).toEqual([
      // a refusal says why
      ['delete', 'operators', 404, `Operatore #999999; motivo: ${STATUS_MESSAGES[404]}`],
      ['delete', 'operators', 204, `Operatore disattivato: Maria Verdi Neri <${email}>`],
      ['put', 'operators', 200, `Operatore modificato: Maria Verdi Neri <${email}>; nessun campo modificato`],
      // the fields by their labels; their values, a reference by its name, for administrators
      ['put', 'operators', 200, `Operatore modificato: Maria Verdi Neri <${email}>; campi modificati: Cognome, Telefono, Municipio`],
      ['post', 'operators', 201, `Operatore aggiunto: Maria Verdi <${email}>`],
    ]);
    expect(log[3].changes).toEqual([
      { field: 'surname', before: 'Verdi', after: 'Verdi Neri' },
      { field: 'phone', before: '333 1234567', after: '333 7654321' },
      { field: 'municipio_id', before: municipio.municipio, after: other.municipio },
    ]);
    expect(log[0].changes).toBeNull();
  });
});

describe('views', () => {
  const listViews = (operatorId: number) =>
    t.db
      .select({ notes: activityLogs.notes })
      .from(activityLogs)
      .where(and(eq(activityLogs.operatorId, operatorId), eq(activityLogs.entity, 'beneficiary')))
      .orderBy(activityLogs.id);

  it('writes a list view once for the same operator and filters within 10 minutes, and hides views unless asked', async () => {
    const adminEmail = unique('vista');
    const adminRow = await createAdmin(t.db, { email: adminEmail });
    const admin = await authHeader(t.app, adminRow);
    const list = (query: string, headers = admin) => t.app.inject({ method: 'GET', url: `/api/auth/beneficiaries/?${query}`, headers });

    expect((await list('get-tot=true&limit=10&offset=0')).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await listViews(adminRow.id)).toHaveLength(1));
    await list('get-tot=true&limit=10&offset=10');
    await list('limit=10&offset=20');
    // another filter is another view: once it is written, the page turns before it were surely decided
    await list('name=Maria&limit=10&offset=0');
    await vi.waitFor(async () => expect(await listViews(adminRow.id)).toHaveLength(2));
    expect(await listViews(adminRow.id)).toEqual([{ notes: 'Elenco beneficiari' }, { notes: 'Elenco beneficiari filtrato: name=Maria' }]);

    // another operator's view of the same list is her own row
    const other = await createOperator(t.db);
    await list('limit=10&offset=0', await authHeader(t.app, other));
    await vi.waitFor(async () => expect(await listViews(other.id)).toEqual([{ notes: 'Elenco beneficiari' }]));

    // a repeat within the window costs no statement: the process remembers the view it wrote
    const statements = vi.spyOn(t.app.database.pool, 'query');
    await list('limit=10&offset=0');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(statements.mock.calls.map(([query]) => JSON.stringify(query))).not.toContainEqual(expect.stringContaining('activity_logs'));
    statements.mockRestore();

    // a view the log already held (written by another process, or by this one before a restart) is
    // remembered too, for what is left of that row's window: one statement finds it, the next calls none
    const third = await createOperator(t.db);
    const thirdHeaders = await authHeader(t.app, third);
    const nineMinutesAgo = new Date(Date.now() - 9 * 60_000).toISOString();
    const entry = {
      action: 'get',
      entity: 'beneficiary',
      beneficiaryId: null,
      operatorId: third.id,
      statusCode: 200,
      notes: 'Elenco beneficiari',
    };
    expect(await writeAuditEntryAfterAnswer(t.db, { ...entry, at: nineMinutesAgo })).toBe(true);
    const sent = vi.spyOn(t.app.database.pool, 'query');
    // the Registro's statements sent, each with its answer's promise
    const logStatements = () => sent.mock.results.filter((_, i) => JSON.stringify(sent.mock.calls[i][0]).includes('activity_logs'));
    try {
      await list('limit=10&offset=0', thirdHeaders);
      await vi.waitFor(() => expect(logStatements()).toHaveLength(1));
      // the view is remembered once its statement has answered
      await Promise.allSettled(logStatements().map((result) => result.value));
      await new Promise((resolve) => setTimeout(resolve, 20));
      await list('limit=10&offset=0', thirdHeaders);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(logStatements()).toHaveLength(1);
      expect(await listViews(third.id)).toHaveLength(1);
      // its window ends a minute later, for the process as for the database: the view is written anew
      await t.db
        .update(activityLogs)
        .set({ createdAt: new Date(Date.now() - 11 * 60_000).toISOString() })
        .where(eq(activityLogs.operatorId, third.id));
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
      try {
        await list('limit=10&offset=0', thirdHeaders);
        await vi.waitFor(async () => expect(await listViews(third.id)).toHaveLength(2));
      } finally {
        vi.useRealTimers();
      }
    } finally {
      sent.mockRestore();
    }

    // after the window (for the database and for the process alike) the same view is written again
    await t.db
      .update(activityLogs)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where(eq(activityLogs.operatorId, adminRow.id));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
    try {
      await list('limit=10&offset=0');
      await vi.waitFor(async () => expect(await listViews(adminRow.id)).toHaveLength(3));
    } finally {
      vi.useRealTimers();
    }

    expect(await entries(admin, `operator_email=${adminEmail}`)).toEqual({ total: 0, data: [] });
    const withViews = await entries(admin, `operator_email=${adminEmail}&include_views=true`);
    expect(withViews.total).toBe(3);
    expect(withViews.data[0]).toMatchObject({ action: 'get', entita: 'beneficiary', status_code: 200, notes: 'Elenco beneficiari' });
  });
});
