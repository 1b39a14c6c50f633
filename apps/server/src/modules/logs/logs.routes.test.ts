import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createAdmin, createBeneficiary, createOperator } from '../../../test/factories';
import { activityLogs, operators } from '../../db/schema';

const t = await useTestApp();
let operator: Record<string, string>;
let admin: Record<string, string>;
let operatorEmail: string;
let beneficiaryId: number;
let publicId: string | null;
let otherBeneficiaryId: number;

const post = (payload: object, headers = operator) => t.app.inject({ method: 'POST', url: '/api/auth/logs/', headers, payload });
const get = (query: string, headers = admin) => t.app.inject({ method: 'GET', url: `/api/auth/logs/?${query}`, headers });

beforeAll(async () => {
  const op = await createOperator(t.db, { email: 'laura.conti@example.org' });
  operatorEmail = op.email;
  operator = await authHeader(t.app, op);
  admin = await authHeader(t.app, await createAdmin(t.db, { email: 'admin.registro@example.org' }));
  // her public id as the product makes them (NN_NNN), one no other test uses
  const idPublic = `${10 + Math.floor(Math.random() * 90)}_${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  ({ id: beneficiaryId, idPublic: publicId } = await createBeneficiary(t.db, { name: 'Ilaria', surname: 'Fontana', idPublic }));
  otherBeneficiaryId = (await createBeneficiary(t.db)).id;
});

describe('POST /api/auth/logs/', () => {
  it('refuses an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logs/', payload: { entita: 'costs', notes: 'x' } });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['operator', () => operator, 'laura.conti@example.org'],
    ['administrator', () => admin, 'admin.registro@example.org'],
  ])('lets an %s write an entry about a beneficiary and answers it with 201', async (_who, headers, email) => {
    const notes = 'Stato di verifica del costo cambiato da Da verificare a Verificato';
    const res = await post({ notes, entita: 'costs', beneficiary_id: beneficiaryId }, headers());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      ID: expect.any(Number),
      action: 'post',
      entita: 'costs',
      CreatedAt: expect.any(String),
      notes,
      status_code: 201,
      beneficiary_id: beneficiaryId,
      operator: { email },
    });
    const listed = (await get(`beneficiary_id=${beneficiaryId}&limit=1`)).json();
    expect(listed[0]).toEqual({ ...res.json(), beneficiary_name: 'Ilaria Fontana', beneficiary_public_id: publicId, changes: null });
  });

  it('accepts an entry about no beneficiary', async () => {
    const res = await post({ entita: 'operators', notes: 'Nota libera', beneficiary_id: null });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ beneficiary_id: null, entita: 'operators' });
  });

  it('answers 404 for an unknown beneficiary and writes nothing', async () => {
    const before = (await t.db.select().from(activityLogs)).length;
    const res = await post({ entita: 'costs', notes: 'x', beneficiary_id: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Risorsa non trovata' });
    expect((await t.db.select().from(activityLogs)).length).toBe(before);
  });

  it.each([
    ['no entita', { notes: 'x' }, 'entita', 'Questo campo è obbligatorio'],
    ['a blank entita', { entita: '   ' }, 'entita', 'Questo campo è obbligatorio'],
    ['notes over 1000 characters', { entita: 'costs', notes: 'x'.repeat(1001) }, 'notes', 'Il testo è troppo lungo'],
    ['an entita outside the list', { entita: 'sessions' }, 'entita', 'Valore non valido'],
    ['an entita in Italian', { entita: 'Costi' }, 'entita', 'Valore non valido'],
    ['a beneficiary_id that is no number', { entita: 'costs', beneficiary_id: 'abc' }, 'beneficiary_id', 'Valore non valido'],
  ])('refuses %s with an Italian field message', async (_case, payload, field, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
  });
});

describe('GET /api/auth/logs/', () => {
  beforeAll(async () => {
    // a known history, oldest first, written as the audit hook would
    await t.db.delete(activityLogs);
    const at = (minute: number) => new Date(Date.UTC(2025, 2, 10, 9, minute)).toISOString();
    const chiara = await createOperator(t.db, { email: 'chiara.neri@example.org' });
    const laura = (await t.db.query.operators.findFirst({ where: (o, { eq }) => eq(o.email, operatorEmail) }))!;
    await t.db.insert(activityLogs).values([
      { action: 'get', entity: 'beneficiary', beneficiaryId, operatorId: laura.id, statusCode: 200, createdAt: at(1) },
      {
        action: 'put',
        entity: 'data project',
        beneficiaryId,
        operatorId: laura.id,
        statusCode: 200,
        createdAt: at(2),
        notes: 'Progetto aggiornato',
      },
      { action: 'post', entity: 'interview', beneficiaryId: otherBeneficiaryId, operatorId: chiara.id, statusCode: 201, createdAt: at(3) },
      { action: 'delete', entity: 'files', beneficiaryId, operatorId: null, statusCode: 404, createdAt: at(4) },
      {
        action: 'patch',
        entity: 'beneficiary',
        beneficiaryId,
        operatorId: chiara.id,
        statusCode: 500,
        createdAt: at(5),
        changes: [{ field: 'phone', before: '333 1234567', after: '333 7654321' }],
      },
    ]);
  });

  it('refuses an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/logs/?beneficiary_id=${beneficiaryId}` });
    expect(res.statusCode).toBe(401);
  });

  it("refuses an operator: the Registro Attività is the administrators'", async () => {
    const res = await get(`beneficiary_id=${beneficiaryId}&limit=10&offset=0`, operator);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Accesso vietato: non hai i permessi per fare questa operazione!' });
  });

  it("gives an administrator a beneficiary's changes newest first, as a plain array, views left out", async () => {
    const res = await get(`beneficiary_id=${beneficiaryId}&limit=10&offset=0`);
    expect(res.statusCode).toBe(200);
    const entries = res.json();
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['patch', 'delete', 'put']);
    expect(entries[0]).toEqual({
      ID: expect.any(Number),
      action: 'patch',
      entita: 'beneficiary',
      CreatedAt: '2025-03-10T09:05:00.000Z',
      notes: null,
      status_code: 500,
      beneficiary_id: beneficiaryId,
      beneficiary_name: 'Ilaria Fontana',
      beneficiary_public_id: publicId,
      changes: [{ field: 'phone', before: '333 1234567', after: '333 7654321' }],
      operator: { email: 'chiara.neri@example.org' },
    });
    // an entry without operator (a deleted one, or the system)
    expect(entries[1].operator).toBeNull();
    expect(entries[2]).toMatchObject({ notes: 'Progetto aggiornato', operator: { email: operatorEmail } });
  });

  it('adds the views with include_views=true', async () => {
    const res = await get(`beneficiary_id=${beneficiaryId}&limit=10&offset=0&include_views=true`);
    expect(res.json().map((e: { action: string }) => e.action)).toEqual(['patch', 'delete', 'put', 'get']);
    const hidden = await get(`beneficiary_id=${beneficiaryId}&include_views=false`);
    expect(hidden.json().map((e: { action: string }) => e.action)).toEqual(['patch', 'delete', 'put']);
  });

  it('pages with limit and offset', async () => {
    const page = (offset: number) =>
      get(`beneficiary_id=${beneficiaryId}&include_views=true&limit=3&offset=${offset}`).then((r) => r.json());
    expect((await page(0)).map((e: { action: string }) => e.action)).toEqual(['patch', 'delete', 'put']);
    expect((await page(3)).map((e: { action: string }) => e.action)).toEqual(['get']);
    expect(await page(4)).toEqual([]);
  });

  it('answers {total, data} for the generic table', async () => {
    const res = await get('get-tot=true&limit=2&offset=0');
    expect(res.json()).toEqual({
      total: 4,
      data: [expect.objectContaining({ action: 'patch' }), expect.objectContaining({ action: 'delete' })],
    });
    expect((await get('get-tot=true&limit=2&include_views=true')).json().total).toBe(5);
  });

  it.each([
    ['entita=beneficiary', ['patch']],
    ['entita=beneficiary&include_views=true', ['patch', 'get']],
    ['action=PUT', ['put']],
    ['action=get', []],
    ['action=get&include_views=true', ['get']],
    ['operator_email=CHIARA', ['patch', 'post']],
    ['operator_email=%25', []],
  ])('filters by %s', async (query, actions) => {
    const { total, data } = (await get(`get-tot=true&${query}`)).json();
    expect(data.map((e: { action: string }) => e.action)).toEqual(actions);
    expect(total).toBe(actions.length);
  });

  it('filters by her public id, as operators know her (05_009), and finds nothing for one nobody has', async () => {
    expect(publicId).toMatch(/^\d{2}_\d{3}$/);
    const { total, data } = (await get(`get-tot=true&beneficiary_public_id=${publicId}`)).json();
    expect(data.map((e: { action: string }) => e.action)).toEqual(['patch', 'delete', 'put']);
    expect(total).toBe(3);
    expect((await get('get-tot=true&beneficiary_public_id=99_999')).json()).toEqual({ total: 0, data: [] });
    expect((await get(`get-tot=true&beneficiary_public_id=${publicId}&beneficiary_id=${otherBeneficiaryId}`)).json()).toEqual({
      total: 0,
      data: [],
    });
  });

  it('filters by an e-mail that several operators share, and answers an empty page for one that names nobody', async () => {
    const { total, data } = (await get('get-tot=true&operator_email=example.org&include_views=true')).json();
    expect(data.map((e: { action: string }) => e.action)).toEqual(['patch', 'post', 'put', 'get']);
    expect(total).toBe(4);
    expect((await get('get-tot=true&operator_email=nessuno@altrove.it')).json()).toEqual({ total: 0, data: [] });
    expect((await get('operator_email=nessuno@altrove.it')).json()).toEqual([]);
  });

  it('filters by an entity or action written into its own statement, a name with a space too, call after call', async () => {
    const [row] = await t.db
      .insert(activityLogs)
      .values({ action: 'put', entity: 'family commitments', statusCode: 200, beneficiaryId })
      .returning({ id: activityLogs.id });
    try {
      // past the fifth call PostgreSQL may keep one plan for a prepared statement: the answers stay the same
      for (let i = 0; i < 7; i++) {
        const { total, data } = (await get('get-tot=true&entita=family%20commitments&action=put')).json();
        expect([total, data.map((e: { entita: string }) => e.entita)]).toEqual([1, ['family commitments']]);
        expect((await get('get-tot=true&entita=costs')).json()).toEqual({ total: 0, data: [] });
      }
    } finally {
      await t.db.delete(activityLogs).where(eq(activityLogs.id, row.id));
    }
  });

  it.each([
    ['', 4],
    ['&include_views=true', 5],
    ['&entita=beneficiary', 1],
    ['&operator_email=chiara', 2],
  ])('gives the total on a page past the last entry (%s)', async (query, total) => {
    const res = await get(`get-tot=true&limit=10&offset=20${query}`);
    expect(res.json()).toEqual({ total, data: [] });
  });

  it('keeps the totals by entity, action and views exact as entries are written, moved and removed', async () => {
    const totals = async () => [(await get('get-tot=true')).json().total, (await get('get-tot=true&include_views=true')).json().total];
    expect(await totals()).toEqual([4, 5]);
    const added = await t.db
      .insert(activityLogs)
      .values([
        { action: 'get', entity: 'courses', statusCode: 200 },
        { action: 'get', entity: 'companies', statusCode: 200 },
        { action: 'post', entity: 'courses', statusCode: 201 },
      ])
      .returning({ id: activityLogs.id });
    expect(await totals()).toEqual([5, 8]);
    // the audit hook's own view of a record is counted as it is written
    await t.app.inject({ method: 'GET', url: `/api/auth/beneficiaries/${otherBeneficiaryId}`, headers: admin });
    await vi.waitFor(async () => expect(await totals()).toEqual([5, 9]));
    const total = async (query: string) => (await get(`get-tot=true&${query}`)).json().total;
    expect([
      await total('entita=courses'),
      await total('entita=courses&include_views=true'),
      await total('action=get&include_views=true'),
    ]).toEqual([1, 2, 4]);
    // an entry moved to another entity (none is edited today) moves between the counts
    await t.db.update(activityLogs).set({ entity: 'companies' }).where(eq(activityLogs.id, added[2].id));
    expect([await total('entita=courses'), await total('entita=companies'), await total('action=post')]).toEqual([0, 1, 2]);
    await t.db.delete(activityLogs).where(
      inArray(
        activityLogs.id,
        added.map((row) => row.id),
      ),
    );
    await t.db.delete(activityLogs).where(and(eq(activityLogs.entity, 'beneficiary'), eq(activityLogs.beneficiaryId, otherBeneficiaryId)));
    expect(await totals()).toEqual([4, 5]);
  });

  it('keeps the totals when an operator is deleted: her entries stay, with no operator', async () => {
    const giada = await createOperator(t.db, { email: 'giada.fabbri@example.org' });
    const mine = await t.db
      .insert(activityLogs)
      .values([
        { action: 'post', entity: 'courses', operatorId: giada.id, statusCode: 201 },
        { action: 'put', entity: 'courses', operatorId: giada.id, statusCode: 200 },
      ])
      .returning({ id: activityLogs.id });
    const total = async (query: string) => (await get(`get-tot=true&${query}`)).json().total;
    expect([await total(''), await total('operator_email=giada'), await total('entita=courses')]).toEqual([6, 2, 2]);
    await t.db.delete(operators).where(eq(operators.id, giada.id));
    expect([await total(''), await total('operator_email=giada'), await total('entita=courses')]).toEqual([6, 0, 2]);
    const { data } = (await get('get-tot=true&entita=courses')).json();
    expect(data.map((e: { operator: unknown }) => e.operator)).toEqual([null, null]);
    await t.db.delete(activityLogs).where(
      inArray(
        activityLogs.id,
        mine.map((row) => row.id),
      ),
    );
    expect(await total('')).toBe(4);
  });

  it('combines the filters', async () => {
    const { data } = (await get(`get-tot=true&operator_email=chiara&beneficiary_id=${beneficiaryId}`)).json();
    expect(data.map((e: { action: string }) => e.action)).toEqual(['patch']);
  });

  it.each([
    ['beneficiary_id=abc', 'beneficiary_id'],
    ['action=touch', 'action'],
    ['entita=BENEFICIARY', 'entita'],
    ['include_views=yes', 'include_views'],
    ['limit=100000', 'limit'],
  ])('refuses %s with 400 and the field', async (query, field) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual([field]);
  });
});

