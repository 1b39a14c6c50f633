import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { activityLogs, operators, passwordTokens } from '../../db/schema';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createBeneficiary, createColType, createMunicipio, linkToken, mailsTo } from '../../../test/factories';
import { createAdmin, createOperator, TEST_PASSWORD } from './operators.factory';

const t = await useTestApp();

const FORBIDDEN = { error: 'Accesso vietato: non hai i permessi per fare questa operazione!' };
const UNAUTHORIZED = { error: 'Sessione scaduta, effettuare il login' };
const NOT_FOUND = { error: 'Risorsa non trovata' };
const OPERATOR_KEYS = [
  'CreatedAt',
  'ID',
  'UpdatedAt',
  'col_id',
  'email',
  'municipio_id',
  'name',
  'notes',
  'phone',
  'super_operator',
  'surname',
  'deactivated_at',
  'invitation_pending',
].sort();

const municipio = await createMunicipio(t.db);
const col = await createColType(t.db);
const otherMunicipio = await createMunicipio(t.db);
const otherCol = await createColType(t.db);

let seq = 0;
const newEmail = (label = 'op') => `${label}-${Date.now().toString(36)}-${++seq}@example.org`;

type Caller = { id: number; superOperator: boolean } | null;
const headersOf = async (caller: Caller) => (caller ? authHeader(t.app, caller) : {});
const call = async (caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: await headersOf(caller), ...(payload ? { payload } : {}) });

const createBody = (over: Record<string, unknown> = {}) => ({
  email: newEmail('new'),
  name: 'Maria',
  surname: 'Verdi',
  phone: '+39 333 1234567',
  municipio_id: municipio.id,
  col_id: col.id,
  super_operator: false,
  notes: 'Sportello del martedì',
  ...over,
});

/** The body the web form sends for an existing operator: her fields as they are, plus changes. */
const formOf = (op: typeof operators.$inferSelect, over: Record<string, unknown> = {}) => ({
  ID: op.id,
  email: op.email,
  name: op.name,
  surname: op.surname,
  phone: op.phone,
  municipio_id: op.municipioId ?? municipio.id,
  col_id: op.colId ?? col.id,
  super_operator: op.superOperator,
  notes: op.notes,
  ...over,
});

/** The caller's latest entry in the Registro Attività (written just after the answer, hence the wait). */
const expectLogged = (operatorId: number, entry: Record<string, unknown>) =>
  vi.waitFor(async () => {
    const [row] = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.operatorId, operatorId), eq(activityLogs.entity, 'operators')))
      .orderBy(desc(activityLogs.id))
      .limit(1);
    expect(row).toMatchObject(entry);
  });

