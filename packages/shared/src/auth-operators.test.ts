import { describe, expect, it } from 'vitest';
import { OperatorFiltersSchema, OperatorListQuerySchema } from './api';
import { MSG } from './messages';
import { OperatorUpdateBodySchema, ResetTokenQuerySchema } from './validation';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('ResetTokenQuerySchema', () => {
  it.each([[{}], [{ token: '' }], [{ token: '   ' }]])('refuses %j with "Token di reset non valido"', (query) => {
    expect(messages(ResetTokenQuerySchema.safeParse(query))).toEqual({ token: 'Token di reset non valido' });
  });

  it('keeps a token, trimmed', () => {
    expect(ResetTokenQuerySchema.parse({ token: ' abc_-1 ' })).toEqual({ token: 'abc_-1' });
  });
});

describe('OperatorUpdateBodySchema', () => {
  const base = { email: 'a@b.it', municipio_id: 1, col_id: 2 };

  it('leaves super_operator and notes out when they are not sent', () => {
    const parsed = OperatorUpdateBodySchema.parse(base);
    expect(parsed.super_operator).toBeUndefined();
    expect(parsed.notes).toBeUndefined();
    expect(parsed).toMatchObject({ name: '', surname: '', phone: '' });
  });

  it('keeps the rules of the operator form', () => {
    const result = OperatorUpdateBodySchema.safeParse({ ...base, email: 'nope', notes: 'n'.repeat(301), phone: '1', col_id: null });
    expect(messages(result)).toEqual({
      email: MSG.emailInvalid,
      notes: 'Le note devono contenere al massimo 300 caratteri',
      phone: 'Il formato del telefono non è valido',
      col_id: 'Questo campo è obbligatorio',
    });
  });
});

describe('OperatorFiltersSchema', () => {
  it('trims the values and treats an empty one as no filter', () => {
    expect(OperatorFiltersSchema.parse({ email: ' Anna ', name: '', super_operator: '' })).toEqual({
      email: 'Anna',
      name: undefined,
      surname: undefined,
      super_operator: undefined,
    });
  });

  it('refuses an unknown admin flag and paging out of range', () => {
    const result = OperatorListQuerySchema.safeParse({ super_operator: 'forse', limit: '0' });
    expect(messages(result)).toEqual({ super_operator: 'Valore non valido', limit: 'Il valore è troppo piccolo' });
  });
});
