import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createAdmin, createBeneficiaries, createBeneficiary, createOperator } from '../../../test/factories';
import { activityLogs } from '../../db/schema';
import { EXPORTS } from '../exports';
import { openExport, resolveExport } from './export.service';
import { XLSX_WRITERS, xlsxTurn, xlsxWriterThreads } from './export.xlsx-writers';

const t = await useTestApp();
let operator: Record<string, string>;
let admin: Record<string, string>;
let adminId: number;

const NO_DATA = "Non ci sono dati disponibili per l'esportazione.";
const NO_TYPE = 'Tipo di esportazione non specificato.';
const EXPORT_ERROR = "Errore durante l'esportazione dei dati. Riprova più tardi.";
const FORBIDDEN = 'Accesso vietato: non hai i permessi per fare questa operazione!';

const count = (query: string, headers = admin) => t.app.inject({ method: 'GET', url: `/api/auth/export/count?${query}`, headers });
const download = (query: string, headers = admin) => t.app.inject({ method: 'GET', url: `/api/auth/export/?${query}`, headers });

async function sheetOf(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}
const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

beforeAll(async () => {
  operator = await authHeader(t.app, await createOperator(t.db));
  const adminRow = await createAdmin(t.db);
  adminId = adminRow.id;
  admin = await authHeader(t.app, adminRow);
  await createBeneficiary(t.db, {
    name: 'Maria',
    surname: 'Rossi',
    idPublic: '01_001',
    email: 'maria.rossi@example.org',
    phonePrefix: '+39',
    phone: '3331234567',
    fiscalCode: 'RSSMRA85M41H501Z',
    birthDate: '1985-08-01',
    active: true,
  });
  await createBeneficiary(t.db, {
    name: 'Amina',
    surname: 'Diallo',
    idPublic: '04_007',
    email: null,
    phone: null,
    birthDate: null,
    active: false,
  });
});

describe('GET /api/auth/export/count', () => {
  it('refuses an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/export/count?type=beneficiaries' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an operator: exports are for administrators', async () => {
    const res = await count('type=beneficiaries', operator);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: FORBIDDEN });
  });

  it('counts the rows an administrator would export, with the list filters', async () => {
    expect((await count('type=beneficiaries')).json()).toEqual({ count: 2 });
    expect((await count('type=beneficiaries&surname=ross')).json()).toEqual({ count: 1 });
    expect((await count('type=beneficiaries&active=false')).json()).toEqual({ count: 1 });
  });

  it('answers 404 with the export text when nothing matches', async () => {
    const res = await count('type=beneficiaries&name=Nessuna');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: NO_DATA });
  });

  it.each(['', 'type=', 'type=aziende', 'type=beneficiaries&type=beneficiaries'])('answers 400 for the type in "%s"', async (query) => {
    const res = await count(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(NO_TYPE);
  });

  it('refuses a bad filter with its Italian field message', async () => {
    const res = await count('type=beneficiaries&birth_date=31-12-1990');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Data non valida', fields: { birth_date: 'Data non valida' } });
  });
});

