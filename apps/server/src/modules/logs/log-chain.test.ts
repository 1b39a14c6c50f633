import { spawn } from 'node:child_process';
import path from 'node:path';
import { logIntegrityVerdict, type LogIntegrity } from '@empowerment/shared/logs';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENV, useTestApp } from '../../../test/build-app';
import { buildApp } from '../../app';
import { connect } from '../../db/client';
import { authHeader, createAdmin, createOperator } from '../../../test/factories';
import { activityLogs, operators } from '../../db/schema';
import { redactLogEntries, sealPendingEntries, verifyLogChain } from './log-chain';

const t = await useTestApp();
// the test database's own role is a superuser: what someone with SQL access could do
const pool = t.db.$client;
const serverDir = path.resolve(import.meta.dirname, '../../..');

const verify = () => verifyLogChain(pool, { batchSize: 7 });
const seal = () => sealPendingEntries(pool, { batchSize: 5 });

/** `n` entries written as the product writes them (the insert trigger queues them), ids in order. */
async function write(n: number, extra: Partial<typeof activityLogs.$inferInsert> = {}) {
  const rows = Array.from({ length: n }, (_, i) => ({
    action: 'put',
    entity: 'beneficiary',
    beneficiaryId: 100 + i,
    statusCode: 200,
    notes: `Campi modificati: città ${i} «è»`,
    changes: [{ field: 'city', before: 'Roma', after: `Milano ${i}` }],
    createdAt: new Date().toISOString(),
    ...extra,
  }));
  const written = await t.db.insert(activityLogs).values(rows).returning({ id: activityLogs.id, createdAt: activityLogs.createdAt });
  return written.sort((a, b) => a.id - b.id);
}

const firstBreak = (r: LogIntegrity) => r.breaks[0];

beforeEach(async () => {
  await pool.query('TRUNCATE activity_logs, activity_log_seals, activity_log_unsealed, activity_log_redactions RESTART IDENTITY');
});

