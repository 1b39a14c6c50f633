import { deflateSync } from 'node:zlib';
import { VERSION_HEADER, versionTag } from '@empowerment/shared';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, bugReports, operators } from '../../db/schema';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createAdmin, createOperator, mailsTo } from '../../../test/factories';

const t = await useTestApp();
let operator: Record<string, string>;
let admin: Record<string, string>;
let operatorRow: Awaited<ReturnType<typeof createOperator>>;
let adminRow: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  operatorRow = await createOperator(t.db, { name: 'Lucia', surname: 'Verdi' });
  operator = await authHeader(t.app, operatorRow);
  adminRow = await createAdmin(t.db);
  admin = await authHeader(t.app, adminRow);
});

/** A real 1x1 PNG, with `padding` bytes of an extra chunk to make it as large as wanted. */
function pngBytes(padding = 0) {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(padding > 0 ? [chunk('tEXt', Buffer.alloc(padding, 0x61))] : []),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const BOUNDARY = '----bug-report-test-boundary';
type FormFile = { name: string; content: Buffer; type?: string };

function multipart(fields: Record<string, string>, file?: FormFile) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

const fields = (over: Record<string, string> = {}) => ({
  subject: 'Il salvataggio non riesce',
  description: 'Premo Salva nel tab Costi e la pagina resta ferma.',
  page: '/beneficiari/12?tab=12&q=Rossi',
  ...over,
});

const send = (form: Record<string, string>, file?: FormFile, headers = operator) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/bug-reports',
    headers: {
      ...headers,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'user-agent': 'Mozilla/5.0 (X11; Linux) Chromium/140',
    },
    payload: multipart(form, file),
  });

const countReports = async (subject: string) => (await t.db.select().from(bugReports).where(eq(bugReports.subject, subject))).length;

describe('sending a bug report', () => {
  it('records it with the page path, the browser and the sender, keeps the screenshot and mails every administrator', async () => {
    const otherAdmin = await createAdmin(t.db);
    // an administrator who has left is not mailed
    const formerAdmin = await createAdmin(t.db);
    await t.db.update(operators).set({ deactivatedAt: new Date() }).where(eq(operators.id, formerAdmin.id));
    const png = pngBytes();
    const res = await send(fields(), { name: 'schermata.png', content: png });
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json();
    expect(report).toMatchObject({
      subject: 'Il salvataggio non riesce',
      description: 'Premo Salva nel tab Costi e la pagina resta ferma.',
      page: '/beneficiari/12',
      user_agent: 'Mozilla/5.0 (X11; Linux) Chromium/140',
      operator: { ID: operatorRow.id, name: 'Lucia', surname: 'Verdi', email: operatorRow.email },
      handled: false,
      handled_at: null,
      handled_by: null,
      screenshot: { mime: 'image/png', size: png.length },
    });

    for (const to of [adminRow.email, otherAdmin.email]) {
      const mails = (await mailsTo(t.db, to)).filter((m) => m.subject === `Nuova segnalazione n. ${report.ID}`);
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain(`Inviata da: Lucia Verdi (${operatorRow.email})`);
      expect(mails[0].text).toContain('Pagina: /beneficiari/12');
      expect(mails[0].text).toContain(`http://localhost:3000/send-bug?segnalazione=${report.ID}`);
      // the report's own words may name a beneficiary: they stay in the app
      expect(mails[0].text).not.toContain('Premo Salva');
      expect(mails[0].subject).not.toContain('salvataggio');
    }
    expect(await mailsTo(t.db, operatorRow.email)).toHaveLength(0);
    expect(await mailsTo(t.db, formerAdmin.email)).toHaveLength(0);

    const shot = await t.app.inject({ method: 'GET', url: `/api/auth/bug-reports/${report.ID}/screenshot`, headers: admin });
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toBe('image/png');
    expect(shot.rawPayload.equals(png)).toBe(true);

    const [log] = await t.db
      .select({ notes: activityLogs.notes, statusCode: activityLogs.statusCode })
      .from(activityLogs)
      .where(and(eq(activityLogs.operatorId, operatorRow.id), eq(activityLogs.entity, 'bug reports')))
      .orderBy(desc(activityLogs.id))
      .limit(1);
    expect(log).toEqual({ notes: `Segnalazione inviata: #${report.ID} Il salvataggio non riesce`, statusCode: 201 });
  });

  it('takes a report without a screenshot, sent as JSON too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/bug-reports',
      headers: operator,
      payload: { subject: 'Senza immagine', description: 'Il filtro per comune non trova nulla.', page: '/aziende' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ subject: 'Senza immagine', page: '/aziende', screenshot: null });
  });

  it('refuses a screenshot that is not a PNG or JPEG by its content, whatever its name and type say, and stores nothing', async () => {
    const res = await send(fields({ subject: 'Finta immagine' }), {
      name: 'schermata.png',
      content: Buffer.from('%PDF-1.4 non una immagine'),
      type: 'image/png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "Lo screenshot deve essere un'immagine PNG o JPEG",
      fields: { file: "Lo screenshot deve essere un'immagine PNG o JPEG" },
    });
    expect(await countReports('Finta immagine')).toBe(0);
  });

  it('refuses a screenshot over 5 MB (413) and stores nothing', async () => {
    const res = await send(fields({ subject: 'Immagine enorme' }), { name: 'grande.png', content: pngBytes(5 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'Lo screenshot non può superare i 5 MB' });
    expect(await countReports('Immagine enorme')).toBe(0);
  });

  it('takes a screenshot of exactly 5 MB', async () => {
    const base = pngBytes().length + 12;
    const res = await send(fields({ subject: 'Immagine al limite' }), { name: 'limite.png', content: pngBytes(5 * 1024 * 1024 - base) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().screenshot.size).toBe(5 * 1024 * 1024);
  });

  it('refuses missing or short texts on their fields', async () => {
    const res = await send({ subject: 'ab', description: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      subject: "L'oggetto deve contenere almeno 3 caratteri",
      description: 'La descrizione è obbligatoria',
    });
  });
});