describe('GET /api/auth/export/', () => {
  it('refuses an anonymous caller and an operator', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/export/?export-type=beneficiaries' })).statusCode).toBe(401);
    const res = await download('export-type=beneficiaries', operator);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: FORBIDDEN });
  });

  it('answers 400 without an export type and 404 when nothing matches', async () => {
    const missing = await download('offset=0&limit=10');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: NO_TYPE });
    const none = await download('export-type=beneficiaries&surname=Nessuna&offset=0&limit=10');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: NO_DATA });
    const pastTheEnd = await download('export-type=beneficiaries&offset=2&limit=10');
    expect(pastTheEnd.statusCode).toBe(404);
  });

  it('sends an xlsx attachment named after today', async () => {
    const res = await download('export-type=beneficiaries&offset=0&limit=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    expect(res.headers['content-disposition']).toBe(`attachment; filename="beneficiari_${today}.xlsx"`);
  });

  it('holds Italian headers, a bold frozen header row and the rows in list order', async () => {
    const sheet = await sheetOf((await download('export-type=beneficiaries&offset=0&limit=2')).rawPayload);
    expect(sheet.name).toBe('Beneficiari');
    expect(rowValues(sheet, 1)).toEqual([
      'ID pubblico',
      'Nome',
      'Cognome',
      'Email',
      'Prefisso',
      'Cellulare',
      'Codice fiscale',
      'Data di nascita',
      'Attivo',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(4).width).toBeGreaterThanOrEqual(25);
    expect(sheet.rowCount).toBe(3);
    // Diallo before Rossi; an empty email, phone and birth date stay empty cells
    expect(rowValues(sheet, 2)).toEqual(['04_007', 'Amina', 'Diallo', undefined, '+39', undefined, expect.any(String), undefined, 'No']);
    const rossi = sheet.getRow(3);
    expect(rowValues(sheet, 3).slice(0, 7)).toEqual([
      '01_001',
      'Maria',
      'Rossi',
      'maria.rossi@example.org',
      '+39',
      '3331234567',
      'RSSMRA85M41H501Z',
    ]);
    expect(rossi.getCell(8).value).toEqual(new Date(Date.UTC(1985, 7, 1)));
    expect(rossi.getCell(8).numFmt).toBe('dd/mm/yyyy');
    expect(rossi.getCell(9).value).toBe('Sì');
  });

  it('exports only the filtered rows, from offset up to limit', async () => {
    const active = await sheetOf((await download('export-type=beneficiaries&active=true')).rawPayload);
    expect(active.rowCount).toBe(2);
    expect(active.getRow(2).getCell(3).value).toBe('Rossi');
    const second = await sheetOf((await download('export-type=beneficiaries&offset=1&limit=5')).rawPayload);
    expect(second.rowCount).toBe(2);
    expect(second.getRow(2).getCell(3).value).toBe('Rossi');
    const first = await sheetOf((await download('export-type=beneficiaries&offset=0&limit=1')).rawPayload);
    expect(first.rowCount).toBe(2);
    expect(first.getRow(2).getCell(3).value).toBe('Diallo');
  });

  it('answers 503 with the export error text when every xlsx writer is busy and too many files wait', async () => {
    const writing = await Promise.all(Array.from({ length: XLSX_WRITERS.threads }, () => xlsxTurn()));
    const waiting = Array.from({ length: XLSX_WRITERS.maxWaiting }, () => xlsxTurn());
    const res = await download('export-type=beneficiaries&offset=0&limit=2');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: EXPORT_ERROR });
    for (const turn of writing) turn.release(true);
    for (const turn of waiting) (await turn).release(true);
  });

  it('lets a file asked for while every xlsx writer is busy wait its turn, then sends it whole', async () => {
    const writing = await Promise.all(Array.from({ length: XLSX_WRITERS.threads }, () => xlsxTurn()));
    let answered = false;
    const queued = download('export-type=beneficiaries&offset=0&limit=2').finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    for (const turn of writing) turn.release(true);
    const res = await queued;
    expect(res.statusCode).toBe(200);
    expect((await sheetOf(res.rawPayload)).rowCount).toBe(3);
  });

  it('writes the export to the Registro Attività', async () => {
    await download('export-type=beneficiaries&surname=Rossi&offset=0&limit=1');
    await vi.waitFor(async () => {
      const rows = await t.db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.operatorId, adminId), eq(activityLogs.entity, 'export')));
      expect(rows).toContainEqual(
        expect.objectContaining({ action: 'get', statusCode: 200, notes: 'Esportazione xlsx beneficiaries, filtri: surname=Rossi' }),
      );
    });
  });
});

