import { describe, expect, it } from 'vitest';
import {
  LoginSchema,
  PASSWORD_RULES,
  PasswordSchema,
  ResetPasswordFormSchema,
  ResetPasswordSchema,
  ResetRequestSchema,
  ResetTokenQuerySchema,
  isValidPassword,
} from '.';

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
  it("a missing password gets the house text, not the validator's own", () => {
    expect(firstMessage(ResetPasswordSchema.safeParse({}), 'password')).toBe('Inserisci un password valida');
  });
  it('confirmation must match', () => {
    const r = ResetPasswordFormSchema.safeParse({ password: 'Abcdef1!', confirm: 'Abcdef1?' });
    expect(firstMessage(r, 'confirm')).toBe('Le password non coincidono');
    expect(ResetPasswordFormSchema.safeParse({ password: 'Abcdef1!', confirm: 'Abcdef1!' }).success).toBe(true);
  });
});

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('ResetTokenQuerySchema', () => {
  it.each([[{}], [{ token: '' }], [{ token: '   ' }]])('refuses %j with "Token di reset non valido"', (query) => {
    expect(messages(ResetTokenQuerySchema.safeParse(query))).toEqual({ token: 'Token di reset non valido' });
  });

  it('keeps a token, trimmed', () => {
    expect(ResetTokenQuerySchema.parse({ token: ' abc_-1 ' })).toEqual({ token: 'abc_-1' });
  });
});
