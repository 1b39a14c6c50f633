// A stop as an orchestrator's rolling restart makes it: SIGTERM to the product's own process,
// running as production runs it, on its database (DATABASE_URL), while requests are in flight.
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './build-app';
import { createCourse, createCourseType, createFileType, createTrainingBody } from './factories';
import { freePort } from './free-port';
import { spawnProduct } from './server-process';
import { DRAIN_DEADLINE_MS } from '../src/lib/graceful-stop';

const ADMIN = { email: 'stop@example.org', password: 'Stop1234!' };

type Product = {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
  database: Awaited<ReturnType<typeof createTestDatabase>>['database'];
};

async function startProduct(env: Record<string, string> = {}): Promise<Product> {
  const { url, database } = await createTestDatabase();
  const port = await freePort();
  let out = '';
  const child = spawnProduct({ databaseUrl: url, port, admin: ADMIN, env: { LOG_LEVEL: 'info', ...env } });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, port, output: () => out, exited, database };
}

/** Ready within a minute: five products start from their sources at once, on a busy machine too. */
async function waitReady(p: Product) {
  for (const until = Date.now() + 60_000; Date.now() < until;) {
    if (p.child.exitCode !== null) throw new Error(`product exited: ${p.output()}`);
    const res = await fetch(`http://127.0.0.1:${p.port}/api/health/ready`).catch(() => undefined);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`product not ready: ${p.output()}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Once a request sent now is answered, the bytes written before it on other connections were read. */
const settled = async (p: Product) => {
  await sleep(20);
  await fetch(`http://127.0.0.1:${p.port}/api/health/live`);
};

/** A connection written by hand: what it received, and when the server closed it. */
async function connection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (d) => (received += d));
  const closed = new Promise<boolean>((resolve) => socket.once('close', (hadError) => resolve(hadError)));
  socket.on('error', () => {});
  return { socket, received: () => received, closed };
}

/** A refresh whose body is still arriving when the stop begins: headers and half its body now, the rest by `finish`. */
async function slowRefresh(p: Product) {
  const login = await fetch(`http://127.0.0.1:${p.port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(201);
  const body = JSON.stringify({ refresh_token: ((await login.json()) as { refresh_token: string }).refresh_token });
  const conn = await connection(p.port);
  const half = Math.floor(body.length / 2);
  conn.socket.write(
    `POST /api/refresh HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
  );
  await settled(p);
  return { ...conn, finish: () => conn.socket.write(body.slice(half)) };
}

/** The answers of a connection, in order: status, headers (lower case) and body. */
function answers(raw: string) {
  return raw
    .split(/(?=HTTP\/1\.1 \d{3})/)
    .filter(Boolean)
    .map((text) => {
      const [head, body] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      return { status: Number(statusLine.split(' ')[1]), headers, body };
    });
}

const running: Product[] = [];
afterAll(async () => {
  for (const p of running) {
    if (p.child.exitCode === null) p.child.kill('SIGKILL');
    await p.exited;
    await p.database.close();
  }
});

