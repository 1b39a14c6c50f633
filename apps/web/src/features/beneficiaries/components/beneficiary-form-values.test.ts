import { describe, expect, it } from 'vitest';
import { BeneficiaryEditSchema, type Beneficiary } from '@empowerment/shared/beneficiaries';
import { changedFieldsPayload, toFormValues } from './beneficiary-form-values';
import { fiscalCodeHint } from './fiscal-code-hint';
import { birthWithAge } from './beneficiary-header';

const stored: Beneficiary = {
  ID: 42,
  id_public: '01_007',
  name: 'Maria',
  surname: 'Esposito',
  fiscal_code: null,
  email: null,
  phone_prefix: '+39',
  phone: '3331234567',
  birth_date: '1985-12-10',
  sex: 'F',
  native_language: 'Italiano',
  country_birth: 9,
  citizenship: 'Italiana',
  education: null,
  civil_status: '',
  municipio_id: 1,
  notes: null,
  liberty_restrictions: '',
  has_license_a: false,
  has_license_b: true,
  has_motorcycle: false,
  has_car: false,
  has_bank_account: true,
  active: true,
  operator: null,
  data_project: null,
  CreatedAt: '2026-01-12T09:30:00.000Z',
  UpdatedAt: '2026-02-01T15:45:00.000Z',
};

const edited = (over: Record<string, unknown>) => BeneficiaryEditSchema.parse({ ...toFormValues(stored), ...over });

describe('changedFieldsPayload', () => {
  it('sends only the ID when nothing changed (empty and missing alike)', () => {
    expect(changedFieldsPayload(stored, edited({}))).toEqual({ ID: 42 });
  });

  it('sends the changed fields, as the schema leaves them, plus the ID', () => {
    expect(
      changedFieldsPayload(stored, edited({ phone: '333 123 4567', email: 'maria@example.org', has_car: true, municipio_id: 3 })),
    ).toEqual({
      email: 'maria@example.org',
      municipio_id: 3,
      has_car: true,
      ID: 42,
    });
  });
});

describe('fiscalCodeHint', () => {
  // Maria Esposito, born in Rome on 10/12/1985
  const code = 'SPSMRA85T50H501T';

  it('says nothing while the code agrees, is short, numeric, or the data are missing', () => {
    expect(fiscalCodeHint(code, '1985-12-10', 'F')).toBeNull();
    expect(fiscalCodeHint('SPSMRA85T50', '1990-01-01', 'M')).toBeNull();
    expect(fiscalCodeHint('12345678903', '1990-01-01', 'M')).toBeNull();
    expect(fiscalCodeHint(code, null, null)).toBeNull();
  });

  it('names what disagrees, without blocking', () => {
    expect(fiscalCodeHint(code, '1985-12-11', 'F')).toBe(
      'Il codice fiscale non è coerente con: data di nascita. Verifica i dati (puoi comunque salvare).',
    );
    expect(fiscalCodeHint(code.toLowerCase(), '1986-12-10', 'M')).toBe(
      'Il codice fiscale non è coerente con: data di nascita e sesso. Verifica i dati (puoi comunque salvare).',
    );
  });
});

describe('birthWithAge', () => {
  it('writes the day and the age on that day', () => {
    expect(birthWithAge('1985-12-10', new Date(2026, 11, 9))).toBe('10/12/1985 (40 anni)');
    expect(birthWithAge('1985-12-10', new Date(2026, 11, 10))).toBe('10/12/1985 (41 anni)');
    expect(birthWithAge(null)).toBe('Non specificata');
  });
});
