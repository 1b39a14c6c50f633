import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createOperator } from '../../../test/factories';
import { createBeneficiary } from './beneficiaries.factory';

// The same answers whatever the database's locale: the test server's own, and C, the embedded server's
// (where PostgreSQL lower-cases ASCII letters only and pg_trgm sees no other letter).
const apps = [
  ['the server locale', await useTestApp()],
  ['the C locale', await useTestApp({}, { locale: 'C' })],
] as const;

const BORN = '1990-03-15';

/** The query string with its values encoded, as a browser sends them. */
const encoded = (query: string) =>
  query
    .split('&')
    .map((pair) => pair.split('=').map(encodeURIComponent).join('='))
    .join('&');

describe.each(apps)('in a database of %s', (_locale, t) => {
  let operator: Record<string, string>;

  const found = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/beneficiaries/?get-tot=true&${encoded(query)}`, headers: operator });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { total: number; data: { name: string; surname: string }[] };
    expect(body.total).toBe(body.data.length);
    return body.data.map((r) => `${r.name} ${r.surname}`);
  };

  beforeAll(async () => {
    operator = await authHeader(t.app, await createOperator(t.db));
    await createBeneficiary(t.db, { name: 'Nicolò', surname: "D'Agostìno" });
    await createBeneficiary(t.db, { name: 'Lucía', surname: 'Núñez Peña' });
    await createBeneficiary(t.db, { name: 'NICOLA', surname: 'FERRARI' });
    await createBeneficiary(t.db, { name: 'Niccolò', surname: 'Bellini' });
    await createBeneficiary(t.db, { name: 'Юлия', surname: 'Петренко', birthDate: BORN });
    await createBeneficiary(t.db, { name: 'Ελένη', surname: 'Παπαδοπούλου', birthDate: BORN });
    await createBeneficiary(t.db, { name: 'İpek', surname: 'Yılmaz' });
    await createBeneficiary(t.db, { name: 'Ülkü', surname: 'Işık' });
    await createBeneficiary(t.db, { name: 'Greta', surname: 'Strauß' });
  });

  describe('the list finds names as operators type them', () => {
    it.each([
      ['name=nicolo', ["Nicolò D'Agostìno"]],
      ['name=NICOLÒ', ["Nicolò D'Agostìno"]],
      ['name=nicol', ["Nicolò D'Agostìno", 'NICOLA FERRARI']],
      ['surname=agostino', ["Nicolò D'Agostìno"]],
      ["surname=d'ago", ["Nicolò D'Agostìno"]],
      ['surname=NUNEZ PENA', ['Lucía Núñez Peña']],
      ['name=lucia&surname=núñez', ['Lucía Núñez Peña']],
      ['surname=ferràri', ['NICOLA FERRARI']],
      // folding never invents a match, and wildcards stay letters
      ['surname=agostina', []],
      ['name=n_cola', []],
    ])('%s', async (query, expected) => {
      expect((await found(query)).sort()).toEqual([...expected].sort());
    });
  });

  describe('the list finds names of every alphabet, whatever their case and accents', () => {
    it.each([
      // Italian accents
      ['name=Niccolò', ['Niccolò Bellini']],
      ['name=niccolo', ['Niccolò Bellini']],
      ['name=NICCOLÒ', ['Niccolò Bellini']],
      ['name=Niccol', ['Niccolò Bellini']],
      // Cyrillic
      ['name=Юлия', ['Юлия Петренко']],
      ['name=юлия', ['Юлия Петренко']],
      ['name=ЮЛИЯ', ['Юлия Петренко']],
      ['name=Юл', ['Юлия Петренко']],
      ['name=лия', ['Юлия Петренко']],
      ['surname=петренко', ['Юлия Петренко']],
      ['surname=ПЕТР', ['Юлия Петренко']],
      ['name=юлия&surname=Петренко', ['Юлия Петренко']],
      // Greek: tonos and final sigma
      ['name=Ελένη', ['Ελένη Παπαδοπούλου']],
      ['name=ελενη', ['Ελένη Παπαδοπούλου']],
      ['name=ΕΛΕΝΗ', ['Ελένη Παπαδοπούλου']],
      ['name=ΕΛΈΝΗ', ['Ελένη Παπαδοπούλου']],
      ['name=Ελ', ['Ελένη Παπαδοπούλου']],
      ['surname=παπαδοπουλου', ['Ελένη Παπαδοπούλου']],
      ['surname=ΠΑΠΑΔΟΠΟΎΛΟΥ', ['Ελένη Παπαδοπούλου']],
      // Turkish dotted İ and dotless ı
      ['name=İpek', ['İpek Yılmaz']],
      ['name=ipek', ['İpek Yılmaz']],
      ['name=IPEK', ['İpek Yılmaz']],
      ['name=İp', ['İpek Yılmaz']],
      ['surname=Yılmaz', ['İpek Yılmaz']],
      ['surname=yilmaz', ['İpek Yılmaz']],
      ['surname=YILMAZ', ['İpek Yılmaz']],
      ['surname=yıl', ['İpek Yılmaz']],
      ['name=Ülkü', ['Ülkü Işık']],
      ['name=ulku', ['Ülkü Işık']],
      ['name=ÜLKÜ', ['Ülkü Işık']],
      ['surname=Işık', ['Ülkü Işık']],
      ['surname=isik', ['Ülkü Işık']],
      ['surname=IŞIK', ['Ülkü Işık']],
      // German sharp s
      ['surname=Strauß', ['Greta Strauß']],
      ['surname=strauss', ['Greta Strauß']],
      ['surname=STRAUSS', ['Greta Strauß']],
      ['surname=STRAUẞ', ['Greta Strauß']],
      ['surname=strau', ['Greta Strauß']],
    ])('%s', async (query, expected) => {
      expect((await found(query)).sort()).toEqual([...expected].sort());
    });

    it.each([
      ['name=Ю', 'Юлия Петренко'],
      ['name=ю', 'Юлия Петренко'],
      ['name=Ε', 'Ελένη Παπαδοπούλου'],
      ['name=ε', 'Ελένη Παπαδοπούλου'],
      ['name=İ', 'İpek Yılmaz'],
      ['name=i', 'İpek Yılmaz'],
      ['name=Ü', 'Ülkü Işık'],
      ['surname=ı', 'Ülkü Işık'],
      ['surname=I', 'Ülkü Işık'],
      ['surname=ß', 'Greta Strauß'],
    ])('%s (a first letter) finds her among others', async (query, expected) => {
      expect(await found(query)).toContain(expected);
    });
  });

  describe('the probable duplicates', () => {
    const duplicates = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/auth/beneficiaries/duplicates?${encoded(query)}`, headers: operator });
      expect(res.statusCode).toBe(200);
      return (res.json() as { name: string; surname: string; reason: string }[]).map((r) => `${r.name} ${r.surname} (${r.reason})`);
    };

    it.each([
      ['name=юлия&surname=ПЕТРЕНКО', 'Юлия Петренко (name_birth_date)'],
      ['name=Петренко&surname=Юлия', 'Юлия Петренко (name_birth_date)'],
      ['name=ΕΛΕΝΗ&surname=παπαδοπουλου', 'Ελένη Παπαδοπούλου (name_birth_date)'],
    ])('find her by name of any case and accents with her birth date: %s', async (query, expected) => {
      expect(await duplicates(`birth_date=${BORN}&${query}`)).toEqual([expected]);
    });

    it('do not find her with another name', async () => {
      expect(await duplicates(`birth_date=${BORN}&name=Ольга&surname=Коваленко`)).toEqual([]);
    });
  });
});
