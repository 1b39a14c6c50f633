import { describe, expect, it } from 'vitest';
import { BeneficiaryFiltersSchema, BeneficiaryListQuerySchema, isIsoDate, LogCreateSchema, LogListQuerySchema } from './api';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('isIsoDate', () => {
  it.each([
    ['1990-02-28', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['1990-13-01', false],
    ['01/02/1990', false],
  ])('%s -> %s', (value, valid) => expect(isIsoDate(value)).toBe(valid));
});

describe('BeneficiaryFiltersSchema', () => {
  it('trims the values and treats an empty one as no filter', () => {
    expect(BeneficiaryFiltersSchema.parse({ name: '  Maria ', surname: '', active: '', birth_date: ' ' })).toEqual({
      name: 'Maria',
      surname: undefined,
      active: undefined,
      birth_date: undefined,
    });
  });

  it('refuses bad values with Italian messages', () => {
    const result = BeneficiaryFiltersSchema.safeParse({ name: 'x'.repeat(81), birth_date: '1990-02-30', active: 'si' });
    expect(messages(result)).toEqual({ name: 'Il testo è troppo lungo', birth_date: 'Data non valida', active: 'Valore non valido' });
  });

  it('comes with the paging of the list', () => {
    expect(BeneficiaryListQuerySchema.parse({ 'get-tot': 'true', limit: '10', offset: '20', email: 'a+b@x.it' })).toEqual({
      'get-tot': 'true',
      limit: 10,
      offset: 20,
      email: 'a+b@x.it',
    });
    expect(messages(BeneficiaryListQuerySchema.safeParse({ limit: '0', offset: 'x' }))).toEqual({
      limit: 'Il valore è troppo piccolo',
      offset: 'Valore non valido',
    });
  });
});

describe('log schemas', () => {
  it('requires the entity of a new entry', () => {
    expect(messages(LogCreateSchema.safeParse({ notes: 'x' }))).toEqual({ entita: 'Questo campo è obbligatorio' });
    expect(LogCreateSchema.parse({ entita: ' costs ', beneficiary_id: '7' })).toEqual({ entita: 'costs', notes: '', beneficiary_id: 7 });
  });

  it('accepts only an entity of the closed list', () => {
    expect(messages(LogCreateSchema.safeParse({ entita: 'sessions' }))).toEqual({ entita: 'Valore non valido' });
    expect(messages(LogCreateSchema.safeParse({ entita: ' ' }))).toEqual({ entita: 'Questo campo è obbligatorio' });
  });

  it('reads the filters of the Registro Attività, the verb in any case', () => {
    expect(
      LogListQuerySchema.parse({ beneficiary_id: '3', action: 'DELETE', entita: '', operator_email: 'anna', include_views: 'true' }),
    ).toEqual({
      limit: 10,
      offset: 0,
      beneficiary_id: 3,
      action: 'delete',
      entita: undefined,
      operator_email: 'anna',
      include_views: 'true',
    });
    expect(messages(LogListQuerySchema.safeParse({ action: 'touch', entita: 'operatori', include_views: 'si' }))).toEqual({
      action: 'Valore non valido',
      entita: 'Valore non valido',
      include_views: 'Valore non valido',
    });
  });
});
