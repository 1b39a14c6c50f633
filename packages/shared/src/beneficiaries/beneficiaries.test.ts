import { describe, expect, it } from 'vitest';
import {
  BeneficiaryCreateSchema,
  BeneficiaryDuplicatesQuerySchema,
  BeneficiaryEditSchema,
  BeneficiaryFiltersSchema,
  BeneficiaryListQuerySchema,
  BeneficiaryPatchSchema,
  foldName,
  formatIdPublic,
} from '.';
import { messagesOf } from '../common/test-helpers';

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

describe('BeneficiaryCreateSchema', () => {
  const valid = {
    name: 'Maria',
    surname: 'Esposito',
    fiscal_code: 'rssmra85t10a562s',
    email: 'maria@example.org',
    phone_prefix: '+39',
    phone: '333 123 4567',
    birth_date: '1985-12-10',
    sex: 'F',
    native_language: 'Italiano',
    country_birth: 1,
    citizenship: 'Italiana',
    municipio_id: 2,
  };

  it('accepts a complete record: fiscal code upper-cased, phone as digits, flags false, empty id_public none', () => {
    expect(BeneficiaryCreateSchema.parse({ ...valid, id_public: '' })).toMatchObject({
      fiscal_code: 'RSSMRA85T10A562S',
      phone: '3331234567',
      id_public: null,
      has_license_a: false,
      has_bank_account: false,
      notes: '',
      education: '',
      civil_status: '',
    });
  });

  it('takes blank optional unique values as none', () => {
    expect(BeneficiaryCreateSchema.parse({ ...valid, fiscal_code: ' ', email: '', phone: '' })).toMatchObject({
      fiscal_code: null,
      email: null,
      phone: null,
    });
  });

  it('accepts an omocodic code and an 11-digit provisional code', () => {
    // RSSMRA85T10A562S with its digits replaced by letters (omocodia), check character recomputed
    expect(BeneficiaryCreateSchema.safeParse({ ...valid, fiscal_code: 'RSSMRA85T10A56NH' }).success).toBe(true);
    expect(BeneficiaryCreateSchema.safeParse({ ...valid, fiscal_code: '12345678903' }).success).toBe(true);
  });

  it('says what is missing, field by field', () => {
    expect(messagesOf(BeneficiaryCreateSchema.safeParse({}))).toEqual({
      name: 'Il nome è obbligatorio',
      surname: 'Il cognome è obbligatorio',
      phone_prefix: 'Il prefisso è obbligatorio',
      birth_date: 'La data di nascita è obbligatoria',
      sex: 'Il sesso è obbligatorio',
      native_language: 'La lingua madre è obbligatoria',
      country_birth: 'Il paese di nascita è obbligatorio',
      citizenship: 'La cittadinanza è obbligatoria',
      municipio_id: 'Il municipio è obbligatorio',
    });
  });

  it.each([
    ['name', 'A', 'Il nome deve contenere almeno 2 caratteri'],
    ['name', 'a'.repeat(81), 'Il nome non può superare gli 80 caratteri'],
    ['surname', ' L ', 'Il cognome deve contenere almeno 2 caratteri'],
    ['surname', 'a'.repeat(81), 'Il cognome non può superare gli 80 caratteri'],
    ['fiscal_code', 'RSSMRA85T10A562X', 'Il codice fiscale non è valido'],
    ['fiscal_code', '12345678901', 'Il codice fiscale non è valido'],
    ['fiscal_code', 'RSSMRA85T10A562SS', 'Il codice fiscale non è valido'],
    ['email', 'maria.example.org', 'Inserire un indirizzo email valido'],
    ['email', `${'a'.repeat(310)}@example.org`, "L'email non può superare i 319 caratteri"],
    ['phone', '+39 333 1234567', 'Il numero di cellulare non è valido: da 6 a 15 cifre senza prefisso (spazi e trattini ammessi)'],
    ['phone', '1234567890123456', 'Il numero di cellulare non è valido: da 6 a 15 cifre senza prefisso (spazi e trattini ammessi)'],
    ['phone', '12345', 'Il numero di cellulare non è valido: da 6 a 15 cifre senza prefisso (spazi e trattini ammessi)'],
    ['birth_date', '1899-12-31', 'La data di nascita non può essere precedente al 01/01/1900'],
    ['birth_date', '2999-01-01', 'La data di nascita non può essere nel futuro'],
    ['birth_date', '1990-02-30', 'La data di nascita non è valida'],
    ['sex', 'X', 'Valore non valido'],
    ['sex', '', 'Il sesso è obbligatorio'],
    ['country_birth', 0, 'Il paese di nascita è obbligatorio'],
    ['municipio_id', null, 'Il municipio è obbligatorio'],
    ['notes', 'n'.repeat(901), 'Le note non possono superare i 900 caratteri'],
    ['liberty_restrictions', 'n'.repeat(201), 'Le restrizioni della libertà non possono superare i 200 caratteri'],
    ['id_public', '1_001', "L'ID pubblico deve avere il formato NN_NNN (es. 01_001)"],
    ['id_public', '01-001', "L'ID pubblico deve avere il formato NN_NNN (es. 01_001)"],
    ['id_public', `01_${'1'.repeat(23)}`, "L'ID pubblico deve avere il formato NN_NNN (es. 01_001)"],
    ['has_car', 'si', 'Valore non valido'],
  ])('refuses %s = %j: %s', (field, value, message) => {
    expect(messagesOf(BeneficiaryCreateSchema.safeParse({ ...valid, [field]: value }))).toEqual({ [field]: message });
  });

  it.each([
    ['Li', 'Wu'],
    ['Ng', 'Do'],
    ['Yi', 'Ly'],
  ])('accepts two-letter names and surnames: %s %s', (name, surname) => {
    expect(BeneficiaryCreateSchema.safeParse({ ...valid, name, surname }).success).toBe(true);
  });

  it('accepts the limits themselves', () => {
    const ok = { ...valid, name: 'Ada', surname: 'a'.repeat(80), birth_date: '1900-01-01', notes: 'n'.repeat(900), id_public: '15_1000' };
    expect(BeneficiaryCreateSchema.safeParse(ok).success).toBe(true);
  });
});

