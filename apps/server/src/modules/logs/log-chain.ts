import { createHash } from 'node:crypto';
import type { LogChange } from '@empowerment/shared';
import { LOG_BREAKS_LISTED, type LogBreak, type LogIntegrity } from '@empowerment/shared/logs';
import { eq, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Runner } from '../../db/client';
import { activityLogs as l } from '../../db/schema';

/**
 * The Registro Attività's hash chain (decision 0051). Every entry is queued by an insert trigger in
 * its writer's transaction (migration 0029); one sealer at a time (an advisory lock, whichever
 * process takes it) takes the queued entries in id order and appends a seal for each:
 * hash_n = SHA-256(hash_{n-1} ‖ digest_n ‖ queued_n), digest_n the entry's canonical form's SHA-256
 * (activity_log_digest, in SQL). The chain's order is the sealing order, so an entry whose id was
 * taken before another's but committed after it is simply sealed after it.
 */

/** Serialises the sealers of all processes (the keys before it: migrations, first administrator, job queue). */
const SEAL_LOCK_KEY = 725_004_214;
/** Entries sealed per transaction. */
const SEAL_BATCH = 2_000;
/** Seals read per statement while verifying. */
const VERIFY_BATCH = 10_000;
/**
 * An entry written this long after (or before) its own date was not written by the product, which
 * dates an entry as it writes it: clocks of processes and database may differ by seconds, a request
 * that waits for a lock by a minute or two.
 */
export const BACKDATED_AFTER_SEC = 15 * 60;

const GENESIS: Buffer = Buffer.alloc(32);
/** A timestamp as hashed: UTC to the microsecond, whatever the session's zone. */
const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const chained = (previous: Buffer, digest: Buffer, queued: string) =>
  createHash('sha256').update(previous).update(digest).update(queued).digest();

async function inTransaction<T>(pool: pg.Pool, begin: string, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Seals one batch of the queued entries, if no other sealer is at work (then 0): the number sealed.
 * An entry deleted before it was sealed leaves the queue unsealed (seconds after it was written).
 */
async function sealBatch(pool: pg.Pool, batchSize: number): Promise<number> {
  return inTransaction(pool, 'BEGIN', async (client) => {
    const { rows: locked } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [SEAL_LOCK_KEY]);
    if (!locked[0].ok) return 0;
    const { rows: taken } = await client.query<{ id: number; created: Date; queued: string; digest: Buffer }>(
      `WITH taken AS (
         DELETE FROM activity_log_unsealed
          WHERE log_id IN (SELECT log_id FROM activity_log_unsealed ORDER BY log_id LIMIT $1)
         RETURNING log_id, queued_at)
       SELECT l.id, l.created_at AS created, ${utc('t.queued_at')} AS queued, activity_log_digest(l) AS digest
         FROM taken t JOIN activity_logs l ON l.id = t.log_id
        ORDER BY l.id`,
      [batchSize],
    );
    if (!taken.length) return 0;
    const { rows: heads } = await client.query<{ seq: string; hash: Buffer }>(
      'SELECT seq, hash FROM activity_log_seals ORDER BY seq DESC LIMIT 1',
    );
    let seq = heads.length ? Number(heads[0].seq) : 0;
    let previous = heads.length ? heads[0].hash : GENESIS;
    const seqs: number[] = [];
    const hashes: Buffer[] = [];
    for (const entry of taken) {
      previous = chained(previous, entry.digest, entry.queued);
      seqs.push(++seq);
      hashes.push(previous);
    }
    await client.query(
      `INSERT INTO activity_log_seals (seq, log_id, created_at, queued_at, digest, hash)
       SELECT * FROM unnest($1::bigint[], $2::integer[], $3::timestamptz[], $4::timestamptz[], $5::bytea[], $6::bytea[])`,
      [seqs, taken.map((e) => e.id), taken.map((e) => e.created), taken.map((e) => e.queued), taken.map((e) => e.digest), hashes],
    );
    return taken.length;
  });
}

