import { describe, expect, it } from 'vitest';
import { isAllowedLink } from './rich-text';
import { PRIVACY_FIELDS, PrivacyPolicyInputSchema, privacyNotice, type PrivacyPolicyInput } from './privacy-policy';
import { USEFUL_INFO_DEFAULT, UsefulInfoInputSchema } from './useful-info';

const blank = Object.fromEntries(PRIVACY_FIELDS.map((f) => [f, ''])) as PrivacyPolicyInput;
const errors = (input: unknown) => {
  const parsed = PrivacyPolicyInputSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('privacy policy parts', () => {
  it('takes every part blank, and refuses a part not sent', () => {
    expect(PrivacyPolicyInputSchema.parse(blank)).toEqual(blank);
    expect(PrivacyPolicyInputSchema.parse({ ...blank, dpo_name: null })).toEqual(blank);
    expect(errors({ ...blank, dpo_name: undefined })).toEqual({ dpo_name: 'Questo campo è obbligatorio' });
  });

  it('refuses a bad e-mail, PEC, phone and a text too long, each on its field', () => {
    expect(
      errors({
        ...blank,
        controller_email: 'non-una-email',
        controller_pec: 'pec@',
        dpo_email: 'dpo',
        controller_phone: 'abc',
        controller_name: 'x'.repeat(201),
      }),
    ).toEqual({
      controller_email: 'Inserire un indirizzo email valido',
      controller_pec: 'Inserire un indirizzo email valido',
      dpo_email: 'Inserire un indirizzo email valido',
      controller_phone: 'Il formato del telefono non è valido',
      controller_name: 'Il testo non può superare i 200 caratteri',
    });
  });

  it('fills the notice with the parts given, and marks the others as missing', () => {
    const notice = privacyNotice({ ...blank, controller_name: 'Comune di Roma', dpo_email: 'dpo@comune.roma.it' });
    const parts = notice.flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'p' ? b.parts : b.items.flat())));
    const variable = parts.filter((p) => typeof p !== 'string');
    expect(variable).toContainEqual({ field: 'controller_name', label: 'Titolare del trattamento', value: 'Comune di Roma' });
    expect(variable).toContainEqual({ field: 'controller_address', label: 'Sede del titolare', value: '' });
    // every part an administrator sets appears in the notice
    expect(new Set(variable.map((p) => typeof p !== 'string' && p.field))).toEqual(new Set(PRIVACY_FIELDS));
    const headings = notice.map((s) => s.heading).join(' | ');
    for (const h of [
      'Titolare del trattamento',
      'Finalità e basi giuridiche',
      'Categorie di dati',
      'Periodo di conservazione',
      'Destinatari',
      'Diritti',
      'Reclamo al Garante',
    ]) {
      expect(headings).toContain(h);
    }
    const text = parts.filter((p) => typeof p === 'string').join(' ');
    for (const article of ['art. 6, par. 1, lett. e)', 'art. 9, par. 2, lett. g)', 'art. 15 GDPR', 'art. 22 GDPR', 'art. 77 GDPR']) {
      expect(text).toContain(article);
    }
  });
});

describe('useful information', () => {
  it('refuses an empty page', () => {
    expect(UsefulInfoInputSchema.safeParse({ content: '<p></p>' }).success).toBe(false);
    expect(UsefulInfoInputSchema.safeParse({ content: USEFUL_INFO_DEFAULT }).success).toBe(true);
  });

  it('allows links to web pages, e-mail and phone only', () => {
    expect(['https://a.it', 'http://a.it', 'mailto:a@b.it', 'tel:1522', 'HTTPS://A.IT'].every(isAllowedLink)).toBe(true);
    expect(['javascript:alert(1)', ' javascript:x', 'data:text/html,x', 'vbscript:x', '/relativo', 'a.it'].some(isAllowedLink)).toBe(false);
  });
});
