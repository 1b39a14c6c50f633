import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { REPORT_BLOCKS, type Report } from '@empowerment/shared/reports';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activityLogs,
  beneficiaryCareerDays,
  beneficiaryGroupActivities,
  careerDays,
  dataProjects,
  groupActivities,
  participants,
  sectors,
  socialData,
  typesSocialSituations,
} from '../../db/schema';
import { useTestApp } from '../../../test/build-app';
import {
  authHeader,
  createAdmin,
  createBeneficiary,
  createCompany,
  createCost,
  createCostType,
  createCourse,
  createCourseType,
  createInterview,
  createInternship,
  createInterviewType,
  createMunicipio,
  createOperator,
  createTrainingBody,
} from '../../../test/factories';

const t = await useTestApp();
let admin: Record<string, string>;
let adminId: number;
let operator: Record<string, string>;
let munA: { id: number; municipio: string };
let munB: { id: number; municipio: string };
let courseType: string;
let interviewType: string;
let otherInterviewType: string;
let costTypeSmall: string;
let costTypeLarge: string;

/*
 * The known data set: the period is 2025 (days of Italy). Municipio A has four women registered
 * around the period's edges, municipio B one. Each figure below is counted by hand from this.
 */
beforeAll(async () => {
  const a = await createAdmin(t.db);
  adminId = a.id;
  admin = await authHeader(t.app, a);
  operator = await authHeader(t.app, await createOperator(t.db));
  munA = await createMunicipio(t.db, { municipio: 'Municipio Sant’Angelo' });
  munB = await createMunicipio(t.db);

  // 18 on the period's last day: 18-24; registered at 10:00 in Italy
  const b1 = await createBeneficiary(t.db, {
    municipioId: munA.id,
    birthDate: '2007-12-31',
    citizenship: 'Italiana',
    education: 'Diploma',
    createdAt: '2025-03-10T09:00:00Z',
    active: true,
  });
  // 18 the day after the period: <18; her path closed on 30 November
  const b2 = await createBeneficiary(t.db, {
    municipioId: munA.id,
    birthDate: '2008-01-01',
    citizenship: 'Marocchina',
    createdAt: '2025-06-01T09:00:00Z',
  });
  await t.db.insert(dataProjects).values({ beneficiaryId: b2.id, active: false, projectDateExit: '2025-11-30' });
  // 31 December 23:30 UTC is already 1 January 2026 in Italy: outside
  await createBeneficiary(t.db, { municipioId: munA.id, birthDate: '1990-05-05', createdAt: '2025-12-31T23:30:00Z' });
  // 31 December 2024 23:30 UTC is 1 January 2025 in Italy: inside; 65 on the last day; no project row: active
  const b4 = await createBeneficiary(t.db, {
    municipioId: munA.id,
    birthDate: '1960-12-31',
    citizenship: 'Italiana',
    createdAt: '2024-12-31T23:30:00Z',
  });
  // municipio B, no birth date
  const b5 = await createBeneficiary(t.db, {
    municipioId: munB.id,
    birthDate: null,
    citizenship: 'Ucraina',
    createdAt: '2025-05-05T09:00:00Z',
  });
  // registered before the period, her path closed within it
  const b6 = await createBeneficiary(t.db, { municipioId: munA.id, birthDate: '1985-01-01', createdAt: '2024-06-01T09:00:00Z' });
  await t.db.insert(dataProjects).values({ beneficiaryId: b6.id, active: false, projectDateExit: '2025-02-01' });

  const [situation] = await t.db.insert(typesSocialSituations).values({ type: 'Situazione report' }).returning();
  await t.db.insert(socialData).values({ beneficiaryId: b1.id, occupationalCondition: 'Disoccupata', socialSituationType: situation.id });

  // courses: enrolments recorded in the period
  const type = await createCourseType(t.db);
  courseType = type.type;
  const body = await createTrainingBody(t.db);
  const c1 = await createCourse(t.db, { typeId: type.id, provider: body.id });
  const c2 = await createCourse(t.db, { typeId: type.id, provider: body.id });
  await t.db.insert(participants).values([
    { beneficiaryId: b1.id, courseId: c1.id, certification: true, createdAt: '2025-04-01T09:00:00Z' },
    { beneficiaryId: b2.id, courseId: c2.id, certification: false, createdAt: '2025-04-02T09:00:00Z' },
    { beneficiaryId: b5.id, courseId: c1.id, certification: true, createdAt: '2025-05-01T09:00:00Z' },
    { beneficiaryId: b6.id, courseId: c1.id, certification: true, createdAt: '2024-06-02T09:00:00Z' },
  ]);

  // internships recorded in the period, by status with their hours
  const host = await createCompany(t.db);
  const [sector] = await t.db.select().from(sectors).limit(1);
  const refs = (beneficiaryId: number) => ({ beneficiaryId, hostingCompanyId: host.id, sectorId: sector.id });
  await createInternship(t.db, refs(b1.id), { scheduledHours: 100, completedHours: 40, createdAt: '2025-03-01T09:00:00Z' });
  await createInternship(t.db, refs(b2.id), {
    statusInternships: 'Completato',
    scheduledHours: 200,
    completedHours: 200,
    createdAt: '2025-07-01T09:00:00Z',
  });
  await createInternship(t.db, refs(b4.id), { scheduledHours: 50, completedHours: 10, createdAt: '2025-08-01T09:00:00Z' });
  await createInternship(t.db, refs(b6.id), { statusInternships: 'Interrotto', scheduledHours: 80, createdAt: '2024-07-01T09:00:00Z' });

  // interviews by their day
  const i1 = await createInterviewType(t.db);
  const i2 = await createInterviewType(t.db);
  interviewType = i1.type;
  otherInterviewType = i2.type;
  await createInterview(t.db, b1.id, i1.id, { date: '2025-01-01' });
  await createInterview(t.db, b1.id, i1.id, { date: '2025-12-31' });
  await createInterview(t.db, b2.id, i2.id, { date: '2026-01-01' });
  await createInterview(t.db, b4.id, i2.id, { date: '2024-12-31' });
  await createInterview(t.db, b5.id, i1.id, { date: '2025-06-01' });

  // costs by their day: cents that a float sum would not keep (0.1 + 0.2)
  const small = await createCostType(t.db);
  const large = await createCostType(t.db);
  costTypeSmall = small.type;
  costTypeLarge = large.type;
  await createCost(t.db, {
    beneficiaryId: b1.id,
    type: small.id,
    date: '2025-02-01',
    amountCommitted: 0.1,
    amountExpected: 0.2,
    amountPaid: 0.1,
  });
  await createCost(t.db, {
    beneficiaryId: b2.id,
    type: small.id,
    date: '2025-03-01',
    amountCommitted: 0.2,
    amountExpected: 0.1,
    amountPaid: 0.2,
  });
  await createCost(t.db, {
    beneficiaryId: b4.id,
    type: large.id,
    date: '2025-04-01',
    amountCommitted: 1234567.89,
    amountExpected: 0,
    amountPaid: 1000.01,
  });
  await createCost(t.db, { beneficiaryId: b1.id, type: large.id, date: '2026-01-01', amountCommitted: 999 });
  await createCost(t.db, {
    beneficiaryId: b5.id,
    type: small.id,
    date: '2025-06-01',
    amountCommitted: 5,
    amountExpected: 5,
    amountPaid: 5,
  });

  // events by their day, with their participants
  const [fair, later] = await t.db
    .insert(careerDays)
    .values([
      { title: 'Fiera del lavoro – più opportunità', day: '2025-05-10' },
      { title: 'Career day 2026', day: '2026-02-01' },
    ])
    .returning();
  await t.db.insert(beneficiaryCareerDays).values([
    { beneficiaryId: b1.id, careerDayId: fair.id },
    { beneficiaryId: b2.id, careerDayId: fair.id },
    { beneficiaryId: b5.id, careerDayId: fair.id },
    { beneficiaryId: b1.id, careerDayId: later.id },
  ]);
  const [lab] = await t.db
    .insert(groupActivities)
    .values([
      { name: 'Laboratorio CV', type: 'Laboratorio', date: '2025-09-09' },
      { name: 'Caffè delle donne', type: 'Incontro', date: '2025-10-10' },
    ])
    .returning();
  await t.db.insert(beneficiaryGroupActivities).values([
    { beneficiaryId: b1.id, groupActivityId: lab.id },
    { beneficiaryId: b4.id, groupActivityId: lab.id },
  ]);
});

