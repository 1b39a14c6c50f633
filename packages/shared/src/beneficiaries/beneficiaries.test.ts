import { describe, expect, it } from 'vitest';
import { BeneficiaryFiltersSchema, BeneficiaryListQuerySchema } from '../index';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

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