/** Seals every queued entry, batch by batch; the number sealed (0 when another process is sealing). */
export async function sealPendingEntries(pool: pg.Pool, { batchSize = SEAL_BATCH } = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const sealed = await sealBatch(pool, batchSize);
    total += sealed;
    if (sealed < batchSize) return total;
  }
}

type SealerLog = { warn: (obj: object, msg: string) => void };
export type LogSealer = { stop(): Promise<void> };

/**
 * The sealer of this process: every `intervalMs`, when entries wait, seals them unless another
 * process is (its lock). An idle look is one small statement.
 */
export function startLogSealer(opts: { pool: pg.Pool; intervalMs: number; log: SealerLog }): LogSealer {
  let running: Promise<void> | undefined;
  let lastWarned = 0;
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        const { rows } = await opts.pool.query<{ waiting: boolean }>('SELECT EXISTS (SELECT 1 FROM activity_log_unsealed) AS waiting');
        if (rows[0].waiting) await sealPendingEntries(opts.pool);
      } catch (err) {
        // a database outage: said once a minute, sealed once it is back
        if (Date.now() - lastWarned > 60_000) {
          opts.log.warn({ err }, 'registro attività: sigillo delle voci non riuscito');
          lastWarned = Date.now();
        }
      } finally {
        running = undefined;
      }
    })();
  };
  const timer = setInterval(tick, opts.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

type SealRow = {
  seq: string;
  log_id: number;
  digest: Buffer;
  hash: Buffer;
  queued: string;
  sealed_created: Date;
  current: Buffer | null;
  backdated: boolean;
};

/**
 * Verifies the whole chain from its first seal, in batches (memory stays flat), in one snapshot:
 * each seal follows from the one before, each sealed entry is still there with the content it was
 * sealed with (or a recorded redaction's), none was written long after its date, and every entry
 * is sealed or waiting for the sealer.
 */
export async function verifyLogChain(pool: pg.Pool, { batchSize = VERIFY_BATCH } = {}): Promise<LogIntegrity> {
  const started = performance.now();
  return inTransaction(pool, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', async (client) => {
    // each batch is a short range of the seals' index: workers cost more to start than they save
    await client.query('SET LOCAL max_parallel_workers_per_gather = 0');
    const breaks: LogBreak[] = [];
    let breakCount = 0;
    const found = (b: LogBreak) => {
      breakCount++;
      if (breaks.length < LOG_BREAKS_LISTED) breaks.push(b);
    };
    let checked = 0;
    let redacted = 0;
    let expected = 1;
    let previous = GENESIS;
    let head: LogIntegrity['head'] = null;
    for (;;) {
      const { rows } = await client.query<SealRow>({
        // planned once per connection, not at every batch
        name: 'log-chain-verify-batch',
        text: `SELECT s.seq, s.log_id, s.digest, s.hash, ${utc('s.queued_at')} AS queued, s.created_at AS sealed_created,
                CASE WHEN l.id IS NOT NULL THEN activity_log_digest(l) END AS current,
                coalesce(abs(extract(epoch FROM s.queued_at - l.created_at)) > $3, false) AS backdated
           FROM activity_log_seals s LEFT JOIN activity_logs l ON l.id = s.log_id
          WHERE s.seq >= $1 ORDER BY s.seq LIMIT $2`,
        values: [expected, batchSize, BACKDATED_AFTER_SEC],
      });
      if (!rows.length) break;
      // the entries whose content is not what was sealed: explained only by their latest redaction
      const differing = rows.filter((r) => r.current && !r.current.equals(r.digest)).map((r) => r.log_id);
      const redactedTo = new Map<number, Buffer>();
      if (differing.length) {
        const { rows: latest } = await client.query<{ log_id: number; digest: Buffer }>(
          `SELECT DISTINCT ON (log_id) log_id, digest FROM activity_log_redactions
            WHERE log_id = ANY($1::integer[]) ORDER BY log_id, id DESC`,
          [differing],
        );
        for (const r of latest) redactedTo.set(r.log_id, r.digest);
      }
      for (const r of rows) {
        const seq = Number(r.seq);
        const at = r.sealed_created.toISOString();
        const entry = { id: r.log_id, at, position: seq };
        if (seq !== expected || !chained(previous, r.digest, r.queued).equals(r.hash)) found({ kind: 'seal', ...entry });
        if (!r.current) found({ kind: 'deleted', ...entry });
        else if (!r.current.equals(r.digest)) {
          if (redactedTo.get(r.log_id)?.equals(r.current)) redacted++;
          else found({ kind: 'changed', ...entry });
        }
        if (r.backdated) found({ kind: 'backdated', ...entry });
        // on from the stored seal: one alteration is reported once, not at every entry after it
        previous = r.hash;
        expected = seq + 1;
        checked++;
        head = { position: seq, hash: r.hash.toString('hex') };
      }
    }
    const { rows: unsealed } = await client.query<{ id: number; created_at: Date; n: number }>(
      `SELECT l.id, l.created_at, count(*) OVER ()::int AS n FROM activity_logs l
        WHERE NOT EXISTS (SELECT 1 FROM activity_log_seals s WHERE s.log_id = l.id)
          AND NOT EXISTS (SELECT 1 FROM activity_log_unsealed u WHERE u.log_id = l.id)
        ORDER BY l.id LIMIT $1`,
      [LOG_BREAKS_LISTED],
    );
    for (const u of unsealed) found({ kind: 'unsealed', id: u.id, at: u.created_at.toISOString(), position: null });
    breakCount += Math.max(0, (unsealed[0]?.n ?? 0) - unsealed.length);
    const { rows: counts } = await client.query<{ pending: number }>('SELECT count(*)::int AS pending FROM activity_log_unsealed');
    const { rows: redactions } = await client.query<{ id: number; at: Date; reason: string }>(
      'SELECT log_id AS id, redacted_at AS at, reason FROM activity_log_redactions ORDER BY id DESC LIMIT 10',
    );
    return {
      intact: breakCount === 0,
      checked,
      pending: counts[0].pending,
      redacted,
      redactions: redactions.map((r) => ({ id: r.id, at: r.at.toISOString(), reason: r.reason })),
      breaks,
      breakCount,
      head,
      ms: Math.round(performance.now() - started),
    };
  });
}