describe('BeneficiaryEditSchema and BeneficiaryPatchSchema', () => {
  it('requires id_public when editing', () => {
    const result = BeneficiaryPatchSchema.safeParse({ ID: 3, id_public: '' });
    expect(messagesOf(result)).toEqual({ id_public: "L'ID pubblico è obbligatorio" });
    expect(messagesOf(BeneficiaryEditSchema.pick({ id_public: true }).safeParse({}))).toEqual({
      id_public: "L'ID pubblico è obbligatorio",
    });
  });

  it('keeps only what was sent: no defaults fill the fields left out', () => {
    expect(BeneficiaryPatchSchema.parse({ ID: 3, phone: '333-123-4567' })).toEqual({ ID: 3, phone: '3331234567' });
    expect(BeneficiaryPatchSchema.parse({ has_car: true, notes: null })).toEqual({ has_car: true, notes: '' });
  });

  it('applies the rules to what was sent', () => {
    expect(messagesOf(BeneficiaryPatchSchema.safeParse({ name: 'A', ID: 'x' }))).toEqual({
      name: 'Il nome deve contenere almeno 2 caratteri',
      ID: 'Valore non valido',
    });
  });
});

describe('probable duplicates', () => {
  it('folds accents, case and punctuation away from a name', () => {
    expect(foldName("  Éva-María  D'Núñez ")).toBe('eva maria d nunez');
  });
  it('refuses a bad birth date in the query', () => {
    expect(messagesOf(BeneficiaryDuplicatesQuerySchema.safeParse({ birth_date: '10/12/1985' }))).toEqual({ birth_date: 'Data non valida' });
  });
  it('formats the public id on two and three digits', () => {
    expect(formatIdPublic(1, 1)).toBe('01_001');
    expect(formatIdPublic(15, 1234)).toBe('15_1234');
  });
});
