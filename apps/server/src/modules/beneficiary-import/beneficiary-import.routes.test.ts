import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CODICE_FISCALE_INVALID, computeCodiceFiscale } from '@empowerment/shared';
import { BENEFICIARY_MSG, IMPORT_FIELD_LABELS, IMPORT_FIELDS } from '@empowerment/shared/beneficiaries';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createAdmin, createBeneficiary, createOperator } from '../../../test/factories';
import { activityLogs, beneficiaries, beneficiaryImports } from '../../db/schema';

const t = await useTestApp();
let admin: Record<string, string>;
let operator: Record<string, string>;
let adminId: number;

const cf = (name: string, surname: string, birthDate: string, sex: 'M' | 'F' = 'F') =>
  computeCodiceFiscale({ name, surname, birthDate, sex, placeCode: 'H501' });
const EXISTING_CF = cf('Giovanna', 'Preesistente', '1970-03-04');

beforeAll(async () => {
  const adminRow = await createAdmin(t.db);
  adminId = adminRow.id;
  admin = await authHeader(t.app, adminRow);
  operator = await authHeader(t.app, await createOperator(t.db));
  await createBeneficiary(t.db, { name: 'Giovanna', surname: 'Preesistente', fiscalCode: EXISTING_CF, birthDate: '1970-03-04' });
});

const L = IMPORT_FIELD_LABELS;
const HEADERS = [
  L.name,
  L.surname,
  L.fiscal_code,
  L.birth_date,
  L.sex,
  L.country_birth,
  L.citizenship,
  L.native_language,
  L.municipio_id,
  L.has_car,
];

async function xlsx(rows: unknown[][], headers = HEADERS) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Foglio1');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const BOUNDARY = '----import-test-boundary';
function form(name: string, content: Buffer) {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}
const upload = (name: string, content: Buffer, headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/beneficiary-imports/',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: form(name, content),
  });
