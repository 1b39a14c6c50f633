import { describe, expect, it } from 'vitest';
import { codiceFiscale, codiceFiscaleMismatches, computeCodiceFiscale, isValidCodiceFiscale, optionalCodiceFiscale } from '../index';
import { messageOf } from './test-helpers';

describe('codiceFiscale', () => {
  it('upper-cases and trims a valid code', () => expect(codiceFiscale().parse(' rssmra80a01h501u ')).toBe('RSSMRA80A01H501U'));
  it.each([
    ['RSSMRA80A01H501U', 'a plain code'],
    ['RSSMRA80A01H50MM', 'an omocodic code (digits replaced by letters) with its own check character'],
    ['RSSMGR85M41H501S', 'a woman (day + 40)'],
    ['12345678903', 'the 11-digit numeric form with its check digit'],
  ])('accepts %s (%s)', (code) => expect(isValidCodiceFiscale(code)).toBe(true));
  it.each([
    ['RSSMRA80A01H501A', 'wrong check character'],
    ['RSSMRA80A32H501U', 'no 32nd day'],
    ['RSSMRA80A01H501', '15 characters'],
    ['12345678901', 'numeric form with a wrong check digit'],
    ['1234567890', '10 digits'],
  ])("refuses %s (%s) with 'Il codice fiscale non è valido'", (code) => {
    expect(messageOf(codiceFiscale().safeParse(code))).toBe('Il codice fiscale non è valido');
  });
  it('optional: missing or blank is null', () => {
    expect(optionalCodiceFiscale().parse('')).toBeNull();
    expect(optionalCodiceFiscale().parse(undefined)).toBeNull();
    expect(messageOf(optionalCodiceFiscale().safeParse('XYZ'))).toBe('Il codice fiscale non è valido');
  });
});

describe('codiceFiscaleMismatches', () => {
  it('finds nothing when birth date and sex agree, omocodic or not', () => {
    expect(codiceFiscaleMismatches('RSSMRA80A01H501U', { birthDate: '1980-01-01', sex: 'M' })).toEqual([]);
    expect(codiceFiscaleMismatches('RSSMRA80A01H50MM', { birthDate: '1980-01-01', sex: 'M' })).toEqual([]);
    expect(codiceFiscaleMismatches('RSSMGR05M41H501A', { birthDate: '2005-08-01', sex: 'F' })).toEqual([]);
  });
  it('names the values that disagree', () => {
    expect(codiceFiscaleMismatches('RSSMRA80A01H501U', { birthDate: '1980-01-02', sex: 'F' })).toEqual(['birth_date', 'sex']);
    expect(codiceFiscaleMismatches('rssmra80a01h501u', { birthDate: '1981-01-01' })).toEqual(['birth_date']);
  });
  it('says nothing of a numeric or malformed code, or of a sex N', () => {
    expect(codiceFiscaleMismatches('12345678903', { birthDate: '1980-01-01', sex: 'F' })).toEqual([]);
    expect(codiceFiscaleMismatches('XYZ', { birthDate: '1980-01-01', sex: 'F' })).toEqual([]);
    expect(codiceFiscaleMismatches('RSSMRA80A01H501U', { sex: 'N' })).toEqual([]);
  });
});

describe('computeCodiceFiscale', () => {
  it('gives the well-known code of Mario Rossi, born in Rome on 1 January 1980', () => {
    expect(computeCodiceFiscale({ name: 'Mario', surname: 'Rossi', birthDate: '1980-01-01', sex: 'M', placeCode: 'H501' })).toBe(
      'RSSMRA80A01H501U',
    );
  });
  it("takes the 1st, 3rd and 4th consonant of a long name, adds 40 to a woman's day, pads short surnames with X", () => {
    const code = computeCodiceFiscale({ name: 'Francesca', surname: 'Hu', birthDate: '1992-12-05', sex: 'F', placeCode: 'Z210' });
    expect(code.slice(0, 15)).toBe('HUXFNC92T45Z210');
    expect(isValidCodiceFiscale(code)).toBe(true);
  });
  it('ignores spaces, apostrophes and accents', () => {
    const code = computeCodiceFiscale({ name: 'Lucía', surname: "D'Angelo", birthDate: '1975-06-30', sex: 'F', placeCode: 'F839' });
    expect(code.slice(0, 11)).toBe('DNGLCU75H70');
  });
});
