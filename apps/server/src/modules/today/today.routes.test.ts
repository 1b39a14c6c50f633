// 'Oggi' (GET /api/auth/today): each kind of deadline appears on its first day, not the day before,
// and is gone once resolved (a course or a career day, the day after it); an operator sees the
// beneficiaries she follows, an administrator the programme by municipio; the badge counts the same;
// the switch of the weekly digest.
import { TODAY_ITEMS_SHOWN, TodayAnswerSchema, type TodayKind } from '@empowerment/shared/today';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  beneficiaryCareerDays,
  careerDays,
  costs,
  courses,
  internships,
  operators,
  participants,
  residencePermits,
  sectors,
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
  createInternship,
  createMunicipio,
  createOperator,
  createPosition,
  createTrainingBody,
} from '../../../test/factories';
import { updateInternship } from '../internships';
import { dueCount, dueItems, romeToday, type TodayScope } from './today.repository';

const t = await useTestApp();
const [sector] = await t.db.select().from(sectors).limit(1);
const costType = await createCostType(t.db);

/** The items of one kind on `today` for that scope. */
const itemsOn = async (scope: TodayScope, kind: TodayKind, today: string) =>
  (await dueItems(t.db, scope, today)).find((s) => s.kind === kind)!.items;

/** A fresh operator and a beneficiary she follows. */
async function herOwn(over: Parameters<typeof createBeneficiary>[1] = {}) {
  const operator = await createOperator(t.db);
  const her = await createBeneficiary(t.db, { operatorId: operator.id, ...over });
  return { operator, her, scope: { operatorId: operator.id } };
}

async function internshipOf(beneficiaryId: number, over: Parameters<typeof createInternship>[2] = {}) {
  const host = await createCompany(t.db, { companyType: 'Azienda per tirocinio' });
  return { host, internship: await createInternship(t.db, { beneficiaryId, hostingCompanyId: host.id, sectorId: sector.id }, over) };
}

