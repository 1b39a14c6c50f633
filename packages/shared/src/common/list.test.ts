import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BeneficiaryParamsSchema,
  boolFilter,
  dateFilter,
  enumFilter,
  IdParamsSchema,
  idFilter,
  listAnswerSchema,
  listQuerySchema,
  textFilter,
} from '../index';
import { messagesOf } from './test-helpers';

const Query = listQuerySchema(
  z.object({ name: textFilter(5), sector_id: idFilter, active: boolFilter, day: dateFilter(), mode: enumFilter(['Presenza', 'FAD']) }),
);

describe('list query', () => {
  it('pages by 10 from 0 by default, and drops empty filters', () => {
    expect(Query.parse({ name: ' ', sector_id: '', active: '', day: '', mode: '' })).toEqual({ limit: 10, offset: 0 });
  });
  it('reads every filter kind', () => {
    expect(Query.parse({ 'get-tot': 'true', name: ' Ann ', sector_id: '4', active: 'false', day: '2024-01-31', mode: 'FAD' })).toEqual({
      'get-tot': 'true',
      limit: 10,
      offset: 0,
      name: 'Ann',
      sector_id: 4,
      active: 'false',
      day: '2024-01-31',
      mode: 'FAD',
    });
  });
  it('refuses bad values with Italian messages', () => {
    expect(
      messagesOf(
        Query.safeParse({
          name: 'abcdef',
          sector_id: 'x',
          active: 'si',
          day: '2024-02-30',
          mode: 'Online',
          limit: '10001',
          'get-tot': 'yes',
        }),
      ),
    ).toEqual({
      name: 'Il testo è troppo lungo',
      sector_id: 'Valore non valido',
      active: 'Valore non valido',
      day: 'Data non valida',
      mode: 'Valore non valido',
      limit: 'Il valore è troppo grande',
      'get-tot': 'Valore non valido',
    });
  });
});

describe('listAnswerSchema', () => {
  const Answer = listAnswerSchema(z.object({ ID: z.number() }));
  it('is {total, data} or the plain array', () => {
    expect(Answer.safeParse({ total: 1, data: [{ ID: 1 }] }).success).toBe(true);
    expect(Answer.safeParse([{ ID: 1 }]).success).toBe(true);
    expect(Answer.safeParse({ data: [{ ID: 1 }] }).success).toBe(false);
  });
});

describe('path params', () => {
  it('read a positive id that fits a PostgreSQL integer', () => {
    expect(IdParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(BeneficiaryParamsSchema.parse({ beneficiaryId: '3' })).toEqual({ beneficiaryId: 3 });
    expect(messagesOf(IdParamsSchema.safeParse({ id: '0' }))).toEqual({ id: 'Valore non valido' });
    expect(messagesOf(BeneficiaryParamsSchema.safeParse({ beneficiaryId: '2147483648' }))).toEqual({ beneficiaryId: 'Valore non valido' });
  });
  const notDecimal = ['0x10', '1e3', ' 16', '16 ', '+16', '16.0', '0b10', '0o20', '1_000', 'Infinity', '9'.repeat(400)];
  it.each(notDecimal)('read an id from decimal digits only: %j is refused in a path and in a filter', (id) => {
    expect(messagesOf(IdParamsSchema.safeParse({ id }))).toEqual({ id: 'Valore non valido' });
    expect(messagesOf(Query.safeParse({ sector_id: id }))).toEqual({ sector_id: 'Valore non valido' });
  });
  it('read leading zeros as the same decimal id', () => {
    expect(IdParamsSchema.parse({ id: '016' })).toEqual({ id: 16 });
    expect(Query.parse({ sector_id: '0016' }).sector_id).toBe(16);
  });
});
