import { describe, expect, it } from 'vitest';
import {
  COMPANY_ADMIN_FILTERS,
  CompanyFiltersSchema,
  CompanyInputSchema,
  CompanyListQuerySchema,
  CompanyParamsSchema,
  PositionInputSchema,
  PositionListQuerySchema,
} from '.';
import { messagesOf } from '../common/test-helpers';

const minimal = { company_name: 'Trattoria da Mario', company_type: 'Azienda per tirocinio', state_contact: 'Primo contatto' };

describe('CompanyInputSchema', () => {
  it('accepts the three required fields and fills the rest with their empty values', () => {
    expect(CompanyInputSchema.parse(minimal)).toEqual({
      ...minimal,
      sector_id: null,
      fonte: '',
      address: '',
      municipio_id: null,
      website: '',
      contact_email: '',
      contact_phone: '',
      contact_name: '',
      intern_name: '',
      intern_phone: '',
      intern_mail: '',
      numbers_internships: 0,
      date_email_manifest: null,
      manifest_internship: false,
      manifest_job_day: false,
      direct_assumption: false,
      mail_sent_at: null,
      mail_sender: '',
      mail_notes: '',
      notes: '',
      convention_signed: false,
    });
  });

  it('asks for name, type and state', () => {
    expect(messagesOf(CompanyInputSchema.safeParse({ company_name: '   ' }))).toEqual({
      company_name: 'Questo campo è obbligatorio',
      company_type: 'Questo campo è obbligatorio',
      state_contact: 'Questo campo è obbligatorio',
    });
  });

  it('refuses a type or state outside their lists', () => {
    const r = CompanyInputSchema.safeParse({ ...minimal, company_type: 'Altro', state_contact: 'Chiuso' });
    expect(Object.keys(messagesOf(r))).toEqual(['company_type', 'state_contact']);
  });

  it('adds https:// to a website without a scheme and refuses what is not a URL', () => {
    expect(CompanyInputSchema.parse({ ...minimal, website: 'www.esempio.it' }).website).toBe('https://www.esempio.it');
    expect(CompanyInputSchema.parse({ ...minimal, website: 'http://esempio.it/chi-siamo' }).website).toBe('http://esempio.it/chi-siamo');
    expect(messagesOf(CompanyInputSchema.safeParse({ ...minimal, website: 'non valido' }))).toEqual({ website: 'Inserire un URL valido' });
    expect(messagesOf(CompanyInputSchema.safeParse({ ...minimal, website: 'ftp://esempio.it' }))).toEqual({
      website: 'Inserire un URL valido',
    });
  });

  it('accepts the phones of the rule: optional +39 then 6 to 15 digits or spaces', () => {
    for (const ok of ['061234567', '+39 333 1234567', '+39333123456', '333 12 34 567', '123456']) {
      expect(CompanyInputSchema.safeParse({ ...minimal, contact_phone: ok, intern_phone: ok }).success, ok).toBe(true);
    }
    for (const bad of ['12345', '+44 20 1234 5678', '333-1234567', 'tel 333', '1234567890123456']) {
      expect(messagesOf(CompanyInputSchema.safeParse({ ...minimal, contact_phone: bad })), bad).toEqual({
        contact_phone: 'Inserire un numero di telefono valido',
      });
    }
    expect(messagesOf(CompanyInputSchema.safeParse({ ...minimal, intern_phone: '+39 ' + '1'.repeat(17) }))).toEqual({
      intern_phone: 'Inserire un numero di telefono valido',
    });
  });

  it('checks the e-mails and treats blank ones as none', () => {
    expect(CompanyInputSchema.parse({ ...minimal, contact_email: '  ', intern_mail: undefined })).toMatchObject({
      contact_email: '',
      intern_mail: '',
    });
    expect(messagesOf(CompanyInputSchema.safeParse({ ...minimal, contact_email: 'mario@', intern_mail: 'a b@c.it' }))).toEqual({
      contact_email: 'Inserire un indirizzo email valido',
      intern_mail: 'Inserire un indirizzo email valido',
    });
  });

  it('keeps the maximum lengths of spec 02 §5', () => {
    const long = (n: number) => 'a'.repeat(n + 1);
    const r = CompanyInputSchema.safeParse({
      ...minimal,
      company_name: long(255),
      fonte: long(100),
      address: long(255),
      mail_sender: long(100),
      contact_name: long(100),
      intern_name: long(100),
      mail_notes: long(500),
      notes: long(500),
    });
    expect(messagesOf(r)).toEqual({
      company_name: 'Il testo è troppo lungo',
      fonte: 'Il testo è troppo lungo',
      address: 'Il testo è troppo lungo',
      mail_sender: 'Il testo è troppo lungo',
      contact_name: 'Il testo è troppo lungo',
      intern_name: 'Il testo è troppo lungo',
      mail_notes: 'Il testo è troppo lungo',
      notes: 'Il testo è troppo lungo',
    });
    expect(CompanyInputSchema.safeParse({ ...minimal, notes: 'a'.repeat(500), company_name: 'a'.repeat(255) }).success).toBe(true);
  });

  it('takes internships requested as a whole number from 0', () => {
    expect(CompanyInputSchema.parse({ ...minimal, numbers_internships: '' }).numbers_internships).toBe(0);
    expect(CompanyInputSchema.parse({ ...minimal, numbers_internships: '3' }).numbers_internships).toBe(3);
    expect(messagesOf(CompanyInputSchema.safeParse({ ...minimal, numbers_internships: -1 }))).toEqual({
      numbers_internships: 'Il valore è troppo piccolo',
    });
    expect(messagesOf(CompanyInputSchema.safeParse({ ...minimal, numbers_internships: 1.5 }))).toEqual({
      numbers_internships: 'Valore non valido',
    });
  });

  it('normalises dates to the day and reads the zero date as none', () => {
    const r = CompanyInputSchema.parse({
      ...minimal,
      mail_sent_at: '2026-02-03T00:00:00.000Z',
      date_email_manifest: '0001-01-01T00:00:00Z',
    });
    expect(r).toMatchObject({ mail_sent_at: '2026-02-03', date_email_manifest: null });
    expect(messagesOf(CompanyInputSchema.safeParse({ ...minimal, mail_sent_at: '2026-02-30' }))).toEqual({
      mail_sent_at: 'Il formato non è valido',
    });
  });
});