const post = (url: string, payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/auth/beneficiary-imports/${url}`, headers, payload });

const person = (name: string, surname: string, birth: string, extra: Partial<Record<'cf' | 'municipio' | 'date', string>> = {}) => [
  name,
  surname,
  extra.cf ?? cf(name, surname, birth),
  extra.date ?? new Date(`${birth}T00:00:00Z`),
  'F',
  'Italia',
  'Italiana',
  'Italiano',
  extra.municipio ?? 'Municipio I',
  'Sì',
];

describe('/api/auth/beneficiary-imports', () => {
  it('is for administrators only: 403 to an operator on every call, 401 without a session', async () => {
    const file = await xlsx([person('Anna', 'Operatrice', '1990-01-01')]);
    expect((await upload('a.xlsx', file, operator)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/beneficiary-imports/template', headers: operator })).statusCode).toBe(403);
    expect((await post('1/check', { mapping: {} }, operator)).statusCode).toBe(403);
    expect((await post('1/import', { mapping: {} }, operator)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/beneficiary-imports/template' })).statusCode).toBe(401);
  });

  it('dry run: lists every error with its row and column; the import creates exactly the good rows and logs the file with its counts', async () => {
    const file = await xlsx([
      person('Alessia', 'Buona', '1988-07-15'), // row 2: good
      person('Bianca', 'Codice', '1989-01-02', { cf: 'RSSMRA80A01H501X' }), // 3: bad check character
      person('Carla', 'Municipio', '1990-02-03', { municipio: 'Municipio XXX' }), // 4: unknown municipio
      person('Dora', 'Data', '1991-03-04', { date: '31/02/1991' }), // 5: no such day
      person('Giovanna', 'Preesistente', '1970-03-04', { cf: EXISTING_CF }), // 6: already stored
      person('Alessia', 'Copia', '1988-07-15', { cf: cf('Alessia', 'Buona', '1988-07-15') }), // 7: same code as row 2
      person('Elena', 'Seconda', '15/07/1988', { date: '15/07/1988', cf: cf('Elena', 'Seconda', '1988-07-15') }), // 8: good, typed date
    ]);
    const up = await upload('beneficiarie à importare.xlsx', file);
    expect(up.statusCode).toBe(201);
    const { ID, headers, rows, mapping, file_name } = up.json();
    expect(file_name).toBe('beneficiarie à importare.xlsx');
    expect(headers).toEqual(HEADERS);
    expect(rows).toBe(7);
    // the labels are the record's own: every header is suggested its field
    expect(mapping).toEqual({
      [L.name]: 'name',
      [L.surname]: 'surname',
      [L.fiscal_code]: 'fiscal_code',
      [L.birth_date]: 'birth_date',
      [L.sex]: 'sex',
      [L.country_birth]: 'country_birth',
      [L.citizenship]: 'citizenship',
      [L.native_language]: 'native_language',
      [L.municipio_id]: 'municipio_id',
      [L.has_car]: 'has_car',
    });

    const check = await post(`${ID}/check`, { mapping });
    expect(check.statusCode).toBe(200);
    const result = check.json();
    expect(result).toMatchObject({ total: 7, valid: 2, invalid: 5, unmapped: [] });
    expect(result.created.map((r: { row: number; surname: string }) => [r.row, r.surname])).toEqual([
      [2, 'Buona'],
      [8, 'Seconda'],
    ]);
    expect(result.errors).toEqual([
      { row: 3, column: 'Codice fiscale', field: 'fiscal_code', message: CODICE_FISCALE_INVALID },
      { row: 4, column: 'Municipio', field: 'municipio_id', message: 'Municipio sconosciuto: «Municipio XXX»' },
      { row: 5, column: 'Data di nascita', field: 'birth_date', message: BENEFICIARY_MSG.birthDateInvalid },
      { row: 6, column: 'Codice fiscale', field: 'fiscal_code', message: 'Il Codice fiscale è già presente nel sistema' },
      { row: 7, column: 'Codice fiscale', field: 'fiscal_code', message: 'Codice fiscale già presente nel file alla riga 2' },
    ]);
    // a dry run writes nothing
    expect(await t.db.select().from(beneficiaries).where(eq(beneficiaries.surname, 'Buona'))).toEqual([]);

    const done = await post(`${ID}/import`, { mapping });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toEqual({ created: 2, skipped: 5, message: '2 beneficiari importati; 5 righe con errori non importate' });
    const created = await t.db
      .select()
      .from(beneficiaries)
      .where(inArray(beneficiaries.surname, ['Buona', 'Seconda', 'Codice', 'Municipio', 'Data', 'Copia']));
    expect(created.map((b) => b.surname).sort()).toEqual(['Buona', 'Seconda']);
    for (const b of created) {
      expect(b.idPublic).toMatch(/^01_\d{3,}$/);
      expect(b).toMatchObject({ operatorId: adminId, hasCar: true, phonePrefix: '+39', sex: 'F' });
    }
    expect(created.find((b) => b.surname === 'Seconda')?.birthDate).toBe('1988-07-15');
    // only the one already stored has that code
    expect(await t.db.select().from(beneficiaries).where(eq(beneficiaries.fiscalCode, EXISTING_CF))).toHaveLength(1);

    await expect
      .poll(async () => {
        const [entry] = await t.db
          .select({ notes: activityLogs.notes })
          .from(activityLogs)
          .where(and(eq(activityLogs.entity, 'beneficiary import'), like(activityLogs.notes, 'Importazione beneficiari dal file%')));
        return entry?.notes;
      })
      .toBe('Importazione beneficiari dal file «beneficiarie à importare.xlsx»: 2 creati, 5 righe con errori non importate');

    const again = await post(`${ID}/import`, { mapping });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Questo file è già stato importato');
  });

  it('creates nothing when the database fails on one row: no beneficiary, the file not marked, no entry', async () => {
    const surnames = ['Primaprova', 'Secondaprova', 'Guasto'];
    const file = await xlsx(surnames.map((s, i) => person('Paola', s, `1992-04-0${i + 1}`)));
    const { ID, mapping } = (await upload('guasto.xlsx', file)).json();
    expect((await post(`${ID}/check`, { mapping })).json()).toMatchObject({ valid: 3, invalid: 0 });
    // a real failure of the database on the last row's insert
    await t.db.execute(
      sql.raw(`CREATE FUNCTION import_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.surname = 'Guasto' THEN RAISE EXCEPTION 'guasto di prova'; END IF; RETURN NEW; END $$`),
    );
    await t.db.execute(
      sql.raw(`CREATE TRIGGER import_test_fail BEFORE INSERT ON beneficiaries FOR EACH ROW EXECUTE FUNCTION import_test_fail()`),
    );
    try {
      const res = await post(`${ID}/import`, { mapping });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER import_test_fail ON beneficiaries; DROP FUNCTION import_test_fail()'));
    }
    expect(await t.db.select().from(beneficiaries).where(inArray(beneficiaries.surname, surnames))).toEqual([]);
    const [row] = await t.db
      .select({ importedAt: beneficiaryImports.importedAt })
      .from(beneficiaryImports)
      .where(eq(beneficiaryImports.id, ID));
    expect(row.importedAt).toBeNull();
    const entries = () =>
      t.db.select().from(activityLogs).where(like(activityLogs.notes, 'Importazione beneficiari dal file «guasto.xlsx»%'));
    expect(await entries()).toEqual([]);
    // once the database works, the same file imports whole
    expect((await post(`${ID}/import`, { mapping })).json()).toMatchObject({ created: 3, skipped: 0 });
    await expect.poll(async () => (await entries()).length).toBe(1);
  });

  it('reads a CSV of Excel in Italy (semicolons, Windows-1252), remembers her mapping and refuses a bad one', async () => {
    const code = cf('Nicoletta', 'Città', '1985-05-06');
    const text = [
      'Cognome;Nome;CF;Nata il;Sesso;Paese di nascita;Cittadinanza;Lingua madre;Municipio',
      `Città;Nicoletta;${code};06/05/1985;f;Italia;Italiana;Italiano;3`,
    ].join('\r\n');
    const content = Buffer.from(text, 'latin1');
    const up = (await upload('elenco.csv', content)).json();
    // 'CF' and 'Nata il' are no labels: not suggested
    expect(up.mapping).not.toHaveProperty('CF');
    const mapping = { ...up.mapping, CF: 'fiscal_code', 'Nata il': 'birth_date' };
    const check = (await post(`${up.ID}/check`, { mapping })).json();
    expect(check).toMatchObject({ valid: 1, invalid: 0, errors: [] });
    expect(check.created[0]).toMatchObject({ surname: 'Città', fiscal_code: code, birth_date: '1985-05-06' });
    // her next file with the same headers starts from her mapping
    const next = (await upload('elenco-2.csv', content)).json();
    expect(next.mapping).toMatchObject({ CF: 'fiscal_code', 'Nata il': 'birth_date' });

    const twice = await post(`${up.ID}/check`, { mapping: { ...mapping, Cognome: 'name' } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe('Il campo «Nome» è associato a più colonne');
    const missing = await post(`${up.ID}/check`, { mapping: { Altro: 'name' } });
    expect(missing.json().error).toBe('La colonna «Altro» non è nel file');
    expect((await post('999999/check', { mapping })).json().error).toBe('Importazione non trovata: carica di nuovo il file');
  });

  it('refuses a file of another kind, an empty one and one of more than 10,000 rows, in Italian', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077', 'hex');
    const bad = await upload('foto.xlsx', png);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Il file deve essere un foglio Excel (.xlsx) o un file CSV');
    const empty = await upload('vuoto.csv', Buffer.from('Nome;Cognome\r\n'));
    expect(empty.json().error).toBe('Il file non contiene righe da importare');
    const many = Buffer.from(['Nome;Cognome', ...Array.from({ length: 10_001 }, (_, i) => `Anna;Rossi${i}`)].join('\n'));
    const tooMany = await upload('tante.csv', many);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().error).toBe('Il file ha più di 10.000 righe: dividilo in più file');
  });

  it('checks a 10,000-row file, every row valid, and imports it (its times are printed)', { timeout: 120_000 }, async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => {
      const birth = new Date(Date.UTC(1950, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      const r = person('Serena', 'Massiva', birth);
      // letters only: a code is made of the surname's letters
      const surname = `Massiva${[...i.toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('')}`;
      r[1] = surname;
      r[2] = cf('Serena', surname, birth);
      return r;
    });
    const file = await xlsx(rows);
    const started = performance.now();
    const up = (await upload('diecimila.xlsx', file)).json();
    const uploaded = performance.now();
    const check = (await post(`${up.ID}/check`, { mapping: up.mapping })).json();
    const [read, checked] = [uploaded - started, performance.now() - uploaded].map(Math.round);
    console.info(`import of 10,000 rows (${Math.round(file.length / 1024)} KB): upload ${read} ms, dry run ${checked} ms`);
    expect(check.errors.slice(0, 3)).toEqual([]);
    expect(check).toMatchObject({ total: 10_000, valid: 10_000, invalid: 0 });
    const importStarted = performance.now();
    const done = await post(`${up.ID}/import`, { mapping: up.mapping });
    console.info(`import of 10,000 rows: created in ${Math.round(performance.now() - importStarted)} ms`);
    expect(done.json()).toMatchObject({ created: 10_000, skipped: 0 });
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(beneficiaries)
      .where(like(beneficiaries.surname, 'Massiva%'));
    expect(n).toBe(10_000);
  });

  const soffice = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((file) => existsSync(file));
  it('gives a template LibreOffice opens with its accents, whose headers are the labels', { timeout: 180_000 }, async () => {
    expect(soffice, 'LibreOffice (soffice) must be installed').toBeDefined();
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/beneficiary-imports/template', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('modello_importazione_beneficiari.xlsx');
    const dir = mkdtempSync(path.join(tmpdir(), 'modello-'));
    try {
      writeFileSync(path.join(dir, 'modello.xlsx'), res.rawPayload);
      await promisify(execFile)(
        soffice!,
        [
          `-env:UserInstallation=file://${dir}/profile`,
          '--headless',
          '--convert-to',
          'csv:Text - txt - csv (StarCalc):44,34,76',
          '--outdir',
          dir,
          path.join(dir, 'modello.xlsx'),
        ],
        { timeout: 170_000 },
      );
      const header = readFileSync(path.join(dir, 'modello.csv'), 'utf8').split('\n')[0];
      expect(header).toBe(IMPORT_FIELDS.map((f) => IMPORT_FIELD_LABELS[f]).join(','));
      expect(header).toContain('Restrizioni della libertà personale');
      expect(header).toContain("Possiede un'auto");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
