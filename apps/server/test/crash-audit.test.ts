// A change and its Registro Attività entry commit together: the product killed with SIGKILL in the
// middle of a burst of writes leaves no committed change without its entry.
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { activityLogs, aboutServices } from '../src/db/schema';
import { createTestDatabase } from './build-app';
import { createBeneficiaries } from './factories';
import { freePort } from './free-port';
import { spawnProduct } from './server-process';

const ADMIN = { email: 'burst@example.org', password: 'Burst123!' };
const { url, database } = await createTestDatabase();
afterAll(() => database.close());

describe('SIGKILL during a burst of writes', () => {
  it('every committed change has its entry in the Registro Attività', async () => {
    const she = await createBeneficiaries(database.db, 400);
    const port = await freePort();
    const child = spawnProduct({ databaseUrl: url, port, admin: ADMIN, stdio: 'ignore' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const base = `http://127.0.0.1:${port}/api`;
    for (let i = 0; ; i++) {
      if (i > 600) throw new Error('product not ready');
      if (
        await fetch(`${base}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };

    // ten writers, each adding a section to one beneficiary after another, until the product dies
    let next = 0;
    let acknowledged = 0;
    const writer = async () => {
      while (next < she.length) {
        const id = she[next++].id;
        const res = await fetch(`${base}/auth/beneficiaries/${id}/about-service`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ beneficiary_id: id, sending_service: 'Consultorio' }),
        }).catch(() => null);
        if (!res) return;
        if (res.status === 201) acknowledged++;
      }
    };
    const writers = Array.from({ length: 10 }, writer);
    while (acknowledged < 30) await new Promise((r) => setTimeout(r, 5));
    // the Registro is held up for a moment, as a slow disk would: the writes in flight wait for it
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE activity_logs IN SHARE MODE');
    await new Promise((r) => setTimeout(r, 1000));
    // then the machine goes down: the process, and every statement it had in flight
    child.kill('SIGKILL');
    await exited;
    // the dead process's statements still waiting for the lock end with it; this test's own idle
    // connections stay (ending them too would fail its next query on a connection the pool still holds)
    await locker.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'",
    );
    await locker.query('COMMIT');
    await locker.end();
    await Promise.all(writers);

    const ids = she.map((b) => b.id);
    const committed = await database.db
      .select({ id: aboutServices.beneficiaryId })
      .from(aboutServices)
      .where(inArray(aboutServices.beneficiaryId, ids));
    const logged = await database.db
      .select({ id: activityLogs.beneficiaryId })
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.entity, 'service information'),
          eq(activityLogs.action, 'post'),
          eq(activityLogs.statusCode, 201),
          inArray(activityLogs.beneficiaryId, ids),
        ),
      );
    expect(committed.length).toBeGreaterThanOrEqual(acknowledged);
    expect(committed.length).toBeLessThan(she.length); // the kill came in the middle of the burst
    const withEntry = new Set(logged.map((l) => l.id));
    expect(committed.filter((c) => !withEntry.has(c.id))).toEqual([]);
    expect(logged.length).toBe(committed.length);
  }, 120_000);
});
