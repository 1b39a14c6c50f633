import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/** The channel the database's triggers notify (migration 0023_change-notifications). */
export const CHANGES_CHANNEL = 'row_changes';

/** The application_name of the listening connection, as pg_stat_activity shows it. */
export const CHANGES_CONNECTION_NAME = 'empowerment changes';

/** How often the listening connection proves it hears. */
const PING_MS = 250;
/**
 * A feed that has not proved within this time that it hears is not believed: what is kept by it is
 * bypassed until it proves itself again, so a change is never served stale for longer, even when
 * its notice was lost with a connection that died without saying so.
 */
const TRUSTED_MS = 1_000;
/** A ping not heard back within this time ends the connection; a new one is opened. */
const PING_TIMEOUT_MS = 5_000;
/** The waits before each new attempt to listen again, the last one repeated. */
const RETRY_MS = [100, 250, 500, 1_000, 2_000, 5_000];

/** Told the key of a changed row (its trigger's argument), or undefined: anything of the table may have changed. */
type Changed = (key: string | undefined) => void;

export type ChangeFeed = {
  /** Whether every change committed until a moment ago (at most TRUSTED_MS) has been heard. */
  trusted(): boolean;
  /**
   * Calls `changed` for each change of one of `tables`, once its writer has committed, and with
   * undefined whenever changes may have been missed (the connection was lost). Listening starts
   * with the first subscriber. Answers the unsubscribe.
   */
  subscribe(tables: readonly string[], changed: Changed): () => void;
  close(): Promise<void>;
};

/**
 * The change feed of one API process: one connection of its own, apart from the pool, that LISTENs
 * on CHANGES_CHANNEL and opens again when it is dropped. Every PING_MS it notifies a channel of its
 * own and waits to hear it: PostgreSQL delivers notices in the order their transactions committed,
 * so hearing the ping proves every change committed before it was heard too, and that the LISTEN
 * really holds on this connection (behind a pooler that does not keep sessions it would not).
 * Every loss and every new start tells every subscriber that anything may have changed.
 */
export function changeFeed(newClient: () => pg.Client): ChangeFeed {
  const subscribers = new Map<string, Set<Changed>>();
  const pingChannel = `${CHANGES_CHANNEL}_ping_${randomBytes(6).toString('hex')}`;
  let current: pg.Client | undefined; // being opened or open
  let provenAt = -Infinity; // performance.now() when the last ping heard back was sent
  let awaited: { n: number; sent: number; late: NodeJS.Timeout } | undefined;
  let pings = 0;
  let started = false;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const everyone = () => new Set([...subscribers.values()].flatMap((s) => [...s]));
  const tellEveryone = () => {
    for (const changed of everyone()) changed(undefined);
  };

  function deliver(payload: string) {
    const colon = payload.indexOf(':');
    const table = colon < 0 ? payload : payload.slice(0, colon);
    const key = colon < 0 ? undefined : payload.slice(colon + 1);
    for (const changed of subscribers.get(table) ?? []) changed(key);
  }

  function stopWaiting() {
    clearTimeout(timer);
    if (awaited) clearTimeout(awaited.late);
    awaited = undefined;
  }

  function drop(client: pg.Client) {
    if (client !== current) return;
    current = undefined;
    provenAt = -Infinity;
    stopWaiting();
    client.removeAllListeners('notification');
    void client.end().catch(() => {});
    tellEveryone();
    if (!closed) timer = setTimeout(open, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]).unref();
  }

  function ping(client: pg.Client) {
    const n = ++pings;
    awaited = { n, sent: performance.now(), late: setTimeout(() => drop(client), PING_TIMEOUT_MS).unref() };
    client.query('SELECT pg_notify($1, $2)', [pingChannel, String(n)]).catch(() => drop(client));
  }

  function heard(client: pg.Client, message: pg.Notification) {
    if (client !== current) return;
    if (message.channel === CHANGES_CHANNEL) return deliver(message.payload ?? '');
    if (message.channel !== pingChannel || !awaited || message.payload !== String(awaited.n)) return;
    provenAt = awaited.sent;
    attempt = 0;
    stopWaiting();
    timer = setTimeout(() => ping(client), PING_MS).unref();
  }

  async function open() {
    if (closed) return;
    const client = newClient();
    current = client;
    client.on('error', () => drop(client));
    client.on('end', () => drop(client));
    client.on('notification', (message) => heard(client, message));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}; LISTEN ${pingChannel}`);
    } catch {
      return drop(client);
    }
    if (client !== current) return;
    // what changed while nobody listened is unknown: whatever was kept is forgotten, and nothing is
    // kept again before the first ping is heard back
    tellEveryone();
    ping(client);
  }

  return {
    trusted: () => performance.now() - provenAt < TRUSTED_MS,
    subscribe(tables, changed) {
      for (const table of tables) {
        let set = subscribers.get(table);
        if (!set) subscribers.set(table, (set = new Set()));
        set.add(changed);
      }
      if (!started && !closed) {
        started = true;
        void open();
      }
      return () => {
        for (const table of tables) subscribers.get(table)?.delete(changed);
      };
    },
    async close() {
      closed = true;
      stopWaiting();
      const client = current;
      current = undefined;
      provenAt = -Infinity;
      if (!client) return;
      client.removeAllListeners('notification');
      // a server that does not answer (frozen, cut off) does not hold the closing process
      await Promise.race([client.end().catch(() => {}), new Promise((r) => setTimeout(r, 1_000).unref())]);
    },
  };
}

/**
 * Values read from the database and kept in this process until the feed says their rows changed:
 * each kept under a group (the key its tables' triggers notify, e.g. the operator's id) and a key
 * in it. Nothing is answered from memory while the feed is not trusted, and a value is kept only
 * if nothing of its tables changed while it was being read, so a read that raced a change never
 * keeps the old value. At most `max` values, all forgotten when a new one would pass it.
 */
export function keptUntilChanged<V>(feed: ChangeFeed, tables: readonly string[], max = 10_000) {
  const groups = new Map<string, Map<string, V>>();
  let size = 0;
  let generation = 0;

  const forget = (group?: string) => {
    generation++;
    if (group === undefined) {
      groups.clear();
      size = 0;
    } else {
      size -= groups.get(group)?.size ?? 0;
      groups.delete(group);
    }
  };
  const unsubscribe = feed.subscribe(tables, forget);

  return {
    /** The value kept, or undefined: none, or the feed is not trusted now. */
    get: (group: string, key: string): V | undefined => (feed.trusted() ? groups.get(group)?.get(key) : undefined),
    /** The generation to give `keep` with what is read after it. */
    mark: () => generation,
    /** Keeps a value read after `mark`, unless its tables changed meanwhile or the feed is not trusted. */
    keep(group: string, key: string, value: V, mark: number) {
      if (mark !== generation || !feed.trusted()) return;
      if (size >= max) forget();
      let kept = groups.get(group);
      if (!kept) groups.set(group, (kept = new Map()));
      if (!kept.has(key)) size++;
      kept.set(key, value);
    },
    /** Forgets a group (this process changed its rows), or everything. */
    forget,
    close: unsubscribe,
  };
}
export type KeptUntilChanged<V> = ReturnType<typeof keptUntilChanged<V>>;
