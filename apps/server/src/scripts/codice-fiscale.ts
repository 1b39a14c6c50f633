/** The Italian tax code (codice fiscale) of a person, computed as the Agenzia delle Entrate does. */

const MONTHS = 'ABCDEHLMPRST';
const ODD: Record<string, number> = {
  0: 1,
  1: 0,
  2: 5,
  3: 7,
  4: 9,
  5: 13,
  6: 15,
  7: 17,
  8: 19,
  9: 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23,
};

const letters = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
const consonants = (s: string) => s.replace(/[AEIOU]/g, '');
const vowels = (s: string) => s.replace(/[^AEIOU]/g, '');

function surnamePart(surname: string) {
  const s = letters(surname);
  return (consonants(s) + vowels(s) + 'XXX').slice(0, 3);
}

function namePart(name: string) {
  const s = letters(name);
  const c = consonants(s);
  if (c.length >= 4) return c[0] + c[2] + c[3];
  return (c + vowels(s) + 'XXX').slice(0, 3);
}

/** The control character of the first fifteen. */
export function checkCharacter(first15: string) {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = first15[i];
    // positions are counted from 1: odd ones use the table, even ones the plain value
    sum += i % 2 === 0 ? ODD[ch] : /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (sum % 26));
}

export function codiceFiscale(p: { name: string; surname: string; birthDate: string; sex: 'M' | 'F'; placeCode: string }) {
  const [year, month, day] = p.birthDate.split('-').map(Number);
  const dayPart = String(day + (p.sex === 'F' ? 40 : 0)).padStart(2, '0');
  const first15 = `${surnamePart(p.surname)}${namePart(p.name)}${String(year % 100).padStart(2, '0')}${MONTHS[month - 1]}${dayPart}${p.placeCode}`;
  return first15 + checkCharacter(first15);
}

export const isValidCodiceFiscale = (code: string) =>
  /^[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(code) && checkCharacter(code.slice(0, 15)) === code[15];
