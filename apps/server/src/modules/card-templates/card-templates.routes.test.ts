import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CARD_TEMPLATE_MSG, SCHEDA_PLACEHOLDERS } from '@empowerment/shared/card-templates';
import { SCHEDA_TEMPLATES, type SchedaTemplate } from '@empowerment/shared/files';
import { desc, eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { describe, expect, it, vi } from 'vitest';
import { activityLogs, cardTemplates } from '../../db/schema';
import { useTestApp } from '../../../test/build-app';
import { pdfBytes } from '../../../test/documents';
import { authHeader, createAdmin, createBeneficiary, createOperator } from '../../../test/factories';
import { schedaData } from '../files';
import { SCHEDA_TEMPLATE_DIR } from './card-templates.source';

const t = await useTestApp();
const admin = await createAdmin(t.db, { name: 'Giulia', surname: 'Neri' });
const adminHeaders = await authHeader(t.app, admin);
const operatorHeaders = await authHeader(t.app, await createOperator(t.db));
const her = await createBeneficiary(t.db, { name: 'Nicolò', surname: "D'Amico" });

const original = (template: SchedaTemplate) => readFileSync(path.join(SCHEDA_TEMPLATE_DIR, `scheda-${template.toLowerCase()}.docx`));

/** The original of the sheet with its body replaced by one paragraph of `text` (tags included). */
function templateWith(template: SchedaTemplate, text: string) {
  const zip = new PizZip(original(template));
  const xml = zip.file('word/document.xml')!.asText();
  const body = text
    .split('\n')
    .map((line) => `<w:p><w:r><w:t xml:space="preserve">${line}</w:t></w:r></w:p>`)
    .join('');
  zip.file('word/document.xml', xml.replace(/<w:body>[\s\S]*(<w:sectPr)/, `<w:body>${body}$1`));
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The text of a .docx's body, its tags dropped. */
const documentText = (docx: Buffer) =>
  new PizZip(docx)
    .file('word/document.xml')!
    .asText()
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&apos;/g, "'");

const BOUNDARY = '----card-template-boundary';
function multipart(content: Buffer, name = 'modello.docx') {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}
const upload = (template: string, content: Buffer, headers: Record<string, string> = adminHeaders, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/auth/card-templates/${template}`,
    headers: { ...headers, ...extra, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(content),
  });
const list = async () => (await t.app.inject({ method: 'GET', url: '/api/auth/card-templates/', headers: operatorHeaders })).json();
const download = (template: string, headers = operatorHeaders) =>
  t.app.inject({ method: 'GET', url: `/api/auth/card-templates/${template}/download`, headers });
const generate = (template: SchedaTemplate) =>
  t.app.inject({ method: 'POST', url: `/api/auth/files/beneficiaries/${her.id}/generate-template/${template}`, headers: operatorHeaders });
const restore = (template: string, headers = adminHeaders, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'DELETE', url: `/api/auth/card-templates/${template}`, headers: { ...headers, ...extra } });
const stored = (template: SchedaTemplate) => t.db.select().from(cardTemplates).where(eq(cardTemplates.template, template));

describe('the placeholders documented in /modelli', () => {
  it('are exactly what the generator fills, per sheet', async () => {
    for (const template of SCHEDA_TEMPLATES) {
      const data = (await schedaData(t.db, her.id, template))!;
      const { fields, lists, conditions } = SCHEDA_PLACEHOLDERS[template];
      expect(Object.keys(data).sort()).toEqual([...Object.keys(fields), ...Object.keys(lists), ...Object.keys(conditions)].sort());
    }
  });

  it('cover every tag of the original templates, which the check accepts', async () => {
    for (const template of SCHEDA_TEMPLATES) {
      const res = await upload(template, original(template));
      expect(res.statusCode, res.body).toBe(200);
      expect((await restore(template)).statusCode).toBe(200);
    }
  });
});

describe('/api/auth/card-templates', () => {
  it('lists both sheets as originals and downloads the original .docx', async () => {
    const rows = await list();
    expect(rows.map((r: { template: string; replaced: boolean }) => [r.template, r.replaced])).toEqual([
      ['A', false],
      ['D', false],
    ]);
    expect(rows[0].title).toBe('Scheda A');
    const res = await download('D');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Modello_Scheda_D.docx');
    expect(res.rawPayload.equals(original('D'))).toBe(true);
  });

  it('refuses a file that is not a .docx, an unknown placeholder and broken syntax, keeping the template in use', async () => {
    const good = templateWith('A', 'Modello valido di {surname}');
    expect((await upload('A', good)).statusCode).toBe(200);
    const [before] = await stored('A');

    const cases: [Buffer, string][] = [
      [pdfBytes(), CARD_TEMPLATE_MSG.notDocx],
      [Buffer.from('solo testo, non un documento'), CARD_TEMPLATE_MSG.notDocx],
      [templateWith('A', 'Gentile {cognome} {name}'), CARD_TEMPLATE_MSG.unknownPlaceholder(['cognome'], 'A')],
      // a list of Scheda D is no placeholder of Scheda A
      [templateWith('A', '{#courses}{course}{/courses}'), CARD_TEMPLATE_MSG.unknownPlaceholder(['courses', 'course'], 'A')],
      [templateWith('A', 'Nome: {name'), CARD_TEMPLATE_MSG.syntax(CARD_TEMPLATE_MSG.unclosedTag('name'))],
      [templateWith('A', '{#has_costs} costi'), CARD_TEMPLATE_MSG.syntax(CARD_TEMPLATE_MSG.unclosedLoop('has_costs'))],
      // raw XML would write her data as markup
      [templateWith('A', '{@notes}'), CARD_TEMPLATE_MSG.rawXml('notes')],
    ];
    for (const [content, message] of cases) {
      const res = await upload('A', content);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ error: message, fields: { file: message } });
    }
    const [after] = await stored('A');
    expect(after.updatedAt).toBe(before.updatedAt);
    expect(documentText((await generate('A')).rawPayload)).toContain("Modello valido di D'Amico");
    // a refusal's entry is written once it is answered: the last one may still be on its way
    await vi.waitFor(async () => {
      const [entry] = await t.db
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.entity, 'card templates'))
        .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
        .limit(1);
      expect(entry.notes).toBe(`Modello Scheda A rifiutato (modello.docx): ${CARD_TEMPLATE_MSG.rawXml('notes')}`);
    });
    expect((await restore('A')).statusCode).toBe(200);
  });

  it("takes a list's fields only inside its loop", async () => {
    expect((await upload('D', templateWith('D', '{#courses}{course} di {surname}{/courses}'))).statusCode).toBe(200);
    const outside = await upload('D', templateWith('D', 'Corso: {course}'));
    expect(outside.json().error).toBe(CARD_TEMPLATE_MSG.unknownPlaceholder(['course'], 'D'));
    expect((await restore('D')).statusCode).toBe(200);
  });

  it('refuses a template over 5 MB', async () => {
    const big = templateWith('A', `{name} ${'x'.repeat(10)}`);
    const res = await upload('A', Buffer.concat([big, Buffer.alloc(5 * 1024 * 1024)]));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(CARD_TEMPLATE_MSG.tooBig);
  });

  it('generates with the replacement, a loop of Scheda D included, and restores the original', async () => {
    const replacement = templateWith(
      'D',
      'Percorso rivisto di {name} {surname}\n{#has_courses}con corsi{/has_courses}{^courses}Nessun corso{/courses}',
    );
    const res = await upload('D', replacement);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      template: 'D',
      replaced: true,
      file_name: 'modello.docx',
      changed_by: `Giulia Neri (${admin.email})`,
    });
    const text = documentText((await generate('D')).rawPayload);
    expect(text).toContain("Percorso rivisto di Nicolò D'Amico");
    expect(text).toContain('Nessun corso');
    expect((await download('D')).rawPayload.equals(replacement)).toBe(true);
    // the other sheet keeps its original
    expect(documentText((await generate('A')).rawPayload)).not.toContain('Percorso rivisto');

    const restored = await restore('D');
    expect(restored.json()).toMatchObject({ template: 'D', replaced: false, file_name: null });
    expect(documentText((await generate('D')).rawPayload)).not.toContain('Percorso rivisto');
    expect((await download('D')).rawPayload.equals(original('D'))).toBe(true);
    const notes = await t.db.select({ notes: activityLogs.notes }).from(activityLogs).where(eq(activityLogs.entity, 'card templates'));
    expect(notes.map((n) => n.notes)).toEqual(
      expect.arrayContaining(['Modello Scheda D sostituito: modello.docx', "Modello Scheda D: ripristinato l'originale"]),
    );
  });

  it('refuses a replacement saved against an older version (If-Match)', async () => {
    expect((await upload('A', templateWith('A', 'Prima {name}'))).statusCode).toBe(200);
    const [{ UpdatedAt: seen }] = await list();
    expect((await upload('A', templateWith('A', 'Seconda {name}'), adminHeaders, { 'if-match': `"${seen}"` })).statusCode).toBe(200);
    const stale = await upload('A', templateWith('A', 'Terza {name}'), adminHeaders, { 'if-match': `"${seen}"` });
    expect(stale.statusCode).toBe(409);
    expect((await restore('A', adminHeaders, { 'if-match': `"${seen}"` })).statusCode).toBe(409);
    expect(documentText((await generate('A')).rawPayload)).toContain('Seconda Nicolò');
    expect((await restore('A')).statusCode).toBe(200);
  });

  it('lets operators list and download only; anonymous callers nothing', async () => {
    const good = templateWith('A', '{name}');
    expect((await upload('A', good, operatorHeaders)).statusCode).toBe(403);
    expect((await restore('A', operatorHeaders)).statusCode).toBe(403);
    expect((await stored('A')).every((row) => row.content === null)).toBe(true);
    expect((await upload('A', good, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/card-templates/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/card-templates/A/download' })).statusCode).toBe(401);
    expect((await download('B')).statusCode).toBe(400);
  });
});