describe('a stop on SIGTERM', () => {
  // both products start at once: the test waits for one start, not two
  const products = [startProduct(), startProduct(), startProduct(), startProduct({ STOP_DELAY: '1s' }), startProduct()];

  it('turns not ready, takes no new connection, finishes the request in flight, and exits 0', async () => {
    const p = await products[0];
    running.push(p);
    await waitReady(p);
    // a kept-alive connection left idle must not hold the stop
    const idle = await connection(p.port);
    idle.socket.write('GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await settled(p);
    expect(answers(idle.received())[0].status).toBe(200);

    const slow = await slowRefresh(p);
    // a request on its way in, its headers not all there yet
    const arriving = await connection(p.port);
    arriving.socket.write('GET /api/health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await settled(p);
    const stopAt = performance.now();
    p.child.kill('SIGTERM');
    await sleep(300);
    expect(p.child.exitCode).toBe(null); // still draining
    expect(await idle.closed).toBe(false); // closed by the server, cleanly
    await expect(fetch(`http://127.0.0.1:${p.port}/api/health/live`)).rejects.toThrow(); // no new connection

    // the request that arrives during the drain is answered, not ready, and its connection closes
    arriving.socket.write('\r\n');
    expect(await arriving.closed).toBe(false);
    const [ready] = answers(arriving.received());
    expect(ready.status).toBe(503);
    expect(ready.headers.connection).toBe('close');
    expect(JSON.parse(ready.body)).toMatchObject({
      status: 'stopping',
      error: 'Il server si sta arrestando: riprova tra qualche istante.',
    });
    expect(p.child.exitCode).toBe(null); // the request in flight holds the stop

    // the request in flight ends with its answer, and its connection closes
    slow.finish();
    expect(await slow.closed).toBe(false);
    const [refresh] = answers(slow.received());
    expect(refresh.status).toBe(200);
    expect(JSON.parse(refresh.body)).toHaveProperty('access_token');
    expect(refresh.headers.connection).toBe('close');

    const answeredAt = performance.now();
    expect(await p.exited).toBe(0);
    expect(performance.now() - answeredAt).toBeLessThan(2_000); // nothing else held it: not the idle connection
    expect(performance.now() - stopAt).toBeLessThan(10_000);
    expect(p.output()).toContain('arresto completato');
    if (process.env.SHOW_STOP)
      console.log(
        p
          .output()
          .split('\n')
          .filter((l) => l.includes('arresto'))
          .join('\n'),
        performance.now() - answeredAt,
      );
  }, 120_000);

  it('ends at once, not 0, on a second SIGTERM while a request is in flight', async () => {
    const p = await products[1];
    running.push(p);
    await waitReady(p);
    const slow = await slowRefresh(p);
    p.child.kill('SIGTERM');
    await sleep(200);
    expect(p.child.exitCode).toBe(null); // waiting for the request
    const secondAt = performance.now();
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(1);
    expect(performance.now() - secondAt).toBeLessThan(1_000);
    await slow.closed;
    expect(slow.received()).toBe(''); // it was never answered: the process is gone
  }, 120_000);
  it('ends, not 0, at the deadline when a request is still in flight after it', async () => {
    const p = await products[4];
    running.push(p);
    await waitReady(p);
    const slow = await slowRefresh(p);
    // the body keeps coming, a byte a second: never silent long enough for its own limit, never done
    const trickle = setInterval(() => slow.socket.write(' '), 1_000);
    try {
      const stopAt = performance.now();
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(1);
      const took = performance.now() - stopAt;
      expect(took).toBeGreaterThanOrEqual(DRAIN_DEADLINE_MS - 100);
      expect(took).toBeLessThan(DRAIN_DEADLINE_MS + 2_000);
      expect(p.output()).toMatch(/richieste ancora in corso dopo 10 s, uscita immediata/);
    } finally {
      clearInterval(trickle);
    }
  }, 120_000);

  it('is not held by a kept-alive connection whose answer began before the stop and ends after it', async () => {
    const p = await products[2];
    running.push(p);
    await waitReady(p);
    const { db } = p.database;
    const login = await fetch(`http://127.0.0.1:${p.port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const course = await createCourse(db, { provider: (await createTrainingBody(db)).id, typeId: (await createCourseType(db)).id });
    const form = new FormData();
    for (const [k, v] of Object.entries({
      entity_type: 'Corsi',
      entity_id: String(course.id),
      type_id: String((await createFileType(db)).id),
    }))
      form.append(k, v);
    const size = 14 * 1024 * 1024;
    form.append(
      'file',
      new Blob([Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)])], { type: 'application/pdf' }),
      'a.pdf',
    );
    const upload = await fetch(`http://127.0.0.1:${p.port}/api/auth/files/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { ID } = (await upload.json()) as { ID: number };

    // a download whose answer (kept alive: the stop has not begun) starts now, read later
    const download = await connection(p.port);
    download.socket.pause();
    download.socket.write(
      `GET /api/auth/files/download/${ID} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${access_token}\r\n\r\n`,
    );
    await sleep(500);
    p.child.kill('SIGTERM');
    await sleep(300);
    download.socket.resume();
    let got = 0;
    download.socket.on('data', (d: Buffer) => (got += d.length));
    while (got < size) await sleep(20);
    const answeredAt = performance.now();
    // once its last byte is sent the connection is idle: closed, and the stop ends
    expect(await p.exited).toBe(0);
    expect(performance.now() - answeredAt).toBeLessThan(2_000);
    expect(download.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(download.received()).not.toMatch(/^connection: close/im);
  }, 120_000);
  it('with STOP_DELAY, stays reachable and not ready for that long before it closes its listening socket', async () => {
    const p = await products[3];
    running.push(p);
    await waitReady(p);
    const stopAt = performance.now();
    p.child.kill('SIGTERM');
    await sleep(300);
    // a new connection is still taken: not ready, alive, and each answer closes its connection
    const ready = await fetch(`http://127.0.0.1:${p.port}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('connection')).toBe('close');
    expect(await ready.json()).toMatchObject({ status: 'stopping' });
    expect((await fetch(`http://127.0.0.1:${p.port}/api/health/live`)).status).toBe(200);
    expect(await p.exited).toBe(0);
    expect(performance.now() - stopAt).toBeGreaterThanOrEqual(1_000);
    expect(performance.now() - stopAt).toBeLessThan(3_000);
    await expect(fetch(`http://127.0.0.1:${p.port}/api/health/live`)).rejects.toThrow();
  }, 120_000);
});
