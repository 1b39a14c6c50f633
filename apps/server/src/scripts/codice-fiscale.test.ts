import { describe, expect, it } from 'vitest';
import { codiceFiscale, isValidCodiceFiscale } from './codice-fiscale';

describe('codiceFiscale', () => {
  it('gives the well-known code of Mario Rossi, born in Rome on 1 January 1980', () => {
    expect(codiceFiscale({ name: 'Mario', surname: 'Rossi', birthDate: '1980-01-01', sex: 'M', placeCode: 'H501' })).toBe(
      'RSSMRA80A01H501U',
    );
  });

  it("takes the 1st, 3rd and 4th consonant of a long name, adds 40 to a woman's day, pads short surnames with X", () => {
    const code = codiceFiscale({ name: 'Francesca', surname: 'Hu', birthDate: '1992-12-05', sex: 'F', placeCode: 'Z210' });
    expect(code.slice(0, 15)).toBe('HUXFNC92T45Z210');
    expect(isValidCodiceFiscale(code)).toBe(true);
  });

  it('ignores spaces, apostrophes and accents', () => {
    const code = codiceFiscale({ name: 'Lucía', surname: "D'Angelo", birthDate: '1975-06-30', sex: 'F', placeCode: 'F839' });
    expect(code.slice(0, 11)).toBe('DNGLCU75H70');
  });

  it('rejects a code whose control character is wrong', () => {
    expect(isValidCodiceFiscale('RSSMRA80A01H501U')).toBe(true);
    expect(isValidCodiceFiscale('RSSMRA80A01H501A')).toBe(false);
  });
});
