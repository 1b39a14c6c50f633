import { CheckDigitizer, Matcher, Parser } from '@marketto/codice-fiscale-utils';
import { z } from 'zod';
import { nullIfBlank } from './empty';

export const CODICE_FISCALE_INVALID = 'Il codice fiscale non è valido';

// The parser needs a place registry only for birth places, which are not used here.
const parser = new Parser({} as ConstructorParameters<typeof Parser>[0]);
const PERSON_CODE = new RegExp(`^${Matcher.CODICE_FISCALE}$`);

/** A person's 16-character code: well formed (omocodic letters included) with the right check character. */
export const isPersonCodiceFiscale = (code: string) => PERSON_CODE.test(code) && CheckDigitizer.checkDigit(code.slice(0, 15)) === code[15];

/** The 11-digit numeric form (provisional codes, bodies): its last digit is the partita IVA check digit. */
export function isNumericCodiceFiscale(code: string) {
  if (!/^\d{11}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = Number(code[i]);
    // positions counted from 1: odd ones as they are, even ones doubled (minus 9 above 9)
    sum += i % 2 === 0 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(code[10]);
}

export const isValidCodiceFiscale = (code: string) => isPersonCodiceFiscale(code) || isNumericCodiceFiscale(code);

/** A codice fiscale, upper-cased: 16 characters with a valid check character (omocodic accepted) or 11 digits. */
export const codiceFiscale = (invalid = CODICE_FISCALE_INVALID) =>
  z.string({ message: invalid }).trim().toUpperCase().refine(isValidCodiceFiscale, invalid);

/** An optional codice fiscale: missing or blank is null (the column is unique). */
export const optionalCodiceFiscale = (invalid = CODICE_FISCALE_INVALID) => nullIfBlank(codiceFiscale(invalid));

/**
 * Which of a birth date (YYYY-MM-DD) and a sex disagree with a person's code, for a hint that does
 * not block saving. A numeric or malformed code, or a value not given, disagrees with nothing.
 */
export function codiceFiscaleMismatches(code: string, person: { birthDate?: string | null; sex?: string | null }) {
  const mismatches: ('birth_date' | 'sex')[] = [];
  const cf = code.trim().toUpperCase();
  if (!isPersonCodiceFiscale(cf)) return mismatches;
  const born = parser.cfToBirthDate(cf);
  // the code holds the year in two digits: compare the day without the century
  if (person.birthDate && born && born.toISOString().slice(2, 10) !== person.birthDate.slice(2)) mismatches.push('birth_date');
  if ((person.sex === 'M' || person.sex === 'F') && parser.cfToGender(cf) !== person.sex) mismatches.push('sex');
  return mismatches;
}

/** A person's code from her data, computed as the Agenzia delle Entrate does (the check character included). */
export function computeCodiceFiscale(p: { name: string; surname: string; birthDate: string; sex: 'M' | 'F'; placeCode: string }) {
  const first15 = `${parser.lastNameToCf(p.surname)}${parser.firstNameToCf(p.name)}${parser.dateGenderToCf(p.birthDate, p.sex)}${p.placeCode}`;
  return first15 + CheckDigitizer.checkDigit(first15);
}