const get = (query: string, headers: Record<string, string> | undefined = admin) =>
  t.app.inject({ method: 'GET', url: `/api/auth/reports/?${query}`, headers });
const report = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Report>();
};
const YEAR = 'from=2025-01-01&to=2025-12-31';

describe('GET /api/auth/reports', () => {
  it('counts the beneficiaries registered in the period of a municipio, active and closed, and the paths that ended in it', async () => {
    const r = await report(`${YEAR}&municipio_id=${munA.id}`);
    expect(r.filters).toEqual({ from: '2025-01-01', to: '2025-12-31', municipio_id: munA.id, municipio: 'Municipio Sant’Angelo' });
    expect(r.blocks.beneficiaries).toEqual({
      rows: [
        { label: 'Registrati nel periodo', count: 3 },
        { label: 'di cui attivi', count: 2 },
        { label: 'di cui chiusi (non attivi)', count: 1 },
        { label: 'Percorsi conclusi nel periodo (data di uscita)', count: 2 },
      ],
      total: null,
    });
  });

  it("puts each woman in spec 01's age band by her age on the period's last day", async () => {
    const r = await report(`${YEAR}&municipio_id=${munA.id}`);
    const bands = Object.fromEntries(r.blocks.age.rows.map((row) => [row.label, row.count]));
    expect(Object.keys(bands)).toEqual(['<18', '18-24', '25-29', '30-34', '35-39', '40-44', '45-49', '50-54', '55-59', '60-64', '65+']);
    // 18 on the last day is 18-24, 18 the day after is <18; 65 on the last day is 65+
    expect(bands).toMatchObject({ '<18': 1, '18-24': 1, '65+': 1, '60-64': 0 });
    expect(r.blocks.age.total).toEqual({ label: 'Totale', count: 3 });

    // a period ending a day earlier: the first is still 17
    const before = await report(`from=2025-01-01&to=2025-12-30&municipio_id=${munA.id}`);
    expect(Object.fromEntries(before.blocks.age.rows.map((row) => [row.label, row.count]))).toMatchObject({
      '<18': 2,
      '18-24': 0,
      '60-64': 1,
    });

    // without a municipio: the one without a birth date is counted apart
    const all = await report(YEAR);
    expect(all.blocks.age.rows.at(-1)).toEqual({ label: 'Data di nascita non indicata', count: 1 });
    expect(all.blocks.age.total).toEqual({ label: 'Totale', count: 4 });
  });

  it('breaks them down by citizenship, education, occupational condition and municipio, the most frequent first', async () => {
    const r = await report(`${YEAR}&municipio_id=${munA.id}`);
    expect(r.blocks.citizenship.rows).toEqual([
      { label: 'Italiana', count: 2 },
      { label: 'Marocchina', count: 1 },
    ]);
    expect(r.blocks.education.rows).toEqual([
      { label: 'Non indicato', count: 2 },
      { label: 'Diploma', count: 1 },
    ]);
    expect(r.blocks.occupational.rows).toEqual([
      { label: 'Non indicato', count: 2 },
      { label: 'Disoccupata', count: 1 },
    ]);
    expect(r.blocks.municipio).toEqual({ rows: [{ label: munA.municipio, count: 3 }], total: { label: 'Totale', count: 3 } });

    const all = await report(YEAR);
    expect(all.blocks.municipio.rows).toEqual([
      { label: munA.municipio, count: 3 },
      { label: munB.municipio, count: 1 },
    ]);
    expect(all.blocks.beneficiaries.rows.slice(0, 3).map((row) => row.count)).toEqual([4, 3, 1]);
  });

  it('counts the courses followed and the certificates obtained', async () => {
    const r = await report(`${YEAR}&municipio_id=${munA.id}`);
    expect(r.blocks.courses).toEqual({
      rows: [{ label: courseType, courses: 2, participants: 2, certificates: 1 }],
      total: { label: 'Totale', courses: 2, participants: 2, certificates: 1 },
    });
    const all = await report(YEAR);
    expect(all.blocks.courses.total).toEqual({ label: 'Totale', courses: 2, participants: 3, certificates: 2 });
  });

  it('counts the internships by status with the hours scheduled and completed', async () => {
    const r = await report(`${YEAR}&municipio_id=${munA.id}`);
    expect(r.blocks.internships).toEqual({
      rows: [
        { label: 'Attivo', count: 2, scheduled_hours: 150, completed_hours: 50 },
        { label: 'Completato', count: 1, scheduled_hours: 200, completed_hours: 200 },
      ],
      total: { label: 'Totale', count: 3, scheduled_hours: 350, completed_hours: 250 },
    });
  });

  it('counts the interviews of the period by type, its first and last day included', async () => {
    const r = await report(`${YEAR}&municipio_id=${munA.id}`);
    expect(r.blocks.interviews).toEqual({ rows: [{ label: interviewType, count: 2 }], total: { label: 'Totale', count: 2 } });
    const all = await report('from=2024-12-31&to=2026-01-01');
    expect(all.blocks.interviews.rows).toEqual([
      { label: interviewType, count: 3 },
      { label: otherInterviewType, count: 2 },
    ]);
  });

  it('sums the costs committed, expected and paid by type exactly, to the cent', async () => {
    const r = await report(`${YEAR}&municipio_id=${munA.id}`);
    expect(r.blocks.costs).toEqual({
      rows: [
        { label: costTypeLarge, count: 1, committed: '1234567.89', expected: '0.00', paid: '1000.01' },
        { label: costTypeSmall, count: 2, committed: '0.30', expected: '0.30', paid: '0.30' },
      ],
      total: { label: 'Totale', count: 3, committed: '1234568.19', expected: '0.30', paid: '1000.31' },
    });
  });

  it('lists the career days and group activities of the period with their participants', async () => {
    const r = await report(`${YEAR}&municipio_id=${munA.id}`);
    expect(r.blocks.careerDays).toEqual({
      rows: [{ label: 'Fiera del lavoro – più opportunità', date: '2025-05-10', participants: 2 }],
      total: { label: 'Totale', date: null, participants: 2 },
    });
    expect(r.blocks.groupActivities).toEqual({
      rows: [
        { label: 'Laboratorio CV', type: 'Laboratorio', date: '2025-09-09', participants: 2 },
        { label: 'Caffè delle donne', type: 'Incontro', date: '2025-10-10', participants: 0 },
      ],
      total: { label: 'Totale', type: null, date: null, participants: 2 },
    });
    const all = await report(YEAR);
    expect(all.blocks.careerDays.total?.participants).toBe(3);
  });

  it('answers an empty period with zeros and empty lists', async () => {
    const r = await report('from=2010-01-01&to=2010-12-31');
    expect(r.blocks.beneficiaries.rows.map((row) => row.count)).toEqual([0, 0, 0, 0]);
    expect(r.blocks.age.rows.every((row) => row.count === 0)).toBe(true);
    expect(r.blocks.citizenship.rows).toEqual([]);
    expect(r.blocks.costs.total).toEqual({ label: 'Totale', count: 0, committed: '0.00', expected: '0.00', paid: '0.00' });
    expect(r.blocks.careerDays.rows).toEqual([]);
  });

  it('refuses a missing, wrong or reversed period and an unknown municipio with the Italian texts', async () => {
    const refused = async (query: string) => {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      return res.json();
    };
    expect((await refused('to=2025-12-31')).fields).toEqual({ from: 'Indica il periodo: la data di inizio e quella di fine' });
    expect((await refused('from=2025-02-30&to=2025-12-31')).fields).toEqual({ from: 'Data non valida' });
    expect((await refused('from=2025-12-31&to=2025-01-01')).fields).toEqual({
      to: 'La data di fine deve essere successiva alla data di inizio',
    });
    expect((await refused(`${YEAR}&municipio_id=999999`)).fields).toEqual({ municipio_id: 'Valore non valido' });
  });

  it('is for administrators: 403 for an operator, 401 without a session; the reading is in the Registro Attività', async () => {
    expect((await get(YEAR, operator)).statusCode).toBe(403);
    expect((await get(YEAR, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/reports/xlsx?${YEAR}`, headers: operator })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/reports/xlsx?${YEAR}` })).statusCode).toBe(401);
    // a repeated reading within moments is recorded once
    await report(`${YEAR}&municipio_id=${munA.id}`);
    const [entry] = await t.db
      .select({ notes: activityLogs.notes, statusCode: activityLogs.statusCode })
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.entity, 'report'),
          eq(activityLogs.operatorId, adminId),
          eq(activityLogs.notes, `Report dal 2025-01-01 al 2025-12-31, municipio ${munA.id}`),
        ),
      )
      .orderBy(desc(activityLogs.id))
      .limit(1);
    expect(entry).toEqual({ notes: `Report dal 2025-01-01 al 2025-12-31, municipio ${munA.id}`, statusCode: 200 });
  });
});