describe('handling bug reports', () => {
  it('lists them newest first to administrators, filtered by state, and marks one handled with a versioned, audited save', async () => {
    const first = (await send(fields({ subject: 'Primo problema' }))).json();
    const second = (await send(fields({ subject: 'Secondo problema' }))).json();

    const open = await t.app.inject({ method: 'GET', url: '/api/auth/bug-reports?status=open&get-tot=true&limit=100', headers: admin });
    expect(open.statusCode).toBe(200);
    const ids = open.json().data.map((r: { ID: number }) => r.ID);
    expect(ids.indexOf(second.ID)).toBeLessThan(ids.indexOf(first.ID));
    expect(ids.indexOf(first.ID)).toBeGreaterThanOrEqual(0);

    const handle = (version: string, handled = true) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/auth/bug-reports/${first.ID}`,
        headers: { ...admin, [VERSION_HEADER]: versionTag(version) },
        payload: { handled },
      });
    const done = await handle(first.UpdatedAt);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ handled: true, handled_by: { ID: adminRow.id, email: adminRow.email } });
    expect(done.json().handled_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    // a second administrator's save based on the old version changes nothing
    const stale = await handle(first.UpdatedAt, false);
    expect(stale.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/bug-reports/${first.ID}`, headers: admin })).json().handled).toBe(true);

    const handledList = await t.app.inject({ method: 'GET', url: '/api/auth/bug-reports?status=handled&limit=100', headers: admin });
    expect(handledList.json().map((r: { ID: number }) => r.ID)).toContain(first.ID);
    const openList = await t.app.inject({ method: 'GET', url: '/api/auth/bug-reports?status=open&limit=100', headers: admin });
    expect(openList.json().map((r: { ID: number }) => r.ID)).not.toContain(first.ID);

    const [log] = await t.db
      .select({ notes: activityLogs.notes, action: activityLogs.action })
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.operatorId, adminRow.id),
          eq(activityLogs.entity, 'bug reports'),
          eq(activityLogs.action, 'put'),
          eq(activityLogs.statusCode, 200),
        ),
      )
      .orderBy(desc(activityLogs.id))
      .limit(1);
    expect(log.notes).toBe(`Segnalazione gestita: #${first.ID} Primo problema`);
  });

  it('lets no operator list, read, see the screenshot of or handle a report (403)', async () => {
    const report = (await send(fields({ subject: 'Riservata' }), { name: 's.png', content: pngBytes() })).json();
    for (const [method, url] of [
      ['GET', '/api/auth/bug-reports'],
      ['GET', `/api/auth/bug-reports/${report.ID}`],
      ['GET', `/api/auth/bug-reports/${report.ID}/screenshot`],
      ['PUT', `/api/auth/bug-reports/${report.ID}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: operator, ...(method === 'PUT' ? { payload: { handled: true } } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const [row] = await t.db.select({ handled: bugReports.handled }).from(bugReports).where(eq(bugReports.id, report.ID));
    expect(row.handled).toBe(false);
  });

  it('answers 404 for a report that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/bug-reports/999999', headers: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Segnalazione non trovata' });
  });
});
