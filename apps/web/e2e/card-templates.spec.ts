import { readFileSync } from 'node:fs';
import path from 'node:path';
import PizZip from 'pizzip';
import { expect, test } from './support/test';
import { adminHeaders } from './support/api';
import { insertBeneficiaries } from './support/db';
import { ADMIN } from './support/env';
import { openInLibreOffice } from './support/office';
import { signIn, toast } from './support/ui';

const SHOTS = '../../.test-results/screenshots';
const run = Date.now().toString(36).toUpperCase();
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ORIGINAL_A = path.resolve(import.meta.dirname, '../../server/templates/scheda-a.docx');

/** The original Scheda A with its body replaced by these paragraphs (placeholders included). */
function templateWith(...paragraphs: string[]) {
  const zip = new PizZip(readFileSync(ORIGINAL_A));
  const xml = zip.file('word/document.xml')!.asText();
  const body = paragraphs.map((text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`).join('');
  zip.file('word/document.xml', xml.replace(/<w:body>[\s\S]*(<w:sectPr)/, `<w:body>${body}$1`));
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The text of a .docx's body. */
const bodyText = (docx: Buffer) =>
  new PizZip(docx)
    .file('word/document.xml')!
    .asText()
    .replace(/<[^>]+>/g, '');

test.use({ viewport: { width: 1280, height: 800 } });

test('an administrator replaces the template of Scheda A in /modelli, generates her Scheda A with it, and restores the original', async ({
  page,
  request,
}) => {
  const [beneficiaryId] = await insertBeneficiaries([
    { name: 'Teresa', surname: `Modelli${run}`, fiscal_code: `TRS${run}ZZZZZZZZZZZZ`.slice(0, 16) },
  ]);
  const heading = `Scheda di prova ${run}`;
  try {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/modelli');
    await expect(page.getByRole('heading', { name: 'Modelli Schede', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Scheda A', exact: true, level: 2 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Dati' }).getByText('{fiscal_code}')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/card-templates-1280x800.png`, fullPage: true });

    // a template naming a placeholder the sheet does not have is refused, with the name
    const file = page.locator('input[type="file"]');
    await file.setInputFiles({ name: 'sbagliato.docx', mimeType: DOCX, buffer: templateWith('Gentile {cognome}') });
    await page.getByRole('button', { name: 'Carica modello', exact: true }).click();
    await expect(page.getByText(/Il segnaposto «\{cognome\}» non esiste nella Scheda A/)).toBeVisible();
    await expect(page.getByText('Originale', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/card-templates-refused-1280x800.png` });

    // a good one is taken
    await file.setInputFiles({
      name: `scheda-a-${run}.docx`,
      mimeType: DOCX,
      buffer: templateWith(heading, 'Beneficiaria: {surname} {name}', 'Codice fiscale: {fiscal_code}'),
    });
    await page.getByRole('button', { name: 'Carica modello', exact: true }).click();
    await expect(toast(page, 'Nuovo modello della Scheda A caricato')).toBeVisible();
    await expect(page.getByText('Sostituito', { exact: true })).toBeVisible();
    await expect(page.getByText(`scheda-a-${run}.docx`, { exact: false })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/card-templates-replaced-1280x800.png` });

    // 'Scarica modello' gives the replacement
    const templateDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica modello' }).click();
    const template = await templateDownload;
    expect(template.suggestedFilename()).toBe('Modello_Scheda_A.docx');
    expect(bodyText(readFileSync(await template.path()))).toContain(heading);

    // her Scheda A from the Documenti tab is filled from it
    await page.goto(`/beneficiari/${beneficiaryId}?tab=15`);
    await expect(page.getByRole('tab', { name: 'Documenti', selected: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Genera Scheda A' }).click();
    const scheda = await download;
    expect(scheda.suggestedFilename()).toBe(`Scheda_A_Modelli${run}_Teresa.docx`);
    const text = await openInLibreOffice(scheda);
    expect(text).toContain(heading);
    expect(text).toContain(`Beneficiaria: Modelli${run} Teresa`);
    expect(text).not.toContain('Scheda A – Scheda di iscrizione');

    // the original back, after a confirmation
    await page.goto('/modelli');
    await page.getByRole('button', { name: 'Ripristina originale' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ripristina originale' });
    await expect(dialog).toContainText('Il modello caricato verrà eliminato');
    // the modal's fade-in, for the screenshot
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/card-templates-restore-1280x800.png` });
    await dialog.getByRole('button', { name: 'Ripristina' }).click();
    await expect(toast(page, 'Ripristinato il modello originale della Scheda A.')).toBeVisible();
    await expect(page.getByText('Originale', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ripristina originale' })).toHaveCount(0);

    // on a phone
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Scheda D' }).click();
    const courses = page.getByRole('table', { name: 'Corsi: da usare tra {#courses} e {/courses}' });
    await expect(courses).toBeVisible();
    await courses.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/card-templates-390x844.png` });
  } finally {
    // whatever happened, the next journeys generate from the original
    await request.delete('/api/auth/card-templates/A', { headers: await adminHeaders(request) });
  }
});
