import { SEARCH_LIMIT, SEARCH_TEXT, type SearchAnswer } from '@empowerment/shared/search';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import {
  authHeader,
  createAdmin,
  createBeneficiaries,
  createBeneficiary,
  createCompany,
  createCourse,
  createCourseType,
  createOperator,
  createTrainingBody,
} from '../../../test/factories';

// The same answers whatever the database's locale: the test server's own, and C, the embedded server's.
const apps = [
  ['the server locale', await useTestApp()],
  ['the C locale', await useTestApp({}, { locale: 'C' })],
] as const;

describe.each(apps)('the search, in a database of %s', (_locale, t) => {
  let operator: Record<string, string>;
  let admin: Record<string, string>;
  let giulia: number;

  const ask = (q: string, headers = operator) =>
    t.app.inject({ method: 'GET', url: `/api/auth/search?q=${encodeURIComponent(q)}`, headers });
  const answer = async (q: string, headers = operator) => {
    const res = await ask(q, headers);
    expect(res.statusCode).toBe(200);
    return res.json() as SearchAnswer;
  };
  const names = async (q: string) => (await answer(q)).beneficiaries.rows.map((r) => `${r.name} ${r.surname}`).sort();

  beforeAll(async () => {
    operator = await authHeader(t.app, await createOperator(t.db));
    admin = await authHeader(t.app, await createAdmin(t.db));
    giulia = (
      await createBeneficiary(t.db, {
        name: 'Giulia',
        surname: 'Bianchi',
        idPublic: '07_123',
        fiscalCode: 'BNCGLI85C41H501Z',
        email: 'giulia.bianchi@posta.it',
        phone: '3471234567',
      })
    ).id;
    await createBeneficiary(t.db, { name: 'Nicolò', surname: "D'Agostìno" });
    await createBeneficiary(t.db, { name: 'Юлия', surname: 'Петренко' });
    await createBeneficiary(t.db, { name: 'Lucía', surname: 'Núñez Peña' });
    // more Rossi than the box shows
    await createBeneficiaries(t.db, SEARCH_LIMIT + 2, (i) => ({ name: `Anna${String.fromCharCode(97 + i)}`, surname: 'Rossi' }));
    await createBeneficiary(t.db, { name: 'Marta', surname: 'Rossini' });
    await createBeneficiary(t.db, { name: 'Rosa', surname: 'Verdi' });

    const body = await createTrainingBody(t.db, { companyName: 'Formazione Lavoro Onlus' });
    await createCompany(t.db, { companyName: 'Trattoria Dà Mario', contactEmail: 'segreta@trattoria.it', contactPhone: '0611122233' });
    const cooking = await createCourseType(t.db, { type: 'Cucina e Pasticcerìa' });
    await createCourse(t.db, { typeId: cooking.id, provider: body.id });
  });

  describe('finds a beneficiary by each of her fields', () => {
    it.each([
      ['her name', 'giulia'],
      ['her surname', 'bianchi'],
      ['a piece of her surname', 'anch'],
      ['name and surname', 'giulia bianchi'],
      ['surname and name', 'bianchi giul'],
      ['her fiscal code', 'BNCGLI85C41H501Z'],
      ['the start of her fiscal code, any case', 'bncgli85'],
      ['her public id', '07_123'],
      ['her e-mail', 'giulia.bianchi@posta.it'],
      ['a piece of her e-mail', 'BIANCHI@POSTA'],
      ['her phone', '3471234567'],
      ['the start of her phone, with separators', '347 123-45'],
    ])('%s (%s)', async (_what, q) => {
      const found = await answer(q);
      expect(found.beneficiaries.rows.map((r) => r.ID)).toEqual([giulia]);
      expect(found.beneficiaries.rows[0]).toEqual({
        ID: giulia,
        name: 'Giulia',
        surname: 'Bianchi',
        id_public: '07_123',
        fiscal_code: 'BNCGLI85C41H501Z',
        email: 'giulia.bianchi@posta.it',
        phone: '3471234567',
      });
    });

    it('and nobody for a piece of a code that is not its start, or a wildcard', async () => {
      expect(await names('GLI85C41')).toEqual([]);
      expect(await names('07%123')).toEqual([]);
      expect(await names('gi_lia')).toEqual([]);
    });
  });

  describe('ignores case and accents, as the lists do', () => {
    it.each([
      ['nicolo', ["Nicolò D'Agostìno"]],
      ['NICOLÒ', ["Nicolò D'Agostìno"]],
      ['dagostino', []],
      ["d'agostino", ["Nicolò D'Agostìno"]],
      ['nunez pena', ['Lucía Núñez Peña']],
      ['LUCIA', ['Lucía Núñez Peña']],
      ['юлия', ['Юлия Петренко']],
      ['iuliia petrenko', ['Юлия Петренко']],
    ])('%s', async (q, expected) => {
      expect(await names(q)).toEqual(expected);
    });
  });

  it('puts first those whose name starts with the text, and says when there are more', async () => {
    const found = await answer('rossi');
    expect(found.beneficiaries.rows).toHaveLength(SEARCH_LIMIT);
    expect(found.beneficiaries.more).toBe(true);
    expect(found.beneficiaries.rows.every((r) => r.surname === 'Rossi')).toBe(true);
    expect((await answer('rossini')).beneficiaries).toMatchObject({ rows: [{ name: 'Marta' }], more: false });
  });

  it('finds by the start of a name with two letters, and Rosa first for "ros" as her name starts so', async () => {
    expect(await names('ve')).toEqual(['Rosa Verdi']);
    expect(await names('rdi')).toEqual(['Rosa Verdi']);
    const ros = await answer('ros');
    expect(ros.beneficiaries.rows[0].surname).toBe('Rossi');
    expect(ros.beneficiaries.rows.map((r) => r.name)).toContain('Annaa');
  });

  it('finds companies and courses by their name, whatever the case and accents', async () => {
    expect((await answer('trattoria da')).companies.rows).toEqual([
      { ID: expect.any(Number), company_name: 'Trattoria Dà Mario', company_type: 'Azienda per tirocinio' },
    ]);
    expect((await answer('FORMAZIONE')).companies.rows.map((c) => c.company_name)).toEqual(['Formazione Lavoro Onlus']);
    const courses = (await answer('pasticceria')).courses.rows;
    expect(courses).toEqual([
      { ID: expect.any(Number), type_id: expect.any(Number), type: 'Cucina e Pasticcerìa', provider_course: 'Formazione Lavoro Onlus' },
    ]);
    expect((await answer('cucina')).courses.rows).toHaveLength(1);
    // a course is found by its name, not by its training body's
    expect((await answer('formazione lavoro')).courses.rows).toEqual([]);
  });

  describe('an operator finds only what her lists show her', () => {
    it('a company by its name, never by the contacts only administrators filter on', async () => {
      for (const headers of [operator, admin]) {
        expect((await answer('segreta@trattoria', headers)).companies.rows).toEqual([]);
        expect((await answer('0611122233', headers)).companies.rows).toEqual([]);
      }
      // and its answer carries its name and type only
      expect(Object.keys((await answer('trattoria')).companies.rows[0]).sort()).toEqual(['ID', 'company_name', 'company_type']);
    });

    it('a beneficiary deleted is found no more', async () => {
      const gone = await createBeneficiary(t.db, { name: 'Ottavia', surname: 'Scomparsa' });
      expect(await names('ottavia')).toEqual(['Ottavia Scomparsa']);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/auth/beneficiaries/${gone.id}`, headers: admin })).statusCode).toBe(204);
      expect(await names('ottavia')).toEqual([]);
    });

    it('nothing without a session', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/search?q=giulia' })).statusCode).toBe(401);
    });
  });

  it('asks for at least two characters', async () => {
    const res = await ask(' g ');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(SEARCH_TEXT.tooShort);
    expect(await answer('̀̀')).toEqual({
      beneficiaries: { rows: [], more: false },
      companies: { rows: [], more: false },
      courses: { rows: [], more: false },
    });
  });
});
