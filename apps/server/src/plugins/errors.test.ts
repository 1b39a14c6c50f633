import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logCapture } from '../../test/log-capture';
import { logSerializers } from '../lib/log-serializers';
import errors from './errors';

/** A route that fails the way a query does when PostgreSQL refuses a value. */
async function appFailingWith(sqlState: string) {
  const log = logCapture();
  const app = Fastify({ logger: { level: 'info', stream: log.stream, serializers: logSerializers } });
  await app.register(errors);
  app.get('/fail', async () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: sqlState });
    throw new DrizzleQueryError('select * from operators where email = $1', ['secret-value@example.org'], cause);
  });
  return { app, log };
}

describe('database errors', () => {
  it.each(['22021', '22P05', '22001', '22P02'])(
    'a data exception (%s) answers 400 and logs neither the SQL values nor the SQL',
    async (code) => {
      const { app, log } = await appFailingWith(code);
      const res = await app.inject({ method: 'GET', url: '/fail' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "C'è un errore nella scrittura dei dati inviati" });
      expect(log.lines.join('\n')).not.toContain('secret-value');
      expect(log.entries().find((e) => e.msg === 'value refused by the database')).toMatchObject({ level: 40, sqlState: code });
      await app.close();
    },
  );

  it('an unexpected one answers 500 without details and logs its SQL and SQLSTATE but not its values', async () => {
    const { app, log } = await appFailingWith('XX000');
    const res = await app.inject({ method: 'GET', url: '/fail' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Errore interno del server, contattare lo sviluppatore' });
    const entry = log.entries().find((e) => e.msg === 'unexpected error') as { err: Record<string, unknown> & { cause: object } };
    expect(entry.err.message).toBe('Failed query: select * from operators where email = $1');
    expect(entry.err.cause).toMatchObject({ code: 'XX000' });
    expect(log.lines.join('\n')).not.toContain('secret-value');
    await app.close();
  });
});
