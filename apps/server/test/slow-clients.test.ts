import net, { type AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { MSG, REQUEST_ID_HEADER, REQUEST_ID_PATTERN, STATUS_MESSAGES } from '@empowerment/shared';
import { files } from '../src/db/schema';
import { useTestApp } from './build-app';
import { pdfBytes } from './documents';
import { authHeader, createCourse, createCourseType, createFileType, createOperator, createTrainingBody } from './factories';

/**
 * Clients that open a request and stop sending, over real sockets, with the time limits of
 * lib/request-time-limits made small (the product's: 10 s of silence, 60 s a part).
 */
const LIMITS = { headersMs: 600, bodyIdleMs: 1_000, uploadPartMs: 2_500, checkMs: 50 };
const t = await useTestApp({ requestTimeLimits: LIMITS });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = t.app.server.address() as AddressInfo;

/** Room for a busy machine: the old code never answered at all. */
const SLACK_MS = 3_000;
const STOPPED = 'La richiesta è stata interrotta perché i dati hanno smesso di arrivare. Controlla la connessione e riprova.';
const MiB = 1024 * 1024;

const operatorHeaders = await authHeader(t.app, await createOperator(t.db));
const fileType = await createFileType(t.db);
const trainingBody = await createTrainingBody(t.db);
const courseType = await createCourseType(t.db);
const newCourse = () => createCourse(t.db, { provider: trainingBody.id, typeId: courseType.id });

type Answer = { status: number; headers: Record<string, string>; body: unknown; afterMs: number };
type Exchange = { socket: net.Socket; ended: Promise<Answer> };

/** Sends `head` on a new connection; `ended` resolves once the server closes it, with its answer. */
function exchange(head: string | Buffer): Exchange {
  const started = Date.now();
  const socket = net.connect(port, '127.0.0.1');
  const received: Buffer[] = [];
  socket.on('data', (chunk) => received.push(chunk));
  socket.on('error', () => {});
  socket.write(head);
  const ended = new Promise<Answer>((resolve) =>
    socket.on('close', () => {
      const text = Buffer.concat(received).toString();
      const [head, body = ''] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const status = Number(statusLine.split(' ')[1] ?? 0);
      resolve({ status, headers, body: body ? JSON.parse(body) : undefined, afterMs: Date.now() - started });
    }),
  );
  return { socket, ended };
}

const BOUNDARY = '----slow-client-boundary';
/** A request's head; the server closes the connection once it has answered. */
const httpHead = (path: string, headers: Record<string, string>) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;

/** The multipart upload of `content` for a course, in its two halves: the form up to the file's first bytes, and the rest. */
function uploadBody(courseId: number, content: Buffer, name = 'programma.pdf') {
  const texts = { entity_type: 'Corsi', entity_id: String(courseId), type_id: String(fileType.id), notes: '', spend: '0' };
  const start = Buffer.concat([
    ...Object.entries(texts).map(([k, v]) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
  ]);
  const body = Buffer.concat([start, content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  const head = httpHead('/api/auth/files/', {
    ...operatorHeaders,
    'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
    'Content-Length': String(body.length),
  });
  return { head: Buffer.concat([Buffer.from(head), body.subarray(0, start.length + 9)]), rest: body.subarray(start.length + 9), body };
}

/** An upload that sends its form and the first bytes of its PDF, then nothing. */
const stalledUpload = (courseId: number) => exchange(uploadBody(courseId, pdfBytes()).head);

/** A whole upload sent at once, with fetch. */
async function normalUpload(courseId: number, name = 'normale.pdf', content = pdfBytes()) {
  const { body } = uploadBody(courseId, content, name);
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/files/`, {
    method: 'POST',
    headers: { ...operatorHeaders, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
  });
  return { status: res.status, body: (await res.json()) as { name?: string; error?: string } };
}

/** Transactions of this database waiting for their client: the uploads holding a turn. */
const openUploads = async () => {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%' and backend_xid is not null`,
  );
  return rows[0].n;
};
const storedFor = (courseId: number) => t.db.$count(files, eq(files.entityId, courseId));

describe('a request body that stops arriving', () => {
  it('is answered 408 in Italian and its connection closed, for a sign-in whose body never comes', async () => {
    const { ended } = exchange(`${httpHead('/api/login', { 'Content-Type': 'application/json', 'Content-Length': '1000' })}{"e`);
    const answer = await ended;
    expect(answer).toMatchObject({ status: 408, body: { error: STOPPED } });
    expect(answer.afterMs).toBeGreaterThanOrEqual(LIMITS.bodyIdleMs);
    expect(answer.afterMs).toBeLessThan(LIMITS.bodyIdleMs + SLACK_MS);
  });

  it('gives the five upload turns back: a sixth upload is stored within seconds, the stalled ones are answered and nothing of them stays', async () => {
    const course = await newCourse();
    const stalled = Array.from({ length: 5 }, () => stalledUpload(course.id));
    await vi.waitFor(async () => expect(await openUploads()).toBe(5), { timeout: 5000 });

    const started = Date.now();
    const sixth = await normalUpload(course.id);
    expect(sixth).toMatchObject({ status: 201, body: { name: 'normale.pdf' } });
    expect(Date.now() - started).toBeLessThan(LIMITS.bodyIdleMs + SLACK_MS);

    for (const answer of await Promise.all(stalled.map((s) => s.ended))) {
      expect(answer).toMatchObject({ status: 408, body: { error: STOPPED } });
    }
    expect(await openUploads()).toBe(0);
    expect(await storedFor(course.id)).toBe(1);
  });

  it('also when the client trickles a few bytes now and then: an upload gives its turn back when a 1 MiB part takes longer than its limit', async () => {
    const course = await newCourse();
    const { head, rest } = uploadBody(course.id, Buffer.concat([pdfBytes(), Buffer.alloc(2 * MiB, 0x20)]));
    const trickle = exchange(head);
    let sent = 0;
    const drip = setInterval(() => {
      if (trickle.socket.destroyed) return;
      trickle.socket.write(rest.subarray(sent, sent + 100));
      sent += 100;
    }, LIMITS.bodyIdleMs / 4);
    const answer = await trickle.ended;
    clearInterval(drip);
    expect(answer).toMatchObject({ status: 408, body: { error: STOPPED } });
    expect(answer.afterMs).toBeGreaterThanOrEqual(LIMITS.uploadPartMs);
    expect(answer.afterMs).toBeLessThan(LIMITS.uploadPartMs + SLACK_MS);
    expect(await openUploads()).toBe(0);
    expect(await storedFor(course.id)).toBe(0);
  });

  it('does not cut an upload that is slow but keeps coming, nor one waiting for its turn', async () => {
    const course = await newCourse();
    // five uploads of 1.5 MiB in 64 KiB every 100 ms (about 2.4 s each, more than twice the silence allowed)
    const slow = Array.from({ length: 5 }, (_, i) => {
      const { head, rest } = uploadBody(course.id, Buffer.concat([pdfBytes(), Buffer.alloc(1.5 * MiB, 0x20)]), `lento-${i}.pdf`);
      const upload = exchange(head);
      let sent = 0;
      const feed = setInterval(() => {
        upload.socket.write(rest.subarray(sent, sent + 64 * 1024));
        sent += 64 * 1024;
        if (sent >= rest.length) clearInterval(feed);
      }, 100);
      return upload;
    });
    await vi.waitFor(async () => expect(await openUploads()).toBe(5), { timeout: 5000 });
    // the sixth waits for a turn far longer than a body may be silent, its request half read
    const sixth = await normalUpload(course.id, 'in-attesa.pdf', Buffer.concat([pdfBytes(), Buffer.alloc(12 * MiB, 0x20)]));
    expect(sixth).toMatchObject({ status: 201, body: { name: 'in-attesa.pdf' } });
    for (const answer of await Promise.all(slow.map((s) => s.ended))) expect(answer.status).toBe(201);
    expect(await storedFor(course.id)).toBe(6);
  });
});

describe('headers that stop arriving', () => {
  it('are answered 408 in Italian and the connection closed, within the header limit', async () => {
    const { ended } = exchange('POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty');
    const answer = await ended;
    expect(answer).toMatchObject({ status: 408, body: { error: STOPPED, requestId: expect.stringMatching(REQUEST_ID_PATTERN) } });
    expect(answer.afterMs).toBeGreaterThanOrEqual(LIMITS.headersMs);
    expect(answer.afterMs).toBeLessThan(LIMITS.headersMs + SLACK_MS);
  });
});

describe('a request Node refuses before any route', () => {
  it('is answered in Italian with a request id of its own, in the header and the body', async () => {
    const tooLarge = await exchange(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`).ended;
    expect(tooLarge).toMatchObject({
      status: 431,
      body: { error: MSG.contentTooLarge, requestId: expect.stringMatching(REQUEST_ID_PATTERN) },
    });
    const malformed = await exchange('NOT HTTP AT ALL\r\n\r\n').ended;
    expect(malformed).toMatchObject({ status: 400, body: { error: STATUS_MESSAGES[400] } });
    const { requestId } = malformed.body as { requestId: string };
    expect(malformed.headers[REQUEST_ID_HEADER.toLowerCase()]).toBe(requestId);
  });
});

describe('a body over the limit of its route', () => {
  it('is answered 413 with the Italian text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.org', password: 'x'.repeat(2 * MiB) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Il contenuto inviato è troppo grande' });
  });
});
