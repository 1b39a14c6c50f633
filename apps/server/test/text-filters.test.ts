import { beforeAll, describe, expect, it } from 'vitest';
import { careerDays, groupActivities } from '../src/db/schema';
import { createCompany, createPosition } from '../src/modules/companies/companies.factory';
import { useTestApp } from './build-app';
import { authHeader, createAdmin, createCourse, createCourseType, createOperator, createTrainingBody } from './factories';

// The text filters of the other lists fold case, accents and alphabet as the beneficiary list does
// (decision 0031), in the server's locale and in C, the embedded server's.
const apps = [
  ['the server locale', await useTestApp()],
  ['the C locale', await useTestApp({}, { locale: 'C' })],
] as const;

describe.each(apps)('in a database of %s', (_locale, t) => {
  let admin: Record<string, string>;

  /** The rows a list answers for that query, as "<key>" values. */
  const listed = async (path: string, query: Record<string, string>, key: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/${path}/?limit=100&${new URLSearchParams(query)}`, headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>[] | { data: Record<string, unknown>[] };
    return (Array.isArray(body) ? body : body.data).map((row) => row[key]).sort();
  };

  beforeAll(async () => {
    admin = await authHeader(t.app, await createAdmin(t.db));
    await createOperator(t.db, { name: 'Ελένη', surname: 'Παπαδοπούλου' });
    await createOperator(t.db, { name: 'İpek', surname: 'Yılmaz' });
    const company = await createCompany(t.db, {
      companyName: 'Ölçü Yapı A.Ş.',
      address: 'Straße der Einheit 3',
      contactName: 'Юлия Петренко',
      internName: 'Niccolò Bellini',
      mailSender: 'Ελένη',
      fonte: 'Società Città',
    });
    await createCompany(t.db, { companyName: 'Trattoria da Mario' });
    await createPosition(t.db, company.id, { jobPositions: 'Aiuto cuoco / Помощник повара' });
    const body = await createTrainingBody(t.db, { companyName: 'Ελληνική Σχολή' });
    await createCourse(t.db, { provider: body.id, typeId: (await createCourseType(t.db)).id, address: 'Piazza Niccolò Tommaseo 1' });
    await t.db.insert(careerDays).values({ title: 'Giornata İş Fırsatları', day: '2026-05-12' });
    await t.db.insert(groupActivities).values({ name: 'Кулинарный курс', type: 'Laboratorio di pâtisserie', date: '2026-05-12' });
  });

  it.each([
    [{ name: 'olcu' }, ['Ölçü Yapı A.Ş.']],
    [{ name: 'ÖLÇÜ YAPI A.Ş' }, ['Ölçü Yapı A.Ş.']],
    [{ name: 'yapi' }, ['Ölçü Yapı A.Ş.']],
    [{ address: 'strasse' }, ['Ölçü Yapı A.Ş.']],
    [{ address: 'STRAẞE' }, ['Ölçü Yapı A.Ş.']],
    [{ contact_name: 'юлия' }, ['Ölçü Yapı A.Ş.']],
    [{ contact_name: 'ПЕТРЕНКО' }, ['Ölçü Yapı A.Ş.']],
    [{ intern_name: 'niccolo' }, ['Ölçü Yapı A.Ş.']],
    [{ mail_sender: 'ελενη' }, ['Ölçü Yapı A.Ş.']],
    [{ fonte: 'citta' }, ['Ölçü Yapı A.Ş.']],
    [{ positions: 'помощник' }, ['Ölçü Yapı A.Ş.']],
    [{ name: 'mario' }, ['Trattoria da Mario']],
  ])('the companies list filtered by %o', async (query, expected) => {
    expect(await listed('companies', query, 'company_name')).toEqual(expected);
  });

  it.each([
    [{ address: 'niccolo tommaseo' }, ['Piazza Niccolò Tommaseo 1']],
    [{ company_name: 'ΕΛΛΗΝΙΚΉ' }, ['Piazza Niccolò Tommaseo 1']],
    [{ company_name: 'ελληνικη σχολη' }, ['Piazza Niccolò Tommaseo 1']],
  ])('the courses list filtered by %o', async (query, expected) => {
    expect(await listed('courses', query, 'address')).toEqual(expected);
  });

  it.each([
    [{ name: 'ελενη' }, ['Παπαδοπούλου']],
    [{ surname: 'ΠΑΠΑΔΟΠΟΥΛΟΥ' }, ['Παπαδοπούλου']],
    [{ name: 'ipek' }, ['Yılmaz']],
    [{ surname: 'YILMAZ' }, ['Yılmaz']],
  ])('the operators list filtered by %o', async (query, expected) => {
    expect(await listed('operators', query, 'surname')).toEqual(expected);
  });

  it.each([
    ['carrers-days', { title: 'is firsatlari' }, 'title', ['Giornata İş Fırsatları']],
    ['group-activity', { name: 'КУЛИНАРНЫЙ' }, 'name', ['Кулинарный курс']],
    ['group-activity', { type: 'patisserie' }, 'name', ['Кулинарный курс']],
  ])('the %s list filtered by %o', async (path, query, key, expected) => {
    expect(await listed(path, query, key)).toEqual(expected);
  });
});
