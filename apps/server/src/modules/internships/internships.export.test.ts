import ExcelJS from 'exceljs';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sectors } from '../../db/schema';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createAdmin, createBeneficiary, createOperator } from '../../../test/factories';
import { createCompany, createPosition } from '../../../test/factories';
import { createInternship } from './internships.factory';

const t = await useTestApp();
const admin = await authHeader(t.app, await createAdmin(t.db));
const operator = await authHeader(t.app, await createOperator(t.db));
const [sector] = await t.db.select().from(sectors).orderBy(asc(sectors.id)).limit(1);
const her = await createBeneficiary(t.db, { name: 'Amina', surname: 'Diallo', fiscalCode: 'DLLMNA90A41Z343X' });
const host = await createCompany(t.db, { companyName: 'Forno Sociale', stateContact: 'Manifestazione firmata' });
const position = await createPosition(t.db, host.id, { jobPositions: 'Aiuto fornaia', busy: true, idBeneficiary: her.id });
await createInternship(
  t.db,
  { beneficiaryId: her.id, hostingCompanyId: host.id, sectorId: sector.id },
  { internshipCompanyId: position.id, completedHours: 40, monthlyAllowance: '400 €', notes: 'Turno del mattino' },
);

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });

describe("export type 'internships'", () => {
  it('is for administrators only', async () => {
    expect((await get('/api/auth/export/count?type=internships', operator)).statusCode).toBe(403);
  });

  it('counts and writes the internships with the list filters, columns named as on screen', async () => {
    expect((await get('/api/auth/export/count?type=internships')).json()).toEqual({ count: 1 });
    expect((await get('/api/auth/export/count?type=internships&status_internships=Interrotto')).statusCode).toBe(404);
    const res = await get('/api/auth/export/?export-type=internships&beneficiary=diallo');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/tirocini_\d{4}-\d{2}-\d{2}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Tirocini');
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Beneficiario',
      'Codice fiscale',
      'Azienda ospitante',
      'Posizione',
      'Stato',
      'Settore',
      'Organizzazione pagante',
      'Durata (mesi)',
      'Ore previste',
      'Ore settimanali',
      'Ore completate',
      'Indennità mensile',
      'Valutazione',
      'Note',
      'Inserito il',
    ]);
    expect(values(2).slice(0, 14)).toEqual([
      'Amina Diallo',
      'DLLMNA90A41Z343X',
      'Forno Sociale',
      'Aiuto fornaia',
      'Attivo',
      sector.type,
      'Progetto Empowerment',
      6,
      100,
      10,
      40,
      '400 €',
      undefined,
      'Turno del mattino',
    ]);
    expect(values(2)[14]).toBeInstanceOf(Date);
  });
});
