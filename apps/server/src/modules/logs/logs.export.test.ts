import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createAdmin, createBeneficiary, createOperator } from '../../../test/factories';
import { activityLogs } from '../../db/schema';
import { logBatches } from './logs.repository';

const t = await useTestApp();
let admin: Record<string, string>;
let operator: Record<string, string>;
let herId: number;

const call = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

async function sheetOf(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

beforeAll(async () => {
  admin = await authHeader(t.app, await createAdmin(t.db, { email: 'admin.export@example.org' }));
  const nicola = await createOperator(t.db, { email: 'nicolò.esposito@example.org' });
  operator = await authHeader(t.app, nicola);
  herId = (await createBeneficiary(t.db, { name: 'Nicolò', surname: 'D’Àngelo', idPublic: '88_042' })).id;
  await t.db.delete(activityLogs);
  await t.db.insert(activityLogs).values([
    // 1 July 2025, 00:30 in Italy (summer time)
    {
      action: 'put',
      entity: 'economic situation',
      beneficiaryId: herId,
      operatorId: nicola.id,
      statusCode: 200,
      notes: 'Campi modificati: città, attività',
      changes: [
        { field: 'isee', before: '1200.5', after: null },
        { field: 'indigence_state', before: 'No', after: 'Sì, in attesa di verifica' },
      ],
      createdAt: '2025-06-30T22:30:00.000Z',
    },
    { action: 'post', entity: 'costs', beneficiaryId: herId, operatorId: null, statusCode: 422, createdAt: '2025-07-02T08:00:00.000Z' },
    {
      action: 'delete',
      entity: 'operators',
      beneficiaryId: null,
      operatorId: nicola.id,
      statusCode: 204,
      createdAt: '2025-07-03T08:00:00.000Z',
    },
    {
      action: 'get',
      entity: 'beneficiary',
      beneficiaryId: herId,
      operatorId: nicola.id,
      statusCode: 200,
      createdAt: '2025-07-04T08:00:00.000Z',
    },
    // 30 June in Italy: outside a range from 1 July
    {
      action: 'post',
      entity: 'costs',
      beneficiaryId: herId,
      operatorId: nicola.id,
      statusCode: 201,
      createdAt: '2025-06-30T21:59:00.000Z',
    },
  ]);
});

describe('GET /api/auth/export/?export-type=logs', () => {
  const range = 'date_from=2025-07-01&date_to=2025-07-31';

  it('counts and exports the filtered entries newest first, one column per label of the declaration', async () => {
    expect((await call(`/api/auth/export/count?type=logs&${range}`, admin)).json()).toEqual({ count: 3 });
    const res = await call(`/api/auth/export/?export-type=logs&${range}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/filename="registro_attivita_\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { name, rows } = await sheetOf(res.rawPayload);
    expect(name).toBe('Registro Attività');
    expect(rows[0]).toEqual([
      'Data e ora',
      'Operatore',
      'Azione',
      'Entità',
      'ID beneficiario',
      'ID pubblico beneficiario',
      'Beneficiario',
      'Esito',
      'Codice di risposta',
      'Note',
      'Modifiche',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        new Date(Date.UTC(2025, 6, 3, 10, 0)),
        'nicolò.esposito@example.org',
        'Eliminazione',
        'Operatore',
        undefined,
        undefined,
        undefined,
        'Riuscita',
        204,
      ],
      [new Date(Date.UTC(2025, 6, 2, 10, 0)), 'Sistema', 'Inserimento', 'Costi', herId, '88_042', 'Nicolò D’Àngelo', 'Rifiutata', 422],
      [
        new Date(Date.UTC(2025, 6, 1, 0, 30)),
        'nicolò.esposito@example.org',
        'Aggiornamento',
        'Situazione economica',
        herId,
        '88_042',
        'Nicolò D’Àngelo',
        'Riuscita',
        200,
        'Campi modificati: città, attività',
        // each changed field on a line of its own, by its label
        'ISEE: 1200.5 → —\nStato di indigenza: No → Sì, in attesa di verifica',
      ],
    ]);
  });

  it('takes the list’s filters: beneficiary, outcome, views, operator', async () => {
    const exported = async (query: string) =>
      (await sheetOf((await call(`/api/auth/export/?export-type=logs&${query}`, admin)).rawPayload)).rows.slice(1);
    expect((await exported(`${range}&outcome=failure`)).map((r) => r[8])).toEqual([422]);
    expect((await exported(`beneficiary_id=${herId}&include_views=true`)).map((r) => r[2])).toEqual([
      'Visualizzazione',
      'Inserimento',
      'Aggiornamento',
      'Inserimento',
    ]);
    expect((await exported('operator_email=nicol%C3%B2&outcome=success')).map((r) => r[8])).toEqual([204, 200, 201]);
    const none = await call('/api/auth/export/?export-type=logs&operator_email=nessuno', admin);
    expect([none.statusCode, none.json()]).toEqual([404, { error: "Non ci sono dati disponibili per l'esportazione." }]);
    const bad = await call('/api/auth/export/?export-type=logs&date_from=2025-07-31&date_to=2025-07-01', admin);
    expect([bad.statusCode, bad.json().fields]).toEqual([400, { date_to: 'La data di fine deve essere successiva alla data di inizio' }]);
  });

  it('is for administrators only: 403 to an operator, 401 without a session', async () => {
    for (const url of ['/api/auth/export/?export-type=logs', '/api/auth/export/count?type=logs']) {
      expect((await call(url, operator)).statusCode).toBe(403);
      expect((await call(url)).statusCode).toBe(401);
    }
  });

  it('reads the entries in batches by keyset, each entry once, whatever the batch size', async () => {
    // the seeded days only: the export calls above are in the Registro too
    const seeded = { include_views: 'true', date_from: '2025-06-01', date_to: '2025-07-31' } as const;
    const batches: number[][] = [];
    for await (const rows of logBatches(t.db, seeded, { batchSize: 2 })) batches.push(rows.map((r) => r.ID));
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
    expect(new Set(batches.flat()).size).toBe(5);
    const from = [];
    for await (const rows of logBatches(t.db, seeded, { batchSize: 2, offset: 1, limit: 3 })) from.push(...rows);
    expect(from.map((r) => r.ID)).toEqual(batches.flat().slice(1, 4));
  });

  const soffice = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((file) => existsSync(file));
  it('gives a file LibreOffice opens with its accents intact', { timeout: 180_000 }, async () => {
    // npm test installs LibreOffice where it is missing (scripts/test.mjs): without it this proves nothing
    expect(soffice, 'LibreOffice (soffice) must be installed').toBeDefined();
    const dir = mkdtempSync(path.join(tmpdir(), 'registro-'));
    try {
      writeFileSync(path.join(dir, 'registro.xlsx'), (await call(`/api/auth/export/?export-type=logs&${range}`, admin)).rawPayload);
      // its own profile, so that it neither waits for nor disturbs another LibreOffice running
      await promisify(execFile)(
        soffice!,
        [
          `-env:UserInstallation=file://${dir}/profile`,
          '--headless',
          '--convert-to',
          'csv:Text - txt - csv (StarCalc):44,34,76',
          '--outdir',
          dir,
          path.join(dir, 'registro.xlsx'),
        ],
        { timeout: 170_000 },
      );
      const csv = readFileSync(path.join(dir, 'registro.csv'), 'utf8');
      expect(csv.split('\n')[0]).toBe(
        'Data e ora,Operatore,Azione,Entità,ID beneficiario,ID pubblico beneficiario,Beneficiario,Esito,Codice di risposta,Note,Modifiche',
      );
      expect(csv).toContain('Stato di indigenza: No → Sì, in attesa di verifica');
      expect(csv).toContain('Nicolò D’Àngelo');
      expect(csv).toContain('"Campi modificati: città, attività"');
      expect(csv).toContain('nicolò.esposito@example.org');
      expect(csv).toContain('Situazione economica');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