type Redactable = { id: number; notes: string | null; changes: LogChange[] | null };

/**
 * Rewrites entries of the Registro on purpose, in the caller's transaction (anonymising a
 * beneficiary: her identifying values out of their notes and changes), and records each rewrite with
 * its reason, so the verifier accepts the entry's new content and lists the redaction instead of
 * reporting tampering. `rewrite` gets each entry and answers its new notes and changes; an entry it
 * leaves as it was is not recorded. Answers the number of entries rewritten.
 *
 *   await redactLogEntries(tx, ids, 'Anonimizzazione beneficiaria', (e) => ({
 *     notes: scrub(e.notes), changes: e.changes?.map(scrubChange) ?? null }));
 */
export async function redactLogEntries(
  db: Runner,
  ids: readonly number[],
  reason: string,
  rewrite: (entry: Redactable) => Pick<Redactable, 'notes' | 'changes'>,
): Promise<number> {
  if (!ids.length) return 0;
  const entries = await db
    .select({ id: l.id, notes: l.notes, changes: l.changes })
    .from(l)
    .where(inArray(l.id, [...ids]))
    .for('update');
  const rewritten: number[] = [];
  for (const entry of entries) {
    const next = rewrite(entry);
    if (next.notes === entry.notes && JSON.stringify(next.changes) === JSON.stringify(entry.changes)) continue;
    await db.update(l).set({ notes: next.notes, changes: next.changes }).where(eq(l.id, entry.id));
    rewritten.push(entry.id);
  }
  if (rewritten.length)
    await db.execute(
      sql`INSERT INTO activity_log_redactions (log_id, digest, reason)
          SELECT id, activity_log_digest(activity_logs), ${reason} FROM activity_logs WHERE ${inArray(l.id, rewritten)}`,
    );
  return rewritten.length;
}