describe('GET /api/auth/operators/', () => {
  const tag = `zq${Date.now().toString(36)}`;
  const seeded = Promise.all([
    createOperator(t.db, { surname: `Bruno ${tag}`, name: 'Carla', email: `carla.${tag}@example.org` }),
    createOperator(t.db, { surname: `Amato ${tag}`, name: 'Zoe', email: `zoe.${tag}@example.org` }),
    createOperator(t.db, { surname: `Amato ${tag}`, name: 'Anna', email: `anna.${tag}@Example.org`, superOperator: true }),
    createOperator(t.db, { surname: `Conti ${tag}`, name: 'Bice', email: `bice.${tag}@example.org` }),
  ]);

  it('answers 401 to anonymous and 403 to an operator', async () => {
    const op = await createOperator(t.db);
    const anonymous = await call(null, 'GET', '/api/auth/operators/');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(UNAUTHORIZED);
    const res = await call(op, 'GET', '/api/auth/operators/');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });

  it('gives an administrator the array sorted by surname then name, without password hashes', async () => {
    await seeded;
    const admin = await createAdmin(t.db);
    const res = await call(admin, 'GET', `/api/auth/operators/?surname=${tag}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((r: { name: string }) => r.name)).toEqual(['Anna', 'Zoe', 'Carla', 'Bice']);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(OPERATOR_KEYS);
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  it('with get-tot=true answers {total, data} and pages in the database', async () => {
    await seeded;
    const admin = await createAdmin(t.db);
    const res = await call(admin, 'GET', `/api/auth/operators/?get-tot=true&limit=2&offset=1&surname=${tag}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.data.map((r: { name: string }) => r.name)).toEqual(['Zoe', 'Carla']);
    const all = await call(admin, 'GET', '/api/auth/operators/?get-tot=true&limit=10000');
    const n = await t.db.$count(operators);
    expect(all.json().total).toBe(n);
    expect(all.json().data).toHaveLength(n);
  });

  it('filters by email (any case), name and the administrator flag', async () => {
    await seeded;
    const admin = await createAdmin(t.db);
    const names = async (query: string) =>
      (await call(admin, 'GET', `/api/auth/operators/?surname=${tag}&${query}`)).json().map((r: { name: string }) => r.name);
    expect(await names(`email=${`ANNA.${tag}`.toUpperCase()}`)).toEqual(['Anna']);
    expect(await names('name=I')).toEqual(['Bice']);
    expect(await names('name=ar')).toEqual(['Carla']);
    expect(await names('super_operator=true')).toEqual(['Anna']);
    expect(await names('super_operator=false')).toEqual(['Zoe', 'Carla', 'Bice']);
    expect(await names('name=%25')).toEqual([]); // a literal %, not a wildcard
    expect(await names('name=&email=%20&super_operator=')).toEqual(['Anna', 'Zoe', 'Carla', 'Bice']); // empty: no filter
  });

  it('answers 400 to a filter value it does not know', async () => {
    const admin = await createAdmin(t.db);
    const res = await call(admin, 'GET', '/api/auth/operators/?super_operator=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Valore non valido', fields: { super_operator: 'Valore non valido' } });
  });
});