describe('company filters', () => {
  it('reads every filter of spec 02 §7 and drops empty ones', () => {
    const parsed = CompanyFiltersSchema.parse({
      name: ' bar ',
      state_contact: 'Manifestazione firmata',
      positions_open: 'true',
      sector_id: '',
      positions_municipio: '3',
    });
    expect(parsed).toMatchObject({
      name: 'bar',
      state_contact: 'Manifestazione firmata',
      positions_open: 'true',
      sector_id: undefined,
      positions_municipio: 3,
    });
  });

  it('names the administrator-only filters among the filters', () => {
    const keys = Object.keys(CompanyFiltersSchema.shape);
    expect(COMPANY_ADMIN_FILTERS.every((k) => keys.includes(k))).toBe(true);
    expect(COMPANY_ADMIN_FILTERS).not.toContain('state_contact');
  });

  it('lets only minInfo lists ask for more than a page of 10000', () => {
    expect(CompanyListQuerySchema.safeParse({ limit: '1000000', minInfo: 'true' }).success).toBe(true);
    expect(messagesOf(CompanyListQuerySchema.safeParse({ limit: '1000000' }))).toEqual({ limit: 'Il valore è troppo grande' });
  });
});

describe('PositionInputSchema', () => {
  it('asks for the role with its message', () => {
    expect(messagesOf(PositionInputSchema.safeParse({ job_positions: '  ' }))).toEqual({
      job_positions: 'Il campo Posizioni Lavorative è obbligatorio.',
    });
    expect(messagesOf(PositionInputSchema.safeParse({}))).toEqual({ job_positions: 'Il campo Posizioni Lavorative è obbligatorio.' });
  });

  it('keeps the maximum lengths: role, place and shifts 255, requirements 500', () => {
    const r = PositionInputSchema.safeParse({
      job_positions: 'a'.repeat(256),
      place: 'a'.repeat(256),
      orari_turni: 'a'.repeat(256),
      requisiti: 'a'.repeat(501),
    });
    expect(Object.keys(messagesOf(r)).sort()).toEqual(['job_positions', 'orari_turni', 'place', 'requisiti']);
  });

  it('refuses a company id that is not a number with its message', () => {
    expect(messagesOf(PositionInputSchema.safeParse({ job_positions: 'Cuoco', company_id: 'abc' }))).toEqual({
      company_id: 'ID Azienda non valido',
    });
    expect(messagesOf(CompanyParamsSchema.safeParse({ companyId: '0' }))).toEqual({ companyId: 'ID Azienda non valido' });
    expect(PositionInputSchema.parse({ job_positions: ' Cuoco ', company_id: '7', start_date: '' })).toMatchObject({
      job_positions: 'Cuoco',
      company_id: 7,
      start_date: null,
      requisiti: '',
    });
  });

  it('lists positions in one page of up to 100000, optionally by assignment', () => {
    expect(PositionListQuerySchema.parse({})).toEqual({ limit: 100000, offset: 0, assigned: undefined });
    expect(messagesOf(PositionListQuerySchema.safeParse({ assigned: 'forse' }))).toEqual({ assigned: 'Valore non valido' });
  });
});