describe('GET /api/auth/reports/xlsx', () => {
  const download = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/reports/xlsx?${query}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('gives the whole report as a workbook: the filters, then one sheet per block with its total', async () => {
    const res = await download(`${YEAR}&municipio_id=${munA.id}`);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="report_2025-01-01_2025-12-31.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Filtri', ...Object.values(REPORT_BLOCKS).map((b) => b.sheet)]);
    const values = (name: string) =>
      book
        .getWorksheet(name)!
        .getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1));
    expect(values('Filtri')).toEqual([
      ['Filtro', 'Valore'],
      ['Dal', '01/01/2025'],
      ['Al', '31/12/2025'],
      ['Municipio', 'Municipio Sant’Angelo'],
    ]);
    expect(values('Costi')).toEqual([
      ['Tipo di costo', 'Voci', 'Impegnato', 'Previsto', 'Pagato'],
      [costTypeLarge, 1, 1234567.89, 0, 1000.01],
      [costTypeSmall, 2, 0.3, 0.3, 0.3],
      ['Totale', 3, 1234568.19, 0.3, 1000.31],
    ]);
    expect(values('Career Day')[1]).toEqual(['Fiera del lavoro – più opportunità', new Date('2025-05-10T00:00:00Z'), 2]);
    expect(values('Fasce di età')[0]).toEqual(['Fascia', 'Beneficiari']);
  });

  const soffice = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((file) => existsSync(file));
  it('opens in LibreOffice with every sheet, row and accent', { timeout: 180_000 }, async () => {
    expect(soffice, 'LibreOffice (soffice) must be installed').toBeDefined();
    const dir = mkdtempSync(path.join(tmpdir(), 'report-'));
    try {
      writeFileSync(path.join(dir, 'report.xlsx'), (await download(`${YEAR}&municipio_id=${munA.id}`)).rawPayload);
      // UTF-8 CSV of the cells as shown, every sheet to its own file (the last option, -1); its own profile, so that it
      // neither waits for nor disturbs another LibreOffice running
      await promisify(execFile)(
        soffice!,
        [
          `-env:UserInstallation=file://${dir}/profile`,
          '--headless',
          '--convert-to',
          'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,-1',
          '--outdir',
          dir,
          path.join(dir, 'report.xlsx'),
        ],
        { timeout: 170_000 },
      );
      const csv = (sheet: string) =>
        readFileSync(path.join(dir, `report-${sheet}.csv`), 'utf8')
          .trim()
          .split('\n');
      expect(readdirSync(dir).filter((f) => f.endsWith('.csv'))).toHaveLength(1 + Object.keys(REPORT_BLOCKS).length);
      expect(csv('Filtri')).toEqual(['Filtro,Valore', 'Dal,01/01/2025', 'Al,31/12/2025', 'Municipio,Municipio Sant’Angelo']);
      expect(csv('Career Day')).toEqual(['Career day,Data,Partecipanti', 'Fiera del lavoro – più opportunità,10/05/2025,2', 'Totale,,2']);
      expect(csv('Tirocini')).toEqual([
        'Stato,Tirocini,Ore previste,Ore svolte',
        'Attivo,2,150,50',
        'Completato,1,200,200',
        'Totale,3,350,250',
      ]);
      expect(csv('Fasce di età')).toHaveLength(1 + 11 + 1);
      expect(csv('Costi').at(-1)).toBe('Totale,3,"1,234,568.19",0.30,"1,000.31"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
