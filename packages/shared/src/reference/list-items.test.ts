import { describe, expect, it } from 'vitest';
import { listItemCreateSchema, listItemInputSchema } from '.';
import { messagesOf } from '../common/test-helpers';

describe('listItemInputSchema (the simple-list add modal)', () => {
  const sectors = listItemInputSchema('sectors');
  const municipi = listItemInputSchema('municipi');

  it('accepts a label with optional notes, trimmed', () => {
    expect(sectors.parse({ label: ' Ristorazione ' })).toEqual({ label: 'Ristorazione', notes: '' });
  });

  it('asks for the label, 3 to 50 characters, with N in the text', () => {
    expect(messagesOf(sectors.safeParse({}))).toEqual({ label: 'Il campo è obbligatorio' });
    expect(messagesOf(sectors.safeParse({ label: '  ' }))).toEqual({ label: 'Il campo è obbligatorio' });
    expect(messagesOf(sectors.safeParse({ label: 'ab' }))).toEqual({ label: 'Deve contenere almeno 3 caratteri' });
    expect(messagesOf(sectors.safeParse({ label: 'x'.repeat(51) }))).toEqual({ label: 'Deve contenere al massimo 50 caratteri' });
  });

  it('keeps notes within 500 characters', () => {
    expect(messagesOf(sectors.safeParse({ label: 'Edilizia', notes: 'n'.repeat(501) }))).toEqual({
      notes: 'Deve contenere al massimo 500 caratteri',
    });
  });

  it('asks a municipio for its public id, a whole number 0 to 20', () => {
    expect(messagesOf(municipi.safeParse({ label: 'Municipio XVI' }))).toEqual({
      id_public: 'Il campo ID Pubblico Municipio è obbligatorio',
    });
    expect(messagesOf(municipi.safeParse({ label: 'Municipio XVI', id_public: '' }))).toEqual({
      id_public: 'Il campo ID Pubblico Municipio è obbligatorio',
    });
    for (const bad of [21, -1, 2.5, 'abc']) {
      expect(messagesOf(municipi.safeParse({ label: 'Municipio XVI', id_public: bad }))).toEqual({
        id_public: "L'ID Pubblico Municipio deve essere un numero compreso tra 0 e 20",
      });
    }
    expect(municipi.parse({ label: 'Municipio XVI', id_public: '0' })).toEqual({ label: 'Municipio XVI', notes: '', id_public: 0 });
    expect(municipi.parse({ label: 'Municipio XVI', id_public: 20 })).toMatchObject({ id_public: 20 });
  });

  it('keeps id_public out of the other lists', () => {
    expect(sectors.parse({ label: 'Edilizia', id_public: 3 })).toEqual({ label: 'Edilizia', notes: '' });
  });
});

describe('listItemCreateSchema', () => {
  it('takes an array of exactly one item', () => {
    expect(listItemCreateSchema('types_col').parse([{ label: 'COL Nord' }])).toEqual([{ label: 'COL Nord', notes: '' }]);
    expect(listItemCreateSchema('types_col').safeParse([]).success).toBe(false);
    expect(listItemCreateSchema('types_col').safeParse([{ label: 'Uno' }, { label: 'Due' }]).success).toBe(false);
  });
});