describe('each kind of deadline on the right day, gone once resolved', () => {
  it('a residence permit: from 30 days before its expiry to 30 days after; a new expiry resolves it', async () => {
    const { her, scope } = await herOwn();
    const [permit] = await t.db
      .insert(residencePermits)
      .values({ beneficiaryId: her.id, type: 'Lavoro subordinato', startDate: '2029-04-09', expDate: '2030-04-09' })
      .returning();
    expect(await itemsOn(scope, 'permitExpiring', '2030-03-09')).toEqual([]);
    expect(await itemsOn(scope, 'permitExpiring', '2030-03-10')).toEqual([
      {
        kind: 'permitExpiring',
        date: '2030-04-09',
        beneficiary: { ID: her.id, name: her.name, surname: her.surname },
        municipio_id: null,
        record_id: permit.id,
        detail: 'Lavoro subordinato',
        tab: 8,
      },
    ]);
    expect(await itemsOn(scope, 'permitExpiring', '2030-05-09')).toHaveLength(1); // expired, not renewed
    expect(await itemsOn(scope, 'permitExpiring', '2030-05-10')).toEqual([]);
    await t.db.update(residencePermits).set({ expDate: '2032-04-09' }).where(eq(residencePermits.id, permit.id));
    expect(await itemsOn(scope, 'permitExpiring', '2030-03-10')).toEqual([]);
  });

  it('an internship ending (its position’s start plus its months): 30 days before; completed, it is gone', async () => {
    const { her, scope } = await herOwn();
    const host = await createCompany(t.db, { companyType: 'Azienda per tirocinio' });
    const position = await createPosition(t.db, host.id, { startDate: '2030-01-15' });
    const internship = await createInternship(
      t.db,
      { beneficiaryId: her.id, hostingCompanyId: host.id, sectorId: sector.id },
      { durationMonth: 3, internshipCompanyId: position.id, hoursRecordedAt: '2030-04-14T08:00:00Z' },
    );
    expect(await itemsOn(scope, 'internshipEnding', '2030-03-15')).toEqual([]);
    expect(await itemsOn(scope, 'internshipEnding', '2030-03-16')).toMatchObject([
      { date: '2030-04-15', record_id: internship.id, detail: host.companyName, tab: 11 },
    ]);
    await t.db.update(internships).set({ statusInternships: 'Completato' }).where(eq(internships.id, internship.id));
    expect(await itemsOn(scope, 'internshipEnding', '2030-03-16')).toEqual([]);
  });

  it('an active internship whose hours have not moved: on the 14th day; recording hours (+/-) resolves it', async () => {
    const { her, scope } = await herOwn();
    const { internship, host } = await internshipOf(her.id, { hoursRecordedAt: '2030-03-01T10:00:00Z' });
    expect(await itemsOn(scope, 'internshipHours', '2030-03-14')).toEqual([]);
    expect(await itemsOn(scope, 'internshipHours', '2030-03-15')).toMatchObject([
      { date: '2030-03-15', record_id: internship.id, detail: host.companyName, tab: 11 },
    ]);

    // today, through the route of the +/- buttons
    const today = await romeToday(t.db);
    await t.db
      .update(internships)
      .set({ hoursRecordedAt: sql`now() - interval '15 days'` })
      .where(eq(internships.id, internship.id));
    expect(await itemsOn(scope, 'internshipHours', today)).toHaveLength(1);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/internships/${internship.id}/add-remove-hours`,
      headers: await authHeader(t.app, (await t.db.select().from(operators).where(eq(operators.id, scope.operatorId)))[0]),
      payload: { completed_hours: 4 },
    });
    expect(res.statusCode).toBe(200);
    expect(await itemsOn(scope, 'internshipHours', today)).toEqual([]);
  });

  it('hours changed in the internship’s form count as recorded; a save that leaves them does not', async () => {
    const { her, scope } = await herOwn();
    const { internship } = await internshipOf(her.id, { completedHours: 10 });
    const form = {
      hosting_company_id: internship.hostingCompanyId,
      internship_company_id: null,
      status_internships: 'Attivo' as const,
      sector_id: internship.sectorId,
      paying_company: 'Progetto Empowerment' as const,
      duration_month: internship.durationMonth,
      scheduled_hours: internship.scheduledHours,
      week_sceduled_hours: internship.weekScheduledHours,
      completed_hours: 10,
      monthly_allowance: '',
      valutation: '',
      notes: 'Nuove note',
    };
    const today = await romeToday(t.db);
    await t.db
      .update(internships)
      .set({ hoursRecordedAt: sql`now() - interval '15 days'` })
      .where(eq(internships.id, internship.id));
    await updateInternship(t.db, internship.id, form);
    expect(await itemsOn(scope, 'internshipHours', today)).toHaveLength(1);
    await updateInternship(t.db, internship.id, { ...form, completed_hours: 14 });
    expect(await itemsOn(scope, 'internshipHours', today)).toEqual([]);
  });

  it('an internship never recorded counts from the day it was added; one not active, or with every hour done, is not named', async () => {
    const { her, scope } = await herOwn();
    const { internship } = await internshipOf(her.id);
    await t.db.update(internships).set({ createdAt: '2030-03-01T10:00:00Z' }).where(eq(internships.id, internship.id));
    expect(await itemsOn(scope, 'internshipHours', '2030-03-15')).toHaveLength(1);
    await t.db.update(internships).set({ completedHours: 100 }).where(eq(internships.id, internship.id));
    expect(await itemsOn(scope, 'internshipHours', '2030-03-15')).toEqual([]);
    await t.db.update(internships).set({ completedHours: 10, statusInternships: 'Pianificato' }).where(eq(internships.id, internship.id));
    expect(await itemsOn(scope, 'internshipHours', '2030-03-15')).toEqual([]);
  });

  it('a course she takes part in: from 30 days before its start to its day; not the day after, nor once she leaves it', async () => {
    const { her, scope } = await herOwn();
    const body = await createTrainingBody(t.db, { companyName: `Ente Formazione ${her.id}` });
    const type = await createCourseType(t.db, { type: `Sartoria ${her.id}` });
    const course = await createCourse(t.db, { provider: body.id, typeId: type.id, startDate: '2030-04-09' });
    const undated = await createCourse(t.db, { provider: body.id, typeId: type.id });
    await t.db.insert(participants).values([
      { beneficiaryId: her.id, courseId: course.id },
      { beneficiaryId: her.id, courseId: undated.id },
    ]);
    expect(await itemsOn(scope, 'courseStarting', '2030-03-09')).toEqual([]);
    expect(await itemsOn(scope, 'courseStarting', '2030-03-10')).toEqual([
      {
        kind: 'courseStarting',
        date: '2030-04-09',
        beneficiary: { ID: her.id, name: her.name, surname: her.surname },
        municipio_id: null,
        record_id: course.id,
        detail: `Sartoria ${her.id} (Ente Formazione ${her.id})`,
        tab: 10,
      },
    ]);
    expect(await itemsOn(scope, 'courseStarting', '2030-04-09')).toHaveLength(1);
    expect(await itemsOn(scope, 'courseStarting', '2030-04-10')).toEqual([]);
    expect(await dueCount(t.db, scope, '2030-04-09')).toBe(1);
    expect(await dueCount(t.db, scope, '2030-04-10')).toBe(0);

    // a later start moves it; leaving the course resolves it
    await t.db.update(courses).set({ startDate: '2030-06-01' }).where(eq(courses.id, course.id));
    expect(await itemsOn(scope, 'courseStarting', '2030-04-09')).toEqual([]);
    expect(await itemsOn(scope, 'courseStarting', '2030-05-02')).toHaveLength(1);
    await t.db.delete(participants).where(eq(participants.beneficiaryId, her.id));
    expect(await itemsOn(scope, 'courseStarting', '2030-05-02')).toEqual([]);
  });

  it('a course starting: her own participants for an operator, the programme by municipio for an administrator', async () => {
    const municipio = await createMunicipio(t.db);
    const { her, scope } = await herOwn({ municipioId: municipio.id });
    const other = await createBeneficiary(t.db, { operatorId: (await createOperator(t.db)).id, municipioId: municipio.id });
    const course = await createCourse(t.db, {
      provider: (await createTrainingBody(t.db)).id,
      typeId: (await createCourseType(t.db)).id,
      startDate: '2030-04-09',
    });
    await t.db.insert(participants).values([her, other].map((b) => ({ beneficiaryId: b.id, courseId: course.id })));

    expect((await itemsOn(scope, 'courseStarting', '2030-04-01')).map((i) => i.beneficiary.ID)).toEqual([her.id]);
    const programme = await itemsOn({ municipioId: municipio.id }, 'courseStarting', '2030-04-01');
    expect(programme.map((i) => i.beneficiary.ID).sort()).toEqual([her.id, other.id].sort());
    expect(programme.every((i) => i.municipio_id === municipio.id && i.tab === 10)).toBe(true);
    expect(await dueCount(t.db, { municipioId: municipio.id }, '2030-04-01')).toBe(2);
  });

  it('a career day she signed up for: from 30 days before to its day; not the day after, nor once she is removed', async () => {
    const { her, scope } = await herOwn();
    const [day] = await t.db.insert(careerDays).values({ title: 'Career Day Primavera', day: '2030-04-09' }).returning();
    await t.db.insert(beneficiaryCareerDays).values({ beneficiaryId: her.id, careerDayId: day.id });
    expect(await itemsOn(scope, 'careerDay', '2030-03-09')).toEqual([]);
    expect(await itemsOn(scope, 'careerDay', '2030-03-10')).toMatchObject([
      { date: '2030-04-09', record_id: day.id, detail: 'Career Day Primavera', tab: 16 },
    ]);
    expect(await itemsOn(scope, 'careerDay', '2030-04-09')).toHaveLength(1);
    expect(await itemsOn(scope, 'careerDay', '2030-04-10')).toEqual([]);
    await t.db.delete(beneficiaryCareerDays).where(eq(beneficiaryCareerDays.beneficiaryId, her.id));
    expect(await itemsOn(scope, 'careerDay', '2030-03-10')).toEqual([]);
  });

  it('a cost to verify: from 30 days before its date on; verified, it is gone', async () => {
    const { her, scope } = await herOwn();
    const cost = await createCost(t.db, { beneficiaryId: her.id, type: costType.id, date: '2030-04-09' });
    expect(await itemsOn(scope, 'costToVerify', '2030-03-09')).toEqual([]);
    expect(await itemsOn(scope, 'costToVerify', '2030-03-10')).toMatchObject([
      { date: '2030-04-09', record_id: cost.id, detail: costType.type, tab: 12 },
    ]);
    expect(await itemsOn(scope, 'costToVerify', '2031-01-01')).toHaveLength(1); // still waiting
    await t.db.update(costs).set({ confirmed: true }).where(eq(costs.id, cost.id));
    expect(await itemsOn(scope, 'costToVerify', '2030-03-10')).toEqual([]);
  });
});

describe('whose deadlines', () => {
  it('an operator sees only the beneficiaries she follows; an administrator the programme, by municipio', async () => {
    const municipio = await createMunicipio(t.db);
    const { operator, her, scope } = await herOwn({ municipioId: municipio.id });
    const other = await createBeneficiary(t.db, { operatorId: (await createOperator(t.db)).id, municipioId: municipio.id });
    for (const b of [her, other]) await createCost(t.db, { beneficiaryId: b.id, type: costType.id, date: '2030-04-09' });

    const mine = await itemsOn(scope, 'costToVerify', '2030-03-10');
    expect(mine.map((i) => i.beneficiary.ID)).toEqual([her.id]);
    const programme = await itemsOn({ municipioId: municipio.id }, 'costToVerify', '2030-03-10');
    expect(programme.map((i) => i.beneficiary.ID).sort()).toEqual([her.id, other.id].sort());
    expect(programme.every((i) => i.municipio_id === municipio.id)).toBe(true);
    expect(await dueCount(t.db, scope, '2030-03-10')).toBe(1);
    expect(await dueCount(t.db, { municipioId: municipio.id }, '2030-03-10')).toBe(2);
    void operator;
  });

  it('GET /api/auth/today: hers for an operator, the programme per municipio for an administrator; the badge counts the same', async () => {
    const municipio = await createMunicipio(t.db);
    const { operator, her } = await herOwn({ municipioId: municipio.id, surname: 'Abate' });
    const today = await romeToday(t.db);
    await createCost(t.db, { beneficiaryId: her.id, type: costType.id, date: today });
    const headers = await authHeader(t.app, operator);

    const res = await t.app.inject({ method: 'GET', url: '/api/auth/today', headers });
    expect(res.statusCode).toBe(200);
    const body = TodayAnswerSchema.parse(res.json());
    expect(body).toMatchObject({ today, scope: 'own', by_municipio: [], followed: { total: 1, items: [{ ID: her.id }] } });
    expect(body.sections.map((s) => s.kind)).toEqual([
      'permitExpiring',
      'internshipEnding',
      'internshipHours',
      'courseStarting',
      'careerDay',
      'costToVerify',
    ]);
    expect(body.sections.find((s) => s.kind === 'costToVerify')).toMatchObject({
      total: 1,
      items: [{ beneficiary: { ID: her.id }, date: today }],
    });
    const count = await t.app.inject({ method: 'GET', url: '/api/auth/today/count', headers });
    expect(count.json()).toEqual({ count: 1 });

    const admin = await createAdmin(t.db);
    const adminHeaders = await authHeader(t.app, admin);
    const programme = (
      await t.app.inject({ method: 'GET', url: `/api/auth/today?municipio_id=${municipio.id}`, headers: adminHeaders })
    ).json();
    expect(programme.scope).toBe('programme');
    expect(programme.sections.find((s: { kind: string }) => s.kind === 'costToVerify').items).toMatchObject([
      { beneficiary: { ID: her.id } },
    ]);
    expect(programme.by_municipio).toContainEqual({ municipio_id: municipio.id, total: 1 });
    const all = (await t.app.inject({ method: 'GET', url: '/api/auth/today/count', headers: adminHeaders })).json();
    expect(all.count).toBeGreaterThanOrEqual(1);
  });

  it('refuses a municipio that is no id', async () => {
    const headers = await authHeader(t.app, await createAdmin(t.db));
    for (const bad of ['abc', '-1', '99999999999']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/auth/today?municipio_id=${bad}`, headers });
      expect(res.statusCode).toBe(400);
    }
  });

  it('lists at most the first items of a kind, with the count of all', async () => {
    const { her, scope } = await herOwn();
    await t.db.insert(costs).values(
      Array.from({ length: TODAY_ITEMS_SHOWN + 2 }, () => ({
        beneficiaryId: her.id,
        type: costType.id,
        date: '2030-04-01',
        amountCommitted: 5,
        entityType: 'Beneficiario',
      })),
    );
    const section = (await dueItems(t.db, scope, '2030-03-10')).find((s) => s.kind === 'costToVerify')!;
    expect(section.items).toHaveLength(TODAY_ITEMS_SHOWN);
    expect(section.total).toBe(TODAY_ITEMS_SHOWN + 2);
  });

  it('the records she opened last, at the tab she opened them', async () => {
    const { operator, her } = await herOwn();
    const headers = await authHeader(t.app, operator);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/beneficiaries/${her.id}`, headers })).statusCode).toBe(200);
    await vi.waitFor(async () => {
      const body = (await t.app.inject({ method: 'GET', url: '/api/auth/today', headers })).json();
      expect(body.recent).toMatchObject([{ beneficiary: { ID: her.id }, tab: 0 }]);
    });
  });
});

describe('the weekly digest’s switch', () => {
  it('on by default; she turns it off and on again', async () => {
    const operator = await createOperator(t.db);
    const headers = await authHeader(t.app, operator);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/today/digest', headers })).json()).toEqual({ weekly_digest: true });
    const off = await t.app.inject({ method: 'PUT', url: '/api/auth/today/digest', headers, payload: { weekly_digest: false } });
    expect(off.json()).toEqual({ weekly_digest: false });
    const [row] = await t.db.select({ on: operators.weeklyDigest }).from(operators).where(eq(operators.id, operator.id));
    expect(row.on).toBe(false);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/auth/today/digest', headers, payload: { weekly_digest: 'no' } });
    expect(bad.statusCode).toBe(400);
  });
});
