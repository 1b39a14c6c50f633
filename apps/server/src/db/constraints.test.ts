import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/build-app';
import errors from '../plugins/errors';
import { CONSTRAINTS } from './constraints';
import { beneficiaries, municipi } from './schema';

const { database } = await createTestDatabase();
const db = database.db;
afterAll(() => database.close());

describe('constraint registry', () => {
  it('names every unique and foreign key of the migrated database, and nothing else', async () => {
    const { rows } = await database.pool.query<{ name: string }>(`
      SELECT conname AS name FROM pg_constraint
       WHERE contype IN ('u', 'f') AND connamespace = 'public'::regnamespace
      UNION
      SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       WHERE i.indisunique AND NOT i.indisprimary AND c.relnamespace = 'public'::regnamespace`);
    const inDatabase = rows.map((r) => r.name).sort();
    expect(Object.keys(CONSTRAINTS).sort()).toEqual(inDatabase);
  });
});

describe('database constraint errors as the client sees them', () => {
  // the errors plugin alone, in front of routes that break constraints on purpose
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    await app.register(errors);
    app.post('/beneficiaries', async (request) => db.insert(beneficiaries).values(request.body as typeof beneficiaries.$inferInsert));
    app.delete('/municipi/:id', async (request) =>
      db.delete(municipi).where(eq(municipi.id, Number((request.params as { id: string }).id))),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (payload: object) => app.inject({ method: 'POST', url: '/beneficiaries', payload });

  it.each([
    ['fiscalCode', 'RSSMRA80A01H501U', 'fiscal_code', 'Il Codice fiscale è già presente nel sistema'],
    ['phone', '3331112222', 'phone', 'Il cellulare è già presente nel sistema'],
    ['idPublic', '01_001', 'id_public', "L'ID public è già presente nel sistema"],
    ['email', 'anna@example.org', 'email', "L'Email è già presente nel sistema"],
  ])('a second beneficiary with the same %s is a 409 naming %s', async (key, value, field, message) => {
    expect((await post({ name: 'Anna', surname: 'Verdi', [key]: value })).statusCode).toBe(200);
    const res = await post({ name: 'Bruna', surname: 'Neri', [key]: value });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
  });

  it('a reference to a missing row is a 400 on its field', async () => {
    const res = await post({ name: 'Carla', surname: 'Blu', municipioId: 999_999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Valore non valido', fields: { municipio_id: 'Valore non valido' } });
  });

  it('deleting a row others still reference is a 424 with the catalogue text', async () => {
    const [municipio] = await db.insert(municipi).values({ municipio: 'Municipio di prova', idPublic: 99 }).returning();
    await post({ name: 'Dora', surname: 'Gialli', municipioId: municipio.id });
    const res = await app.inject({ method: 'DELETE', url: `/municipi/${municipio.id}` });
    expect(res.statusCode).toBe(424);
    expect(res.json()).toEqual({ error: 'Operazione non consentita, esistono delle dipendenze per questa risorsa' });
  });
});
