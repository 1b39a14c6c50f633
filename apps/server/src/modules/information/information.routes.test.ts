import { VERSION_HEADER, versionTag } from '@empowerment/shared';
import { USEFUL_INFO_DEFAULT } from '@empowerment/shared/information';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, usefulInfo } from '../../db/schema';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createAdmin, createOperator } from '../../../test/factories';
import { cleanRichText } from './rich-text';

const t = await useTestApp();
let operator: Record<string, string>;
let admin: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  operator = await authHeader(t.app, await createOperator(t.db));
  const a = await createAdmin(t.db);
  adminId = a.id;
  admin = await authHeader(t.app, a);
});

const get = (url: string, headers = operator) => t.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: object, version?: string, headers = admin) =>
  t.app.inject({ method: 'PUT', url, headers: { ...headers, ...(version ? { [VERSION_HEADER]: versionTag(version) } : {}) }, payload });

describe('cleaning the rich text', () => {
  it('drops scripts, styles, event handlers and javascript: links, keeping the text around them', () => {
    const dirty = [
      '<h2 onclick="alert(1)" style="color:red">Contatti</h2>',
      '<script>alert("x")</script><style>p{}</style>',
      '<p>Scrivi a <a href="mailto:info@progetto.it" onmouseover="steal()">info@progetto.it</a> o chiama <a href="tel:+39061234567">06 1234567</a>.</p>',
      '<p><a href="javascript:alert(1)">clicca</a> <a href="JaVaScRiPt:alert(1)">qui</a> <a href="  javascript:x">e qui</a></p>',
      '<p><a href="data:text/html,<script>x</script>">dati</a><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe></p>',
      '<ul><li><strong>Sito</strong>: <a href="https://www.comune.roma.it" target="_self">comune</a></li></ul>',
      '<svg><script>alert(1)</script></svg><p><u>sottolineato</u> <em>corsivo</em></p>',
    ].join('');
    const clean = cleanRichText(dirty);
    expect(clean).not.toMatch(/script|style=|onclick|onmouseover|onerror|javascript:|data:|<img|<iframe|<svg/i);
    expect(clean).toContain('<h2>Contatti</h2>');
    expect(clean).toContain('<a href="mailto:info@progetto.it" target="_blank" rel="noopener noreferrer">info@progetto.it</a>');
    expect(clean).toContain('<a href="tel:+39061234567" target="_blank" rel="noopener noreferrer">06 1234567</a>');
    expect(clean).toContain('<a href="https://www.comune.roma.it" target="_blank" rel="noopener noreferrer">comune</a>');
    expect(clean).toContain('clicca');
    expect(clean).toContain('<u>sottolineato</u> <em>corsivo</em>');
  });

  it('keeps the default page as it is', () => {
    expect(cleanRichText(USEFUL_INFO_DEFAULT)).toContain('<a href="tel:1522" target="_blank" rel="noopener noreferrer">1522</a>');
  });
});

describe('useful information', () => {
  it('shows the default page on a fresh installation to every operator', async () => {
    const res = await get('/api/auth/useful-info');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ID: 1 });
    expect(res.json().content).toContain('<h2>Contatti del programma</h2>');
  });

  it('stores only the cleaned HTML, refuses a stale save (409) and an operator (403), and logs the change', async () => {
    const before = (await get('/api/auth/useful-info')).json();
    const saved = await put(
      '/api/auth/useful-info/1',
      {
        content:
          '<p onclick="x()">Segreteria: <a href="javascript:alert(1)">link</a> <a href="https://progetto.it">sito</a></p><script>alert(1)</script>',
      },
      before.UpdatedAt,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const content = '<p>Segreteria: <a>link</a> <a href="https://progetto.it" target="_blank" rel="noopener noreferrer">sito</a></p>';
    expect(saved.json().content).toBe(content);
    const [row] = await t.db.select({ content: usefulInfo.content }).from(usefulInfo);
    expect(row.content).toBe(content);
    expect((await get('/api/auth/useful-info')).json().content).toBe(content);

    const stale = await put('/api/auth/useful-info/1', { content: '<p>Versione vecchia</p>' }, before.UpdatedAt);
    expect(stale.statusCode).toBe(409);
    expect((await get('/api/auth/useful-info')).json().content).toBe(content);

    const byOperator = await put('/api/auth/useful-info/1', { content: '<p>Operatore</p>' }, undefined, operator);
    expect(byOperator.statusCode).toBe(403);

    const [log] = await t.db
      .select({ notes: activityLogs.notes })
      .from(activityLogs)
      .where(and(eq(activityLogs.operatorId, adminId), eq(activityLogs.entity, 'useful info'), eq(activityLogs.statusCode, 200)))
      .orderBy(desc(activityLogs.id))
      .limit(1);
    expect(log.notes).toBe('Informazioni utili modificate');
  });

  it('refuses a page that cleaning leaves empty', async () => {
    const res = await put('/api/auth/useful-info/1', { content: '<script>alert(1)</script><p onclick="x"></p>' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Il testo della pagina non può essere vuoto',
      fields: { content: 'Il testo della pagina non può essere vuoto' },
    });
  });
});

describe('privacy policy', () => {
  const parts = {
    controller_name: 'Roma Capitale',
    controller_address: 'Piazza del Campidoglio 1, 00186 Roma',
    controller_email: 'privacy@comune.roma.it',
    controller_pec: 'protocollo@pec.comune.roma.it',
    controller_phone: '06 0606 06',
    dpo_name: 'Mario Rossi',
    dpo_email: 'rpd@comune.roma.it',
    funder: 'Regione Lazio (FSE+)',
    retention_beneficiaries: 'per 10 anni dalla chiusura del programma',
    retention_operators: 'per 2 anni dalla disattivazione dell’account',
  };

  it('starts with every part blank, and an administrator sets them (versioned, audited)', async () => {
    const first = await get('/api/auth/privacy-policy');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ ID: 1, controller_name: '', dpo_email: '' });

    const saved = await put('/api/auth/privacy-policy/1', parts, first.json().UpdatedAt);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject(parts);
    expect((await get('/api/auth/privacy-policy')).json()).toMatchObject(parts);

    const stale = await put('/api/auth/privacy-policy/1', { ...parts, controller_name: 'Altro' }, first.json().UpdatedAt);
    expect(stale.statusCode).toBe(409);
    expect((await get('/api/auth/privacy-policy')).json().controller_name).toBe('Roma Capitale');

    const [log] = await t.db
      .select({ notes: activityLogs.notes })
      .from(activityLogs)
      .where(and(eq(activityLogs.operatorId, adminId), eq(activityLogs.entity, 'privacy policy'), eq(activityLogs.statusCode, 200)))
      .orderBy(desc(activityLogs.id))
      .limit(1);
    expect(log.notes).toContain('Privacy policy modificata');
  });

  it('refuses bad values on their fields and changes nothing', async () => {
    const res = await put('/api/auth/privacy-policy/1', {
      ...parts,
      controller_email: 'non-valida',
      dpo_email: 'rpd@',
      controller_phone: 'chiamare',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      controller_email: 'Inserire un indirizzo email valido',
      dpo_email: 'Inserire un indirizzo email valido',
      controller_phone: 'Il formato del telefono non è valido',
    });
    expect((await get('/api/auth/privacy-policy')).json().controller_email).toBe('privacy@comune.roma.it');
  });

  it('lets no operator change it (403)', async () => {
    const res = await put('/api/auth/privacy-policy/1', parts, undefined, operator);
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for a page that does not exist', async () => {
    const res = await put('/api/auth/privacy-policy/2', parts);
    expect(res.statusCode).toBe(404);
  });
});
