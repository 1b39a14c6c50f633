import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/build-app';
import { changeFeed, CHANGES_CHANNEL, keptUntilChanged, type ChangeFeed } from './changes';

const { url, database } = await createTestDatabase();
const feeds: ChangeFeed[] = [];
afterAll(async () => {
  for (const feed of feeds) await feed.close();
  await database.close();
});

function newFeed(newClient = () => new pg.Client({ connectionString: url })) {
  const feed = changeFeed(newClient);
  feeds.push(feed);
  return feed;
}

/** The milliseconds until `check` holds, tried every 5 ms; fails past `limitMs`. */
async function msUntil(check: () => boolean, limitMs = 5_000) {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return performance.now() - start;
}

const notify = (payload: string) => database.pool.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, payload]);

describe('the change feed', () => {
  it("tells a table's subscribers the key of each change once it commits, and nothing of a change rolled back", async () => {
    const feed = newFeed();
    const heard: (string | undefined)[] = [];
    feed.subscribe(['operators'], (key) => heard.push(key));
    await msUntil(() => feed.trusted());
    heard.length = 0;

    const tx = await database.pool.connect();
    try {
      await tx.query('BEGIN');
      await tx.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, 'operators:7']);
      await tx.query('ROLLBACK');
      await tx.query('BEGIN');
      await tx.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, 'operators:8']);
      await new Promise((r) => setTimeout(r, 50));
      expect(heard).toEqual([]); // not before it commits
      await tx.query('COMMIT');
    } finally {
      tx.release();
    }
    await notify('countries'); // another table's
    await notify('operators');
    await msUntil(() => heard.length === 2);
    expect(heard).toEqual(['8', undefined]);
  });

  it('hears the changes made by the triggers of the database', async () => {
    const feed = newFeed();
    const heard: (string | undefined)[] = [];
    feed.subscribe(['sectors'], (key) => heard.push(key));
    await msUntil(() => feed.trusted());
    heard.length = 0;
    await database.pool.query("INSERT INTO sectors (type) VALUES ('Settore del feed')");
    await msUntil(() => heard.length === 1);
  });

  it('is not trusted while it does not hear its own pings, and keeps nothing meanwhile', async () => {
    // a connection whose notices are lost (as behind a pooler that does not keep the session)
    const deaf = () => {
      const client = new pg.Client({ connectionString: url });
      const emit = client.emit.bind(client);
      client.emit = (event: string | symbol, ...args: unknown[]) => event !== 'notification' && emit(event, ...args);
      return client;
    };
    const feed = newFeed(deaf);
    const kept = keptUntilChanged<string>(feed, ['operators']);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(feed.trusted()).toBe(false);
    kept.keep('1', 'a', 'value', kept.mark());
    expect(kept.get('1', 'a')).toBeUndefined();
  });

  it('stops being believed within a second once it stops hearing, though its connection seems alive', async () => {
    let deaf = false;
    const feed = newFeed(() => {
      const client = new pg.Client({ connectionString: url });
      const emit = client.emit.bind(client);
      client.emit = (event: string | symbol, ...args: unknown[]) => !(deaf && event === 'notification') && emit(event, ...args);
      return client;
    });
    const kept = keptUntilChanged<string>(feed, ['operators']);
    await msUntil(() => feed.trusted());
    kept.keep('1', 'a', 'value', kept.mark());
    deaf = true; // a notice lost from now on (a connection cut without a word, a frozen server)
    await notify('operators:1');
    // a second after the last ping it heard, which was sent before: at most a second, and the polls' few ms
    expect(await msUntil(() => kept.get('1', 'a') === undefined, 2_000)).toBeLessThan(1_100);
  });

  it('when its connection is cut, tells everyone, keeps nothing, then listens again by itself', async () => {
    const feed = newFeed(() => new pg.Client({ connectionString: url, application_name: 'feed under test' }));
    const kept = keptUntilChanged<string>(feed, ['operators']);
    await msUntil(() => feed.trusted());
    kept.keep('1', 'a', 'value', kept.mark());
    expect(kept.get('1', 'a')).toBe('value');

    await database.pool.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'feed under test'");
    await msUntil(() => !feed.trusted());
    await msUntil(() => feed.trusted());
    expect(kept.get('1', 'a')).toBeUndefined(); // what changed meanwhile is unknown
    kept.keep('1', 'a', 'again', kept.mark());
    expect(kept.get('1', 'a')).toBe('again');
  });
});

describe('keptUntilChanged', () => {
  it("forgets a group when its rows change, everything when the table's rows do, and never keeps a value read across a change", async () => {
    const feed = newFeed();
    const kept = keptUntilChanged<string>(feed, ['refresh_tokens']);
    await msUntil(() => feed.trusted());
    kept.keep('1', 'a', 'one', kept.mark());
    kept.keep('2', 'b', 'two', kept.mark());

    await notify('refresh_tokens:1');
    await msUntil(() => kept.get('1', 'a') === undefined);
    expect(kept.get('2', 'b')).toBe('two');

    // read before a change, kept after it: the value may be the old one, so it is not kept
    const mark = kept.mark();
    await notify('refresh_tokens:3');
    await msUntil(() => kept.mark() !== mark);
    kept.keep('3', 'c', 'stale', mark);
    expect(kept.get('3', 'c')).toBeUndefined();

    await notify('refresh_tokens');
    await msUntil(() => kept.get('2', 'b') === undefined);
  });

  it('keeps at most `max` values', async () => {
    const feed = newFeed();
    const kept = keptUntilChanged<number>(feed, ['operators'], 3);
    await msUntil(() => feed.trusted());
    for (let i = 0; i < 3; i++) kept.keep(String(i), 'k', i, kept.mark());
    expect([0, 1, 2].map((i) => kept.get(String(i), 'k'))).toEqual([0, 1, 2]);
    kept.keep('3', 'k', 3, kept.mark());
    expect([0, 1, 2, 3].map((i) => kept.get(String(i), 'k'))).toEqual([undefined, undefined, undefined, 3]);
  });
});