describe('GET /api/auth/logs/: the range of days and the outcome', () => {
  let entries: Record<string, number>;
  beforeAll(async () => {
    await t.db.delete(activityLogs);
    // Italy's days: 30 June 2025 ends at 22:00 UTC (summer time), 31 December 2024 at 23:00 UTC (winter time)
    const rows = {
      lateJune: { statusCode: 201, createdAt: '2025-06-30T21:59:00.000Z', beneficiaryId },
      firstJuly: { statusCode: 422, createdAt: '2025-06-30T22:00:00.000Z', beneficiaryId: otherBeneficiaryId },
      july: { statusCode: 500, createdAt: '2025-07-15T10:00:00.000Z', beneficiaryId },
      lastJuly: { statusCode: 204, createdAt: '2025-07-31T21:59:00.000Z', beneficiaryId: null },
      firstAugust: { statusCode: 200, createdAt: '2025-07-31T22:00:00.000Z', beneficiaryId },
      newYear: { statusCode: 200, createdAt: '2024-12-31T23:00:00.000Z', beneficiaryId },
      noCode: { statusCode: null, createdAt: '2025-07-20T10:00:00.000Z', beneficiaryId },
      view: { action: 'get', statusCode: 200, createdAt: '2025-07-10T10:00:00.000Z', beneficiaryId: null },
    };
    entries = {};
    for (const [key, row] of Object.entries(rows)) {
      const [written] = await t.db
        .insert(activityLogs)
        .values({ action: 'post', entity: 'costs', ...row })
        .returning({ id: activityLogs.id });
      entries[key] = written.id;
    }
  });

  const named = (data: { ID: number }[]) => data.map((e) => Object.keys(entries).find((key) => entries[key] === e.ID) ?? e.ID);

  it.each([
    ['date_from=2025-07-01&date_to=2025-07-31', ['lastJuly', 'noCode', 'july', 'firstJuly']],
    ['date_from=2025-07-01', ['firstAugust', 'lastJuly', 'noCode', 'july', 'firstJuly']],
    ['date_to=2025-06-30', ['lateJune', 'newYear']],
    ['date_from=2025-01-01&date_to=2025-01-01', ['newYear']],
    ['date_from=2025-07-01T00:00:00%2B02:00&date_to=2025-07-01T23:59:00Z', ['firstJuly']],
    ['date_from=2025-07-01&date_to=2025-07-31&include_views=true', ['lastJuly', 'noCode', 'july', 'view', 'firstJuly']],
    ['outcome=success', ['firstAugust', 'lastJuly', 'lateJune', 'newYear']],
    ['outcome=failure', ['july', 'firstJuly']],
    ['outcome=success&include_views=true', ['firstAugust', 'lastJuly', 'view', 'lateJune', 'newYear']],
    ['outcome=failure&date_from=2025-07-02', ['july']],
    ['outcome=success&date_from=2025-07-01&date_to=2025-07-31', ['lastJuly']],
  ])('filters by %s, days in Italy with both ends in, page and total agreeing', async (query, expected) => {
    const { total, data } = (await get(`get-tot=true&limit=20&${query}`)).json();
    expect(named(data)).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('combines the range and the outcome with a beneficiary, and counts a page past the last entry', async () => {
    const query = `beneficiary_id=${beneficiaryId}&date_from=2025-07-01&date_to=2025-07-31`;
    expect(named((await get(`get-tot=true&${query}`)).json().data)).toEqual(['noCode', 'july']);
    expect(named((await get(`get-tot=true&${query}&outcome=failure`)).json().data)).toEqual(['july']);
    expect((await get(`get-tot=true&${query}&offset=5`)).json()).toEqual({ total: 2, data: [] });
    expect((await get('get-tot=true&outcome=success&offset=10')).json()).toEqual({ total: 4, data: [] });
    expect((await get('get-tot=true&outcome=failure&offset=10&operator_email=laura')).json()).toEqual({ total: 0, data: [] });
  });

  it('names her on her entries while she exists, and keeps her id alone once she is gone', async () => {
    const { data } = (await get(`get-tot=true&date_from=2025-07-01&date_to=2025-07-15`)).json();
    expect(data.map((e: { beneficiary_name: string | null }) => e.beneficiary_name)).toEqual(['Ilaria Fontana', expect.any(String)]);
    const [gone] = await t.db
      .insert(activityLogs)
      .values({ action: 'delete', entity: 'beneficiary', beneficiaryId: 987_654, statusCode: 204, createdAt: '2023-05-05T10:00:00.000Z' })
      .returning({ id: activityLogs.id });
    try {
      const [entry] = (await get('get-tot=true&date_from=2023-05-05&date_to=2023-05-05')).json().data;
      expect(entry).toMatchObject({ beneficiary_id: 987_654, beneficiary_name: null });
    } finally {
      await t.db.delete(activityLogs).where(eq(activityLogs.id, gone.id));
    }
  });

  /** The kept counts by group and by day, and the same counted again from the log itself. */
  const keptAndRecounted = async () => {
    const rows = async (query: ReturnType<typeof sql>) => (await t.db.execute<Record<string, unknown>>(query)).rows;
    const outcome = sql`CASE WHEN status_code BETWEEN 200 AND 299 THEN 'success' WHEN status_code >= 400 THEN 'failure' END`;
    const day = sql`to_char(created_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD')`;
    return {
      kept: {
        groups: await rows(sql`SELECT entity, action, operator_id, outcome, n::int FROM activity_log_counts ORDER BY 1, 2, 3, 4`),
        days: await rows(
          sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, entity, action, outcome, n::int FROM activity_log_day_counts ORDER BY 1, 2, 3, 4`,
        ),
      },
      recounted: {
        groups: await rows(
          sql`SELECT entity, action, operator_id, ${outcome} AS outcome, count(*)::int AS n FROM activity_logs GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
        ),
        days: await rows(
          sql`SELECT ${day} AS day, entity, action, ${outcome} AS outcome, count(*)::int AS n FROM activity_logs GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
        ),
      },
    };
  };

  it('keeps the totals of a range of days exact as entries are written, moved to another day, changed and removed', async () => {
    const total = async (query: string) => (await get(`get-tot=true&${query}`)).json().total;
    const july = 'date_from=2025-07-01&date_to=2025-07-31';
    const giada = await createOperator(t.db, { email: 'giada.ferri@example.org' });
    const added = await t.db
      .insert(activityLogs)
      .values([
        { action: 'put', entity: 'costs', statusCode: 200, createdAt: '2025-07-05T09:00:00.000Z', operatorId: giada.id },
        { action: 'put', entity: 'costs', statusCode: 409, createdAt: '2025-07-05T09:01:00.000Z', operatorId: giada.id },
        { action: 'delete', entity: 'courses', statusCode: 204, createdAt: '2025-07-06T09:00:00.000Z' },
      ])
      .returning({ id: activityLogs.id });
    try {
      expect([await total(july), await total(`${july}&outcome=failure`), await total(`${july}&entita=courses`)]).toEqual([7, 3, 1]);
      // her range is counted on her index, the same entries
      expect(await total(`${july}&operator_email=giada.ferri`)).toBe(2);
      // moved to August: out of July's total, into August's, the day's counts following
      await t.db.update(activityLogs).set({ createdAt: '2025-08-02T09:00:00.000Z' }).where(eq(activityLogs.id, added[0].id));
      expect([await total(july), await total('date_from=2025-08-01&date_to=2025-08-31')]).toEqual([6, 2]);
      // a refusal turned success: from one outcome to the other on the same day
      await t.db.update(activityLogs).set({ statusCode: 200 }).where(eq(activityLogs.id, added[1].id));
      expect([await total(`${july}&outcome=failure`), await total(`${july}&outcome=success`)]).toEqual([2, 3]);
      // her deletion leaves her entries, with no operator, in the same days
      await t.db.delete(operators).where(eq(operators.id, giada.id));
      expect([await total(july), await total(`${july}&action=put`)]).toEqual([6, 1]);
      const { kept, recounted } = await keptAndRecounted();
      expect(kept).toEqual(recounted);
    } finally {
      await t.db.delete(activityLogs).where(
        inArray(
          activityLogs.id,
          added.map((row) => row.id),
        ),
      );
    }
    expect([await total(july), await total('date_from=2025-08-01&date_to=2025-08-31')]).toEqual([4, 1]);
    const { kept, recounted } = await keptAndRecounted();
    // a group whose entries are all gone is removed from both
    expect(kept).toEqual(recounted);
  });

  it.each([
    ['date_from=2025-02-30', { date_from: 'Data non valida' }],
    ['date_to=ieri', { date_to: 'Data non valida' }],
    ['date_from=2025-07-31&date_to=2025-07-01', { date_to: 'La data di fine deve essere successiva alla data di inizio' }],
    ['outcome=ok', { outcome: 'Valore non valido' }],
  ])('refuses %s with 400 and an Italian message on the field', async (query, fields) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(fields);
  });

  it('refuses the filters to an operator (403) and to an anonymous caller (401)', async () => {
    expect((await get('date_from=2025-07-01&outcome=failure', operator)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logs/?date_from=2025-07-01&outcome=failure' })).statusCode).toBe(401);
  });
});
