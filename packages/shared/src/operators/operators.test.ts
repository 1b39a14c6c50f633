import { describe, expect, it } from 'vitest';
import { MSG } from '../index';
import {
  OperatorCreateSchema,
  OperatorFiltersSchema,
  OperatorFormSchema,
  OperatorListQuerySchema,
  OperatorSchema,
  OperatorUpdateBodySchema,
} from '.';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('OperatorUpdateBodySchema', () => {
  const base = { email: 'a@b.it', municipio_id: 1, col_id: 2 };

  it('leaves super_operator and notes out when they are not sent', () => {
    const parsed = OperatorUpdateBodySchema.parse(base);
    expect(parsed.super_operator).toBeUndefined();
    expect(parsed.notes).toBeUndefined();
    expect(parsed).toMatchObject({ name: '', surname: '', phone: '' });
  });

  it('keeps the rules of the operator form', () => {
    const result = OperatorUpdateBodySchema.safeParse({ ...base, email: 'nope', notes: 'n'.repeat(301), phone: '1', col_id: null });
    expect(messages(result)).toEqual({
      email: MSG.emailInvalid,
      notes: 'Le note devono contenere al massimo 300 caratteri',
      phone: 'Il formato del telefono non è valido',
      col_id: 'Questo campo è obbligatorio',
    });
  });
});

describe('OperatorFiltersSchema', () => {
  it('trims the values and treats an empty one as no filter', () => {
    expect(OperatorFiltersSchema.parse({ email: ' Anna ', name: '', super_operator: '' })).toEqual({
      email: 'Anna',
      name: undefined,
      surname: undefined,
      super_operator: undefined,
    });
  });

  it('refuses an unknown admin flag and paging out of range', () => {
    const result = OperatorListQuerySchema.safeParse({ super_operator: 'forse', limit: '0' });
    expect(messages(result)).toEqual({ super_operator: 'Valore non valido', limit: 'Il valore è troppo piccolo' });
  });
});

const firstMessage = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }, path?: string) =>
  r.error?.issues.find((i) => path === undefined || i.path.join('.') === path)?.message;

describe('operator', () => {
  const valid = { email: 'giulia@example.org', name: 'Giulia', surname: 'Rossi', phone: '', municipio_id: 1, col_id: 2 };

  it('accepts a minimal operator and defaults the optional fields', () => {
    const r = OperatorCreateSchema.parse({ email: 'g@e.it', municipio_id: 1, col_id: 1 });
    expect(r).toMatchObject({ name: '', surname: '', phone: '', notes: '', super_operator: false });
  });
  it('email messages', () => {
    expect(firstMessage(OperatorCreateSchema.safeParse({ ...valid, email: '' }), 'email')).toBe("L'email è obbligatoria");
    expect(firstMessage(OperatorCreateSchema.safeParse({ ...valid, email: 'giulia.example.org' }), 'email')).toBe("L'email non è valida");
    expect(firstMessage(OperatorCreateSchema.safeParse({ ...valid, email: 'a@' }), 'email')).toBe(
      "L'email deve essere compresa tra 3 e 319 caratteri",
    );
    const long = `${'a'.repeat(310)}@example.org`;
    expect(firstMessage(OperatorCreateSchema.safeParse({ ...valid, email: long }), 'email')).toBe(
      "L'email deve essere compresa tra 3 e 319 caratteri",
    );
  });
  it('name and surname at most 100 characters', () => {
    expect(OperatorCreateSchema.safeParse({ ...valid, name: 'a'.repeat(100) }).success).toBe(true);
    expect(OperatorCreateSchema.safeParse({ ...valid, surname: 'a'.repeat(101) }).success).toBe(false);
  });
  it.each(['+39 333 123 4567', '3331234567', '0612-345-678', '+1 333 123 45', '333 123 4567'])('accepts phone %j', (phone) => {
    expect(OperatorCreateSchema.safeParse({ ...valid, phone }).success).toBe(true);
  });
  it.each(['12345', '+39333', 'abc 123 4567', '+1234 333 123 4567'])('refuses phone %j', (phone) => {
    expect(firstMessage(OperatorCreateSchema.safeParse({ ...valid, phone }), 'phone')).toBe('Il formato del telefono non è valido');
  });
  it('municipio and col are required', () => {
    expect(firstMessage(OperatorCreateSchema.safeParse({ ...valid, municipio_id: undefined }), 'municipio_id')).toBe(
      'Questo campo è obbligatorio',
    );
    expect(firstMessage(OperatorCreateSchema.safeParse({ ...valid, col_id: 0 }), 'col_id')).toBe('Questo campo è obbligatorio');
  });
  it('notes at most 300', () => {
    expect(firstMessage(OperatorCreateSchema.safeParse({ ...valid, notes: 'n'.repeat(301) }), 'notes')).toBe(
      'Le note devono contenere al massimo 300 caratteri',
    );
    expect(OperatorCreateSchema.safeParse({ ...valid, notes: 'n'.repeat(300) }).success).toBe(true);
  });
  it('add mode asks for the email twice', () => {
    expect(firstMessage(OperatorFormSchema.safeParse({ ...valid, email_confirm: 'other@example.org' }), 'email_confirm')).toBe(
      'Le email non corrispondono',
    );
    expect(OperatorFormSchema.safeParse({ ...valid, email_confirm: valid.email }).success).toBe(true);
    expect(OperatorFormSchema.safeParse({ ...valid, ID: 4 }).success).toBe(true);
  });
});

describe('OperatorSchema', () => {
  const stored = {
    ID: 3,
    email: 'giulia@example.org',
    name: 'Giulia',
    surname: 'Rossi',
    phone: '',
    municipio_id: null,
    col_id: null,
    super_operator: false,
    notes: '',
    CreatedAt: '2026-01-12T09:30:00.000Z',
    UpdatedAt: '2026-01-12T09:30:00.000Z',
  };
  it('describes a stored operator whose municipio and C.O.L. were deleted', () => {
    expect(OperatorSchema.parse(stored)).toEqual(stored);
  });
  it('never lets the password hash out', () => {
    expect(OperatorSchema.parse({ ...stored, password_hash: 'secret' })).not.toHaveProperty('password_hash');
  });
});