describe('GET /api/auth/operators/{id}', () => {
  it('answers 401 to anonymous', async () => {
    const op = await createOperator(t.db);
    const res = await call(null, 'GET', `/api/auth/operators/${op.id}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('gives an operator her own record, with the keys of the spec', async () => {
    const op = await createOperator(t.db, { phone: '333 1234567', municipioId: municipio.id, colId: col.id, notes: 'nota' });
    const res = await call(op, 'GET', `/api/auth/operators/${op.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ID: op.id,
      name: 'Giulia',
      surname: 'Rossi',
      email: op.email,
      phone: '333 1234567',
      municipio_id: municipio.id,
      col_id: col.id,
      super_operator: false,
      notes: 'nota',
      deactivated_at: null,
      invitation_pending: false,
      CreatedAt: new Date(op.createdAt).toISOString(),
      UpdatedAt: new Date(op.updatedAt).toISOString(),
    });
  });

  it("refuses an operator someone else's record, existing or not, with 403", async () => {
    const op = await createOperator(t.db);
    const other = await createAdmin(t.db);
    for (const id of [other.id, 999_999]) {
      const res = await call(op, 'GET', `/api/auth/operators/${id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
  });

  it('gives an administrator anyone, and 404 for an unknown id', async () => {
    const admin = await createAdmin(t.db);
    const op = await createOperator(t.db);
    const res = await call(admin, 'GET', `/api/auth/operators/${op.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ID: op.id, email: op.email, super_operator: false });
    const missing = await call(admin, 'GET', '/api/auth/operators/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(NOT_FOUND);
  });

  it('answers 400 to an id that is not one', async () => {
    const admin = await createAdmin(t.db);
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      const res = await call(admin, 'GET', `/api/auth/operators/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Valore non valido', fields: { id: 'Valore non valido' } });
    }
  });
});

describe('POST /api/auth/operators/', () => {
  it('answers 401 to anonymous and 403 to an operator, and creates nobody', async () => {
    const op = await createOperator(t.db);
    const body = createBody();
    expect((await call(null, 'POST', '/api/auth/operators/', body)).statusCode).toBe(401);
    const res = await call(op, 'POST', '/api/auth/operators/', body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    expect(await mailsTo(t.db, body.email)).toEqual([]);
  });

  it('lets an administrator create an operator without a password and mails her an invitation that sets it', async () => {
    const admin = await createAdmin(t.db);
    const body = createBody({ email: `  ${newEmail('Invited')}  ` });
    const email = body.email.trim();
    const res = await call(admin, 'POST', '/api/auth/operators/', body);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      email,
      name: 'Maria',
      surname: 'Verdi',
      phone: '+39 333 1234567',
      municipio_id: municipio.id,
      col_id: col.id,
      super_operator: false,
      notes: 'Sportello del martedì',
    });
    // without SMTP_URL the answer carries the invitation link, for the administrator to hand over
    expect(Object.keys(created).sort()).toEqual([...OPERATOR_KEYS, 'invite_url'].sort());

    // no password yet: she cannot sign in
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: TEST_PASSWORD },
      remoteAddress: '10.9.0.1',
    });
    expect(before.statusCode).toBe(401);

    const [mail] = await mailsTo(t.db, email);
    expect(mail.subject).toBe('Empowerment - Invito ad accedere');
    const [invite] = await t.db.select().from(passwordTokens).where(eq(passwordTokens.operatorId, created.ID));
    expect(invite.kind).toBe('invite');
    expect((invite.expiresAt.getTime() - Date.now()) / 3_600_000).toBeCloseTo(72, 1);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[\w-]+&invito=1/);
    expect(mail.text).toContain('entro 72 ore');
    expect(created.invite_url).toBe(`http://localhost:3000/reset-password?token=${linkToken(mail.text)}&invito=1`);
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/reset-password/?token=${linkToken(mail.text)}`,
      payload: { password: 'Benvenuta1!' },
    });
    expect(set.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'Benvenuta1!' },
      remoteAddress: '10.9.0.1',
    });
    expect(after.statusCode).toBe(201);

    await expectLogged(admin.id, {
      action: 'post',
      entity: 'operators',
      statusCode: 201,
      notes: `Operatore aggiunto: Maria Verdi <${email}>`,
    });
  });

  it('creates an administrator when asked', async () => {
    const admin = await createAdmin(t.db);
    const res = await call(admin, 'POST', '/api/auth/operators/', createBody({ super_operator: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json().super_operator).toBe(true);
  });

  it('answers 409 naming the email when the address exists in any case', async () => {
    const admin = await createAdmin(t.db);
    const existing = await createOperator(t.db);
    const res = await call(admin, 'POST', '/api/auth/operators/', createBody({ email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: "L'email è già presente nel sistema", fields: { email: "L'email è già presente nel sistema" } });
    expect(await mailsTo(t.db, existing.email.toUpperCase())).toEqual([]);
  });

  it.each([
    ['email', { email: '' }, "L'email è obbligatoria"],
    ['email', { email: 'not-an-address' }, "L'email non è valida"],
    ['phone', { phone: '12' }, 'Il formato del telefono non è valido'],
    ['notes', { notes: 'x'.repeat(301) }, 'Le note devono contenere al massimo 300 caratteri'],
    ['municipio_id', { municipio_id: undefined }, 'Questo campo è obbligatorio'],
    ['col_id', { col_id: null }, 'Questo campo è obbligatorio'],
    ['name', { name: 'x'.repeat(101) }, 'Il testo è troppo lungo'],
  ])('answers 400 on %s for %j', async (field, over, message) => {
    const admin = await createAdmin(t.db);
    const res = await call(admin, 'POST', '/api/auth/operators/', createBody(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('answers 400 on municipio_id and col_id when they are not in the reference lists', async () => {
    const admin = await createAdmin(t.db);
    const body = createBody({ municipio_id: 999_999, col_id: 999_998 });
    const res = await call(admin, 'POST', '/api/auth/operators/', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Valore non valido', fields: { municipio_id: 'Valore non valido', col_id: 'Valore non valido' } });
    expect(await mailsTo(t.db, body.email)).toEqual([]);
  });
});

describe('PUT /api/auth/operators/{ID}', () => {
  it('answers 401 to anonymous', async () => {
    const op = await createOperator(t.db, { municipioId: municipio.id, colId: col.id });
    const res = await call(null, 'PUT', `/api/auth/operators/${op.id}`, formOf(op, { name: 'X' }));
    expect(res.statusCode).toBe(401);
  });

  it('lets an operator change her name, surname, phone, municipio and col', async () => {
    const op = await createOperator(t.db, { municipioId: municipio.id, colId: col.id, notes: "scritto dall'amministratrice" });
    const res = await call(
      op,
      'PUT',
      `/api/auth/operators/${op.id}`,
      formOf(op, { name: 'Giuliana', surname: 'Neri', phone: '333 123 4567', municipio_id: otherMunicipio.id, col_id: otherCol.id }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ID: op.id,
      email: op.email,
      name: 'Giuliana',
      surname: 'Neri',
      phone: '333 123 4567',
      municipio_id: otherMunicipio.id,
      col_id: otherCol.id,
      super_operator: false,
      notes: "scritto dall'amministratrice",
    });
    expect(Date.parse(res.json().UpdatedAt)).toBeGreaterThan(Date.parse(new Date(op.updatedAt).toISOString()));
    const again = await call(op, 'GET', `/api/auth/operators/${op.id}`);
    expect(again.json().name).toBe('Giuliana');
    await expectLogged(op.id, {
      action: 'put',
      entity: 'operators',
      statusCode: 200,
      notes: `Operatore modificato: Giuliana Neri <${op.email}>; campi modificati: Nome, Cognome, Telefono, Municipio, C.O.L.`,
    });
  });

  it('lets an operator leave out the fields she may not change, or send them unchanged', async () => {
    const op = await createOperator(t.db, { municipioId: municipio.id, colId: col.id, notes: 'nota riservata' });
    // what the web app sends for her: only the fields she may change, and the ID
    const { super_operator: _s, notes: _n, email: _e, ...withoutAdminFields } = formOf(op, { name: 'Senza' });
    const res = await call(op, 'PUT', `/api/auth/operators/${op.id}`, withoutAdminFields);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Senza', email: op.email, notes: 'nota riservata', super_operator: false });
    const sameEmailOtherCase = await call(op, 'PUT', `/api/auth/operators/${op.id}`, formOf(op, { email: op.email.toUpperCase() }));
    expect(sameEmailOtherCase.statusCode).toBe(200);
    expect(sameEmailOtherCase.json().email).toBe(op.email);
  });

  it.each([
    ['her email', { email: 'elsewhere@example.org' }],
    ['her administrator flag', { super_operator: true }],
    ['her notes', { notes: 'una nota' }],
  ])('refuses with 403 an operator changing %s, and changes nothing', async (_what, over) => {
    const op = await createOperator(t.db, { municipioId: municipio.id, colId: col.id });
    const res = await call(op, 'PUT', `/api/auth/operators/${op.id}`, formOf(op, { name: 'Cambiato', ...over }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    const [row] = await t.db.select().from(operators).where(eq(operators.id, op.id));
    expect(row).toMatchObject({ name: 'Giulia', email: op.email, superOperator: false, notes: '' });
  });

  it("refuses with 403 an operator editing someone else's record, existing or not", async () => {
    const op = await createOperator(t.db, { municipioId: municipio.id, colId: col.id });
    const other = await createOperator(t.db, { municipioId: municipio.id, colId: col.id });
    const res = await call(op, 'PUT', `/api/auth/operators/${other.id}`, formOf(other, { name: 'Intrusa' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    const unknown = await call(op, 'PUT', '/api/auth/operators/999999', formOf(other, { ID: 999_999 }));
    expect(unknown.statusCode).toBe(403);
  });

  it('lets an administrator change every field of anyone', async () => {
    const admin = await createAdmin(t.db);
    const op = await createOperator(t.db, { municipioId: municipio.id, colId: col.id });
    const email = newEmail('Changed');
    const res = await call(
      admin,
      'PUT',
      `/api/auth/operators/${op.id}`,
      formOf(op, { email, name: 'Nuovo', notes: 'promossa', super_operator: true, phone: '', municipio_id: otherMunicipio.id }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ID: op.id,
      email,
      name: 'Nuovo',
      notes: 'promossa',
      super_operator: true,
      phone: '',
      municipio_id: otherMunicipio.id,
    });
    // the promotion holds at once: her existing token now reaches the administrators' list
    expect((await call(op, 'GET', '/api/auth/operators/')).statusCode).toBe(200);
  });

  it('demotes an administrator at once, even on the access token she already has', async () => {
    const admin = await createAdmin(t.db);
    const other = await createAdmin(t.db, { municipioId: municipio.id, colId: col.id });
    const othersToken = await authHeader(t.app, other); // claims super_operator: true
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/operators/', headers: othersToken })).statusCode).toBe(200);
    const res = await call(admin, 'PUT', `/api/auth/operators/${other.id}`, formOf(other, { super_operator: false }));
    expect(res.statusCode).toBe(200);
    expect(res.json().super_operator).toBe(false);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/operators/', headers: othersToken });
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual(FORBIDDEN);
  });

  it('refuses an administrator removing her own administrator rights, but lets her edit the rest', async () => {
    const admin = await createAdmin(t.db, { municipioId: municipio.id, colId: col.id });
    const res = await call(admin, 'PUT', `/api/auth/operators/${admin.id}`, formOf(admin, { super_operator: false }));
    // a rule of the data, not a missing permission: 422 with the text on the field
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'Non puoi rimuovere i tuoi privilegi di amministratore.',
      fields: { super_operator: 'Non puoi rimuovere i tuoi privilegi di amministratore.' },
    });
    expect((await call(admin, 'GET', `/api/auth/operators/${admin.id}`)).json().super_operator).toBe(true);
    const ok = await call(admin, 'PUT', `/api/auth/operators/${admin.id}`, formOf(admin, { notes: 'io', email: newEmail('me') }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ super_operator: true, notes: 'io' });
  });

  it('answers 404 to an administrator for an unknown id', async () => {
    const admin = await createAdmin(t.db);
    const op = await createOperator(t.db);
    const res = await call(admin, 'PUT', '/api/auth/operators/999999', formOf(op, { ID: 999_999 }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  it('answers 409 on the email when another operator has it', async () => {
    const admin = await createAdmin(t.db);
    const op = await createOperator(t.db);
    const other = await createOperator(t.db);
    const res = await call(admin, 'PUT', `/api/auth/operators/${op.id}`, formOf(op, { email: other.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: "L'email è già presente nel sistema", fields: { email: "L'email è già presente nel sistema" } });
  });

  it('answers 400 on municipio_id or col_id outside the reference lists, and on an ID that is not the path one', async () => {
    const op = await createOperator(t.db, { municipioId: municipio.id, colId: col.id });
    const res = await call(op, 'PUT', `/api/auth/operators/${op.id}`, formOf(op, { municipio_id: 999_999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Valore non valido', fields: { municipio_id: 'Valore non valido' } });
    const col404 = await call(op, 'PUT', `/api/auth/operators/${op.id}`, formOf(op, { col_id: 999_999 }));
    expect(col404.json()).toEqual({ error: 'Valore non valido', fields: { col_id: 'Valore non valido' } });
    const mismatch = await call(op, 'PUT', `/api/auth/operators/${op.id}`, formOf(op, { ID: op.id + 1 }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ error: 'Valore non valido', fields: { ID: 'Valore non valido' } });
  });

  it('validates the payload with the form rules', async () => {
    const op = await createOperator(t.db, { municipioId: municipio.id, colId: col.id });
    const res = await call(op, 'PUT', `/api/auth/operators/${op.id}`, formOf(op, { phone: 'abc', municipio_id: null }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ phone: 'Il formato del telefono non è valido', municipio_id: 'Questo campo è obbligatorio' });
  });
});

describe('DELETE /api/auth/operators/{ID} (deactivation)', () => {
  it('answers 401 to anonymous and 403 to an operator, and deactivates nobody', async () => {
    const op = await createOperator(t.db);
    const other = await createOperator(t.db);
    expect((await call(null, 'DELETE', `/api/auth/operators/${other.id}`)).statusCode).toBe(401);
    const res = await call(op, 'DELETE', `/api/auth/operators/${other.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    expect((await call(op, 'DELETE', `/api/auth/operators/${op.id}`)).statusCode).toBe(403);
    const [row] = await t.db.select().from(operators).where(eq(operators.id, other.id));
    expect(row.deactivatedAt).toBeNull();
  });

  it('deactivates her: she cannot sign in, refresh or call with her access token, and her history keeps her', async () => {
    const admin = await createAdmin(t.db);
    const op = await createOperator(t.db);
    const beneficiary = await createBeneficiary(t.db, { operatorId: op.id });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: op.email, password: TEST_PASSWORD },
      remoteAddress: '10.9.0.2',
    });
    const { access_token, refresh_token } = signIn.json();
    // something she did, in the Registro under her name
    const own = { authorization: `Bearer ${access_token}` };
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/operators/${op.id}`,
      headers: own,
      payload: formOf(op, { phone: '333 7654321' }),
    });
    expect(edit.statusCode).toBe(200);
    await expectLogged(op.id, { action: 'put', entity: 'operators' });
    await t.db
      .insert(passwordTokens)
      .values({ operatorId: op.id, tokenHash: `h-${op.id}`, kind: 'reset', expiresAt: new Date(Date.now() + 3600_000) });

    const res = await call(admin, 'DELETE', `/api/auth/operators/${op.id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [row] = await t.db.select().from(operators).where(eq(operators.id, op.id));
    expect(row.deactivatedAt).toBeInstanceOf(Date);
    const read = await call(admin, 'GET', `/api/auth/operators/${op.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().deactivated_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);

    expect((await t.app.inject({ method: 'GET', url: `/api/auth/operators/${op.id}`, headers: own })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refresh_token } })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: op.email, password: TEST_PASSWORD },
      remoteAddress: '10.9.0.2',
    });
    // the same answer as a wrong password: it does not tell that the account exists
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ error: 'Email o password errati' });
    const tokens = await t.db.select().from(passwordTokens).where(eq(passwordTokens.operatorId, op.id));
    expect(tokens.every((tk) => tk.usedAt !== null)).toBe(true);

    await expectLogged(admin.id, {
      action: 'delete',
      entity: 'operators',
      statusCode: 204,
      notes: `Operatore disattivato: Giulia Rossi <${op.email}>`,
    });
    // the Registro still names her, and finds her entries by her e-mail
    const logs = await call(admin, 'GET', `/api/auth/logs/?operator_email=${encodeURIComponent(op.email)}`);
    expect(logs.statusCode).toBe(200);
    expect(logs.json().length).toBeGreaterThan(0);
    expect(logs.json()[0].operator).toEqual({ email: op.email });
    // her beneficiary is still hers
    const record = await call(admin, 'GET', `/api/auth/beneficiaries/${beneficiary.id}`);
    expect(record.json().operator).toEqual({ email: op.email });
  });

  it('leaves her out of the list by default; state=deactivated and state=all show her', async () => {
    const admin = await createAdmin(t.db);
    const op = await createOperator(t.db, { email: newEmail('gone') });
    await call(admin, 'DELETE', `/api/auth/operators/${op.id}`);
    const ids = async (q: string) =>
      ((await call(admin, 'GET', `/api/auth/operators/?email=gone-&limit=100${q}`)).json() as { ID: number }[]).map((r) => r.ID);
    expect(await ids('')).not.toContain(op.id);
    expect(await ids('&state=deactivated')).toContain(op.id);
    expect(await ids('&state=all')).toContain(op.id);
    expect(await ids('&state=active')).not.toContain(op.id);
    expect((await call(admin, 'GET', '/api/auth/operators/?state=gone')).statusCode).toBe(400);
  });

  it('refuses an administrator deactivating herself, as a rule of the data (422)', async () => {
    const admin = await createAdmin(t.db);
    const res = await call(admin, 'DELETE', `/api/auth/operators/${admin.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'Non puoi disattivare il tuo account.' });
    const [row] = await t.db.select().from(operators).where(eq(operators.id, admin.id));
    expect(row.deactivatedAt).toBeNull();
  });

  it('answers 404 for an unknown id', async () => {
    const admin = await createAdmin(t.db);
    const res = await call(admin, 'DELETE', '/api/auth/operators/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });
});

describe('POST /api/auth/operators/{ID}/reactivate', () => {
  it('answers 401 to anonymous and 403 to an operator', async () => {
    const op = await createOperator(t.db);
    expect((await call(null, 'POST', `/api/auth/operators/${op.id}/reactivate`)).statusCode).toBe(401);
    expect((await call(op, 'POST', `/api/auth/operators/${op.id}/reactivate`)).statusCode).toBe(403);
  });

  it('lets her sign in again, audited; a stale version is refused', async () => {
    const admin = await createAdmin(t.db);
    const op = await createOperator(t.db);
    await call(admin, 'DELETE', `/api/auth/operators/${op.id}`);
    const res = await call(admin, 'POST', `/api/auth/operators/${op.id}/reactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json().deactivated_at).toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: op.email, password: TEST_PASSWORD },
      remoteAddress: '10.9.0.3',
    });
    expect(login.statusCode).toBe(201);
    await expectLogged(admin.id, { action: 'post', entity: 'operators', notes: `Operatore riattivato: Giulia Rossi <${op.email}>` });
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/auth/operators/${op.id}/reactivate`,
      headers: { ...(await headersOf(admin)), 'if-match': '"2000-01-01T00:00:00.000Z"' },
    });
    expect(stale.statusCode).toBe(409);
    expect((await call(admin, 'POST', '/api/auth/operators/999999/reactivate')).statusCode).toBe(404);
  });
});

describe('POST /api/auth/operators/{ID}/invitation', () => {
  it('answers 401 to anonymous and 403 to an operator', async () => {
    const op = await createOperator(t.db);
    expect((await call(null, 'POST', `/api/auth/operators/${op.id}/invitation`)).statusCode).toBe(401);
    expect((await call(op, 'POST', `/api/auth/operators/${op.id}/invitation`)).statusCode).toBe(403);
  });

  it('sends a new link, answers it without SMTP, and the old one no longer works', async () => {
    const admin = await createAdmin(t.db);
    const created = await call(admin, 'POST', '/api/auth/operators/', createBody());
    expect(created.statusCode).toBe(201);
    const { ID, email, invite_url: first, invitation_pending } = created.json();
    expect(invitation_pending).toBe(true);
    const res = await call(admin, 'POST', `/api/auth/operators/${ID}/invitation`);
    expect(res.statusCode).toBe(200);
    const second = res.json().invite_url as string;
    expect(second).toMatch(/\/reset-password\?token=.+&invito=1$/);
    expect(second).not.toBe(first);
    expect(linkToken((await mailsTo(t.db, email)).at(-1)!.text)).toBe(new URL(second).searchParams.get('token'));
    await expectLogged(admin.id, { action: 'post', entity: 'operators', notes: `Invito inviato di nuovo: Maria Verdi <${email}>` });

    const firstToken = new URL(first).searchParams.get('token');
    const old = await t.app.inject({ method: 'PUT', url: `/api/reset-password?token=${firstToken}`, payload: { password: 'Benvenuta1!' } });
    expect(old.statusCode).toBe(400);
    const secondToken = new URL(second).searchParams.get('token');
    const ok = await t.app.inject({ method: 'PUT', url: `/api/reset-password?token=${secondToken}`, payload: { password: 'Benvenuta1!' } });
    expect(ok.statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/auth/operators/${ID}`)).json().invitation_pending).toBe(false);
    // she has a password now: no invitation to resend
    const again = await call(admin, 'POST', `/api/auth/operators/${ID}/invitation`);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ error: 'Questa operatrice ha già scelto la password: non serve un nuovo invito.' });
  });

  it('refuses a deactivated operator (422), whose pending invitation died with her access', async () => {
    const admin = await createAdmin(t.db);
    const created = (await call(admin, 'POST', '/api/auth/operators/', createBody())).json();
    await call(admin, 'DELETE', `/api/auth/operators/${created.ID}`);
    const res = await call(admin, 'POST', `/api/auth/operators/${created.ID}/invitation`);
    expect(res.statusCode).toBe(422);
    const token = new URL(created.invite_url).searchParams.get('token');
    const old = await t.app.inject({ method: 'PUT', url: `/api/reset-password?token=${token}`, payload: { password: 'Benvenuta1!' } });
    expect(old.statusCode).toBe(400);
  });
});