describe('an export larger than one batch', () => {
  const N = 1200;
  beforeAll(async () => {
    await createBeneficiaries(t.db, N, (i) => ({
      name: `Nome${String(i).padStart(4, '0')}`,
      surname: 'Molti',
      birthDate: `19${60 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`,
      active: i % 3 !== 0,
    }));
  });

  it('counts them all', async () => {
    expect((await count('type=beneficiaries&surname=Molti')).json()).toEqual({ count: N });
  });

  it('streams every row once, in order, across the batches of 500', async () => {
    const res = await download(`export-type=beneficiaries&surname=Molti&offset=0&limit=${N}`);
    expect(res.statusCode).toBe(200);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.rowCount).toBe(N + 1);
    const names: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) names.push(String(row.getCell(2).value));
    });
    expect(names).toEqual(Array.from({ length: N }, (_, i) => `Nome${String(i).padStart(4, '0')}`));
    expect(sheet.getRow(N + 1).getCell(8).value).toEqual(new Date(Date.UTC(1999, 2, 19)));
    expect(sheet.getRow(N + 1).getCell(9).value).toBe('Sì');
    expect(sheet.getRow(2).getCell(9).value).toBe('No');
  });

  it("is read by the writer's thread: the requests' pool runs none of its batches", async () => {
    const pool = t.app.database.pool;
    const texts: string[] = [];
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    const spy = vi.spyOn(pool, 'query').mockImplementation(((config: string | { text: string }, ...rest: unknown[]) => {
      texts.push(typeof config === 'string' ? config : config.text);
      return query(config, ...rest);
    }) as never);
    let res;
    try {
      res = await download(`export-type=beneficiaries&surname=Molti&offset=0&limit=${N}`);
    } finally {
      spy.mockRestore();
    }
    expect((await sheetOf(res.rawPayload)).rowCount).toBe(N + 1);
    expect(texts.some((text) => /count/i.test(text))).toBe(true);
    expect(texts.filter((text) => /from "beneficiaries"/i.test(text) && /\blimit\b/i.test(text))).toEqual([]);
  });

  it('fails the request before anything is sent when the writer cannot read the first batch; the next export is whole', async () => {
    const { definition, filters } = resolveExport(EXPORTS, 'beneficiaries', { surname: 'Molti' });
    // nothing listens on port 1: the writer's connection is refused
    const unreachable = 'postgres://nobody@127.0.0.1:1/none';
    await expect(openExport(t.app.db, unreachable, t.app.log, { definition, filters, offset: 0 })).rejects.toThrow(/xlsx writer failed/);
    const sheet = await sheetOf((await download('export-type=beneficiaries&surname=Molti&offset=0&limit=3')).rawPayload);
    expect(sheet.rowCount).toBe(4);
  });

  it("keeps the writer's thread of an export whose client left midway for the next export, which is whole", async () => {
    const { definition, filters } = resolveExport(EXPORTS, 'beneficiaries', { surname: 'Molti' });
    const log = { info: vi.fn(), error: vi.fn() };
    const { stream } = await openExport(t.app.db, t.app.database.url, log as never, { definition, filters, offset: 0 });
    const threads = xlsxWriterThreads().map((thread) => thread.threadId);
    // the client takes one piece of the file and leaves
    await once(stream, 'data');
    stream.destroy();
    await vi.waitFor(async () => {
      const next = await download('export-type=beneficiaries&surname=Molti&offset=0&limit=3');
      expect((await sheetOf(next.rawPayload)).rowCount).toBe(4);
    });
    expect(log.info).toHaveBeenCalledWith('export abandoned by the client');
    expect(log.error).not.toHaveBeenCalled();
    expect(xlsxWriterThreads().map((thread) => thread.threadId)).toEqual(threads);
  });

  it('honours an offset past the first batch', async () => {
    const sheet = await sheetOf((await download('export-type=beneficiaries&surname=Molti&offset=700&limit=450')).rawPayload);
    expect(sheet.rowCount).toBe(451);
    expect(sheet.getRow(2).getCell(2).value).toBe('Nome0700');
    expect(sheet.getRow(451).getCell(2).value).toBe('Nome1149');
  });
});
