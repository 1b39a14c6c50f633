import { describe, expect, it } from 'vitest';
import {
  LoginSchema,
  OperatorCreateSchema,
  OperatorFormSchema,
  PASSWORD_RULES,
  PasswordSchema,
  ResetPasswordFormSchema,
  ResetRequestSchema,
  isValidPassword,
} from './index';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }, path?: string) =>
  r.error?.issues.find((i) => path === undefined || i.path.join('.') === path)?.message;

describe('login', () => {
  it('needs email and password', () => {
    expect(firstMessage(LoginSchema.safeParse({ email: '', password: 'x' }))).toBe('Compila tutti i campi richiesti');
    expect(firstMessage(LoginSchema.safeParse({ email: 'a@b.it', password: '' }))).toBe('Compila tutti i campi richiesti');
    expect(LoginSchema.safeParse({ email: ' a@b.it ', password: 'x' }).data?.email).toBe('a@b.it');
  });
});

describe('reset request', () => {
  it.each(['', 'anna', 'anna@', 'anna@example', 'an na@example.org'])('refuses %j', (email) => {
    expect(firstMessage(ResetRequestSchema.safeParse({ email }))).toBe('Inserisci un indirizzo email valido');
  });
  it('accepts a trimmed address', () => {
    expect(ResetRequestSchema.parse({ email: ' anna@example.org ' }).email).toBe('anna@example.org');
  });
});

describe('new password', () => {
  it.each([
    ['Ab1!xyz', 'too short'],
    ['Ab1!xyzabcdefghijklmn', 'too long (21)'],
    ['ab1!xyzab', 'no uppercase'],
    ['AB1!XYZAB', 'no lowercase'],
    ['Abc!xyzab', 'no digit'],
    ['Abc1xyzab', 'no special'],
    ['Abc1$xyzab', 'special not allowed'],
    ['Abc1! xyzab', 'whitespace'],
  ])('refuses %j (%s)', (password) => {
    expect(isValidPassword(password)).toBe(false);
    expect(firstMessage(PasswordSchema.safeParse(password))).toBe('Inserisci un password valida');
  });
  it.each(['Abcdef1!', 'Abcdef1@', 'Abcdef1#', 'Abcdef1?', 'Abcdef1/', 'Abcdefghijklmnopq1!/'])('accepts %j', (password) => {
    expect(isValidPassword(password)).toBe(true);
  });
  it('checklist has one rule per requirement, each testable', () => {
    const failing = PASSWORD_RULES.filter((r) => !r.test('abc')).map((r) => r.id);
    expect(failing).toEqual(['length', 'upper', 'digit', 'special']);
  });
  it('confirmation must match', () => {
    const r = ResetPasswordFormSchema.safeParse({ password: 'Abcdef1!', confirm: 'Abcdef1?' });
    expect(firstMessage(r, 'confirm')).toBe('Le password non coincidono');
    expect(ResetPasswordFormSchema.safeParse({ password: 'Abcdef1!', confirm: 'Abcdef1!' }).success).toBe(true);
  });
});

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

describe('default messages', () => {
  it('are Italian where a rule sets none', async () => {
    const { z } = await import('zod');
    const r = z.object({ a: z.string() }).safeParse({});
    expect(r.error?.issues[0].message).toMatch(/^Input non valido/);
  });
});