describe('the Registro’s hash chain', () => {
  it('seals every written entry once, in batches, and verifies an intact chain', async () => {
    await write(23);
    expect((await verify()).pending).toBe(23);
    expect(await seal()).toBe(23);
    expect(await seal()).toBe(0);
    const result = await verify();
    expect(result).toMatchObject({ intact: true, checked: 23, pending: 0, redacted: 0, breaks: [], breakCount: 0 });
    expect(result.head?.position).toBe(23);
    expect(result.head?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(logIntegrityVerdict(result)).toBe('Registro integro: 23 voci verificate');
  });

  it('an entry changed with SQL is detected and located: its id, date and place in the chain', async () => {
    const entries = await write(30);
    await seal();
    const target = entries[16];
    await pool.query(`UPDATE activity_logs SET notes = 'Campi modificati: nessuno' WHERE id = $1`, [target.id]);
    const result = await verify();
    expect(result.intact).toBe(false);
    expect(result.breakCount).toBe(1);
    expect(firstBreak(result)).toEqual({ kind: 'changed', id: target.id, at: new Date(target.createdAt).toISOString(), position: 17 });
    expect(logIntegrityVerdict(result)).toMatch(new RegExp(`^Registro alterato alla voce #${target.id} del \\d\\d/\\d\\d/\\d{4}`));
    // any column: its date, one of its changes' values
    await pool.query(`UPDATE activity_logs SET created_at = created_at - interval '1 microsecond' WHERE id = $1`, [entries[3].id]);
    await pool.query(`UPDATE activity_logs SET changes = jsonb_set(changes, '{0,after}', '"Napoli"') WHERE id = $1`, [entries[25].id]);
    expect((await verify()).breaks.map((b) => [b.kind, b.id])).toEqual([
      ['changed', entries[3].id],
      ['changed', target.id],
      ['changed', entries[25].id],
    ]);
  });

  it('a deleted entry is detected, by its id and date', async () => {
    const entries = await write(12);
    await seal();
    await pool.query('DELETE FROM activity_logs WHERE id = $1', [entries[4].id]);
    const result = await verify();
    expect(result.breaks).toEqual([{ kind: 'deleted', id: entries[4].id, at: new Date(entries[4].createdAt).toISOString(), position: 5 }]);
    // its seal deleted too: the next seal no longer follows
    await pool.query('DELETE FROM activity_log_seals WHERE log_id = $1', [entries[4].id]);
    expect((await verify()).breaks.map((b) => [b.kind, b.id])).toEqual([['seal', entries[5].id]]);
  });

  it('an entry added later with a past date, or without passing the trigger, is detected', async () => {
    await write(5);
    await seal();
    // dated three days ago, written now: sealed at the end of the chain, but long after its date
    const [forged] = await write(1, { createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(), notes: 'Voce falsa' });
    await seal();
    const result = await verify();
    expect(result.breaks).toEqual([{ kind: 'backdated', id: forged.id, at: new Date(forged.createdAt).toISOString(), position: 6 }]);
    // written with the triggers off: never queued, never sealed
    const client = await pool.connect();
    try {
      await client.query('SET session_replication_role = replica');
      await client.query(`INSERT INTO activity_logs (id, action, entity, notes) VALUES (3000, 'delete', 'beneficiary', 'Voce falsa')`);
    } finally {
      await client.query('RESET session_replication_role');
      client.release();
    }
    expect((await verify()).breaks.map((b) => [b.kind, b.id, b.position])).toEqual([
      ['backdated', forged.id, 6],
      ['unsealed', 3000, null],
    ]);
  });

  it('a seal rewritten to match a changed entry breaks the link to the next seal', async () => {
    const entries = await write(8);
    await seal();
    await pool.query(`UPDATE activity_logs SET notes = 'altro' WHERE id = $1`, [entries[2].id]);
    await pool.query(
      `UPDATE activity_log_seals s SET digest = activity_log_digest(l) FROM activity_logs l WHERE l.id = s.log_id AND l.id = $1`,
      [entries[2].id],
    );
    expect((await verify()).breaks.map((b) => [b.kind, b.id])).toEqual([['seal', entries[2].id]]);
  });

  it('entries committed out of id order, by concurrent writers and sealers, make a chain the verifier accepts', async () => {
    // a transaction takes its id first and commits last: sealed after the entries written meanwhile
    const late = await pool.connect();
    await late.query('BEGIN');
    const {
      rows: [slow],
    } = await late.query<{ id: number }>(
      `INSERT INTO activity_logs (action, entity, notes) VALUES ('post', 'costs', 'lenta') RETURNING id`,
    );
    await write(3);
    await seal();
    await late.query('COMMIT');
    late.release();
    await seal();
    const { rows: order } = await pool.query<{ log_id: number }>('SELECT log_id FROM activity_log_seals ORDER BY seq');
    expect(order.map((r) => r.log_id)).toEqual([slow.id + 1, slow.id + 2, slow.id + 3, slow.id]);

    // eight writers and three sealers at once (as several processes), for a while
    const writers = Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; i < 15; i++) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query(`INSERT INTO activity_logs (action, entity, notes) VALUES ('put', 'costs', $1)`, [`w${w} ${i}`]);
          if (i % 3 === 0) await new Promise((resolve) => setTimeout(resolve, 5 + ((w * 7) % 11)));
          await client.query('COMMIT');
        } finally {
          client.release();
        }
      }
    });
    let writing = true;
    const sealers = Array.from({ length: 3 }, async () => {
      while (writing) await seal();
    });
    await Promise.all(writers);
    writing = false;
    await Promise.all(sealers);
    await seal();
    const result = await verify();
    expect(result).toMatchObject({ intact: true, checked: 4 + 8 * 15, pending: 0 });
    const { rows } = await pool.query<{ n: number; ids: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT log_id)::int AS ids FROM activity_log_seals',
    );
    expect(rows[0]).toEqual({ n: 124, ids: 124 });
  });

  it('a redaction rewrites entries and is recorded: accepted, counted and listed; a change after it is not', async () => {
    const entries = await write(6);
    await seal();
    const ids = [entries[1].id, entries[4].id, entries[5].id];
    const rewritten = await t.db.transaction((tx) =>
      redactLogEntries(tx, ids, 'Anonimizzazione beneficiaria', (e) =>
        e.id === entries[5].id ? e : { notes: 'Campi modificati: [anonimizzato]', changes: null },
      ),
    );
    expect(rewritten).toBe(2);
    const [after] = await t.db.select().from(activityLogs).where(eq(activityLogs.id, entries[1].id));
    expect([after.notes, after.changes]).toEqual(['Campi modificati: [anonimizzato]', null]);
    const result = await verify();
    expect(result).toMatchObject({ intact: true, checked: 6, redacted: 2 });
    expect(result.redactions.map((r) => [r.id, r.reason])).toEqual([
      [entries[4].id, 'Anonimizzazione beneficiaria'],
      [entries[1].id, 'Anonimizzazione beneficiaria'],
    ]);
    await pool.query(`UPDATE activity_logs SET notes = 'di nuovo' WHERE id = $1`, [entries[4].id]);
    expect((await verify()).breaks.map((b) => [b.kind, b.id])).toEqual([['changed', entries[4].id]]);
  });

  it('an operator deleted clears her id from her entries as a recorded redaction; clearing it by hand is not', async () => {
    const nadia = await createOperator(t.db, { email: 'nadia.chain@example.org' });
    const kept = await createOperator(t.db, { email: 'kept.chain@example.org' });
    const hers = await write(3, { operatorId: nadia.id });
    const others = await write(2, { operatorId: kept.id });
    await seal();
    await t.db.delete(operators).where(eq(operators.id, nadia.id));
    const result = await verify();
    expect(result).toMatchObject({ intact: true, redacted: 3 });
    expect(result.redactions.map((r) => [r.id, r.reason])).toEqual(hers.map((e) => [e.id, 'Operatore eliminato']).reverse());
    await pool.query('UPDATE activity_logs SET operator_id = NULL WHERE id = $1', [others[0].id]);
    expect((await verify()).breaks.map((b) => [b.kind, b.id])).toEqual([['changed', others[0].id]]);
  });

  it('the product seals by itself, seconds after a write: two processes’ sealers on one database seal each entry once', async () => {
    const processes = await Promise.all(
      [1, 2].map(async () => {
        const database = connect(t.config.databaseUrl!);
        const app = await buildApp({ config: { ...t.config, logSealer: true }, database, logger: false });
        await app.ready();
        return { app, database };
      }),
    );
    try {
      await write(50);
      await expect.poll(async () => (await verify()).checked, { timeout: 20_000, interval: 500 }).toBe(50);
      await write(30);
      await expect.poll(async () => (await verify()).checked, { timeout: 20_000, interval: 500 }).toBe(80);
      expect(await verify()).toMatchObject({ intact: true, pending: 0, breakCount: 0 });
    } finally {
      for (const { app, database } of processes) {
        await app.close();
        await database.close();
      }
    }
  });

  it('GET /api/auth/logs/integrity: the verification for administrators only', async () => {
    const admin = await authHeader(t.app, await createAdmin(t.db, { email: 'admin.chain@example.org' }));
    const operator = await authHeader(t.app, await createOperator(t.db, { email: 'op.chain@example.org' }));
    await write(4);
    await seal();
    const call = (headers?: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/logs/integrity', headers });
    const ok = await call(admin);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ intact: true, checked: 4, breaks: [] });
    expect((await call(operator)).statusCode).toBe(403);
    expect((await call()).statusCode).toBe(401);
  });
});

describe('npm run verify-log', () => {
  const run = () =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/scripts/verify-log.ts'], {
        cwd: serverDir,
        env: { ...process.env, ...TEST_ENV, LOG_LEVEL: 'silent', DATABASE_URL: t.config.databaseUrl },
      });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('close', (code) => resolve({ code, out }));
    });

  it('says the Registro is intact (exit 0) or where it breaks (exit 1), in Italian', { timeout: 60_000 }, async () => {
    const entries = await write(9);
    await seal();
    const intact = await run();
    expect(intact.out).toContain('Registro integro: 9 voci verificate');
    expect(intact.out).toMatch(/Ultimo sigillo: posizione 9, impronta [0-9a-f]{64}/);
    expect(intact.code).toBe(0);
    await pool.query(`UPDATE activity_logs SET status_code = 500 WHERE id = $1`, [entries[6].id]);
    const broken = await run();
    expect(broken.out).toMatch(new RegExp(`^Registro alterato alla voce #${entries[6].id} del .+ \\(contenuto modificato\\)`));
    expect(broken.out).toContain('1 interruzione trovata');
    expect(broken.out).toContain(`Voce #${entries[6].id} del `);
    expect(broken.code).toBe(1);
  });
});
