import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  email,
  optionalEmail,
  optionalId,
  optionalInt,
  optionalText,
  optionalUrl,
  phone,
  requiredId,
  requiredInt,
  requiredText,
  rowId,
} from '../index';
import { messageOf, messagesOf } from './test-helpers';

describe('requiredText', () => {
  const name = requiredText(80, { min: 3 });
  it('trims and keeps the text', () => expect(name.parse('  Maria ')).toBe('Maria'));
  it.each([
    [undefined, 'Questo campo è obbligatorio'],
    [null, 'Questo campo è obbligatorio'],
    ['   ', 'Questo campo è obbligatorio'],
    ['Al', 'Il testo è troppo corto'],
    ['a'.repeat(81), 'Il testo è troppo lungo'],
    [42, 'Valore non valido'],
  ])('refuses %j: %s', (value, message) => expect(messageOf(name.safeParse(value))).toBe(message));
  it('takes the texts of the spec where it gives them', () => {
    const interviewer = requiredText(100, {
      min: 3,
      required: "Il nome dell'intervistatore è obbligatorio",
      tooShort: 'Il nome deve contenere almeno 3 caratteri',
      tooLong: 'Il nome non può superare i 100 caratteri',
    });
    expect(messageOf(interviewer.safeParse(''))).toBe("Il nome dell'intervistatore è obbligatorio");
    expect(messageOf(interviewer.safeParse('Al'))).toBe('Il nome deve contenere almeno 3 caratteri');
    expect(messageOf(interviewer.safeParse('a'.repeat(101)))).toBe('Il nome non può superare i 100 caratteri');
  });
});

describe('optionalText', () => {
  const notes = optionalText(300, 'Le note devono contenere al massimo 300 caratteri');
  it('is the empty string when missing or null, trimmed otherwise', () => {
    expect(notes.parse(undefined)).toBe('');
    expect(notes.parse(null)).toBe('');
    expect(notes.parse(' ok ')).toBe('ok');
  });
  it('refuses a long text with its message, or the generic one', () => {
    expect(messageOf(notes.safeParse('n'.repeat(301)))).toBe('Le note devono contenere al massimo 300 caratteri');
    expect(messageOf(optionalText(5).safeParse('123456'))).toBe('Il testo è troppo lungo');
  });
  it('defaults a missing key of an object', () => expect(z.object({ notes }).parse({})).toEqual({ notes: '' }));
});

describe('email', () => {
  it('uses the generic texts by default', () => {
    expect(messageOf(email().safeParse(''))).toBe('Questo campo è obbligatorio');
    expect(messageOf(email().safeParse('anna.example.org'))).toBe('Inserire un indirizzo email valido');
    expect(messageOf(email().safeParse(`${'a'.repeat(320)}@x.it`))).toBe('Il testo è troppo lungo');
    expect(email().parse(' anna@example.org ')).toBe('anna@example.org');
  });
  it('optional: empty is allowed, a bad address is not', () => {
    expect(optionalEmail().parse(undefined)).toBe('');
    expect(optionalEmail().parse('')).toBe('');
    expect(messageOf(optionalEmail(100).safeParse('anna@'))).toBe('Inserire un indirizzo email valido');
  });
});

describe('phone', () => {
  it('is optional, and checks the shape and the length', () => {
    const p = phone({ max: 20 });
    expect(p.parse(undefined)).toBe('');
    expect(p.parse('+39 333 123 4567')).toBe('+39 333 123 4567');
    expect(messageOf(p.safeParse('12345'))).toBe('Il formato del telefono non è valido');
  });
  it('takes another shape and message', () => {
    const company = phone({ max: 20, shape: /^(\+39)?[\d ]{6,15}$/ }, 'Inserire un numero di telefono valido');
    expect(company.parse('+39 06 1234567')).toBe('+39 06 1234567');
    expect(messageOf(company.safeParse('06-1234567'))).toBe('Inserire un numero di telefono valido');
    expect(messageOf(company.safeParse(`+39${' 1'.repeat(10)}`))).toBe('Inserire un numero di telefono valido');
  });
});

