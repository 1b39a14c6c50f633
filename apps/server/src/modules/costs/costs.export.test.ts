import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createAdmin, createBeneficiary, createOperator } from '../../../test/factories';
import { createCost, createCostType } from './costs.factory';

const t = await useTestApp();
const admin = await authHeader(t.app, await createAdmin(t.db));
const operator = await authHeader(t.app, await createOperator(t.db));
const type = await createCostType(t.db, { type: 'Kit di benvenuto' });
const giulia = await createBeneficiary(t.db, { name: 'Giulia', surname: 'Esposito' });
await createCost(t.db, {
  beneficiaryId: giulia.id,
  type: type.id,
  date: '2026-02-10',
  amountCommitted: 1234.5,
  amountPaid: 0.1,
  amountExpected: 0.2,
});
await createCost(t.db, {
  beneficiaryId: giulia.id,
  type: type.id,
  date: '2026-02-11',
  amountCommitted: 10,
  confirmed: true,
  notes: 'Libri',
});

const download = (query: string, headers = admin) => t.app.inject({ method: 'GET', url: `/api/auth/export/?${query}`, headers });

describe('export type costs', () => {
  it('is for administrators only', async () => {
    expect((await download(`export-type=costs&beneficiary_id=${giulia.id}&offset=0&limit=10`, operator)).statusCode).toBe(403);
  });

  it("sends her costs with the screen's headers, amounts as numbers with two decimals", async () => {
    const res = await download(`export-type=costs&beneficiary_id=${giulia.id}&offset=0&limit=10`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="costi_\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(sheet.name).toBe('Costi');
    expect(values(1)).toEqual([
      'Data',
      'Beneficiario',
      'Tipo',
      'Associato a',
      'Importo Impegnato',
      'Importo Previsto',
      'Importo Erogato',
      'Documento',
      'Stato Verifica',
      'Note',
    ]);
    expect(sheet.rowCount).toBe(3);
    // newest first
    expect(values(2).slice(1)).toEqual(['Giulia Esposito', 'Kit di benvenuto', 'Beneficiario', 10, 0, 0, undefined, 'Verificato', 'Libri']);
    expect(values(3).slice(1, 9)).toEqual([
      'Giulia Esposito',
      'Kit di benvenuto',
      'Beneficiario',
      1234.5,
      0.2,
      0.1,
      undefined,
      'Da verificare',
    ]);
    expect(sheet.getRow(3).getCell(1).value).toEqual(new Date(Date.UTC(2026, 1, 10)));
    expect(sheet.getRow(3).getCell(5).numFmt).toBe('#,##0.00');
  });
});