describe('ids', () => {
  it('requiredId coerces and refuses none', () => {
    expect(requiredId().parse('7')).toBe(7);
    for (const v of [undefined, null, 0, '']) expect(messageOf(requiredId().safeParse(v))).toBe('Questo campo è obbligatorio');
    expect(messageOf(requiredId('Seleziona un tipo di colloquio').safeParse(undefined))).toBe('Seleziona un tipo di colloquio');
    expect(messageOf(requiredId().safeParse(1.5))).toBe('Valore non valido');
    expect(messageOf(requiredId().safeParse(2 ** 31))).toBe('Valore non valido');
  });
  it('reads decimal digits only, never 0x10, 1e3, signs, spaces or decimals', () => {
    for (const v of ['0x10', '1e3', ' 16', '+16', '16.0', true]) {
      expect(messageOf(requiredId().safeParse(v))).toBe('Valore non valido');
      expect(messageOf(optionalId().safeParse(v))).toBe('Valore non valido');
      expect(messageOf(rowId('ID beneficiario non valido').safeParse(v))).toBe('ID beneficiario non valido');
    }
    expect(rowId().parse('16')).toBe(16);
    expect(rowId().parse(16)).toBe(16);
  });
  it('takes a blank or null choice for missing without stopping the rules of the whole form', () => {
    const form = z
      .object({ municipio_id: requiredId(), email: z.string(), confirm: z.string() })
      .refine((v) => v.email === v.confirm, { path: ['confirm'], message: 'Le email non coincidono' });
    for (const none of ['', ' ', null]) {
      expect(messagesOf(form.safeParse({ municipio_id: none, email: 'a@b.it', confirm: 'a@b.i' }))).toEqual({
        municipio_id: 'Questo campo è obbligatorio',
        confirm: 'Le email non coincidono',
      });
    }
  });
  it('optionalId is null for none', () => {
    for (const v of [undefined, null, '', 0, '0']) expect(optionalId().parse(v)).toBeNull();
    expect(optionalId().parse('12')).toBe(12);
    expect(messageOf(optionalId().safeParse('abc'))).toBe('Valore non valido');
    expect(messageOf(optionalId().safeParse(-3))).toBe('Valore non valido');
  });
});

describe('integers', () => {
  const rating = requiredInt(0, 10);
  it.each([
    [undefined, 'Questo campo è obbligatorio'],
    [-1, 'Il valore è troppo piccolo'],
    [11, 'Il valore è troppo grande'],
    [2.5, 'Valore non valido'],
    ['5', 'Valore non valido'],
  ])('requiredInt(0, 10) refuses %j: %s', (value, message) => expect(messageOf(rating.safeParse(value))).toBe(message));
  it('takes the texts of the spec', () => {
    const duration = requiredInt(1, 30, {
      required: 'La durata è obbligatoria',
      tooSmall: 'La durata minima è 1 mese',
      tooBig: 'La durata massima è 30 mesi',
    });
    expect(messageOf(duration.safeParse(null))).toBe('La durata è obbligatoria');
    expect(messageOf(duration.safeParse(0))).toBe('La durata minima è 1 mese');
    expect(messageOf(duration.safeParse(31))).toBe('La durata massima è 30 mesi');
  });
  it('optionalInt is null for none', () => {
    expect(optionalInt(0, 30).parse(undefined)).toBeNull();
    expect(optionalInt(0, 30).parse('')).toBeNull();
    expect(optionalInt(0, 30).parse(4)).toBe(4);
    expect(messageOf(optionalInt(0, 30).safeParse(31))).toBe('Il valore è troppo grande');
  });
});

describe('optionalUrl', () => {
  const website = optionalUrl(40);
  it('puts https:// in front of an address without scheme', () => {
    expect(website.parse('www.example.org')).toBe('https://www.example.org');
    expect(website.parse('http://example.org/a?b=1')).toBe('http://example.org/a?b=1');
    expect(website.parse('')).toBe('');
    expect(website.parse(undefined)).toBe('');
  });
  it.each(['example', 'ftp://example.org', 'exa mple.org', 'https://'])("refuses %j with 'Inserire un URL valido'", (v) => {
    expect(messageOf(website.safeParse(v))).toBe('Inserire un URL valido');
  });
  it('counts the scheme it adds in the length', () => {
    expect(messageOf(website.safeParse(`${'a'.repeat(30)}.org`))).toBe('Il testo è troppo lungo');
  });
});
