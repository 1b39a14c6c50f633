import { expect, test } from './support/test';
import { createActiveOperator, createTrainingBody } from './support/api';
import { ADMIN } from './support/env';
import { pdf } from './support/files';
import { signIn, toast } from './support/ui';

const SHOTS = '../../.test-results/screenshots';

const goToCourses = async (page: import('@playwright/test').Page) => {
  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Corsi', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Corsi', level: 1 })).toBeVisible();
};

test.use({ viewport: { width: 1280, height: 800 } });

test('an administrator adds a course of a training body, uploads its programme and sees it listed; an operator sees no administrator action', async ({
  page,
  request,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const body = await createTrainingBody(request, `Ente Formazione ${suffix}`);
  const address = `Via dei Corsi ${suffix}`;

  await signIn(page, ADMIN.email, ADMIN.password);
  await goToCourses(page);
  await page.getByRole('button', { name: 'Aggiungi corso' }).click();
  const form = page.getByRole('dialog', { name: 'Aggiungi corso' });
  await form.getByRole('combobox', { name: 'Corso' }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('combobox', { name: 'Ente di formazione' }).fill(body.company_name);
  await page.getByRole('option', { name: body.company_name }).click();
  await form.getByRole('textbox', { name: 'Indirizzo' }).fill(address);
  await form.getByRole('textbox', { name: 'Durata' }).fill('3 mesi');
  await form.getByRole('textbox', { name: 'Sito web' }).fill('ente.example.org');
  await form.getByRole('textbox', { name: 'Note', exact: true }).fill('Iscrizioni aperte fino a marzo');
  await page.screenshot({ path: `${SHOTS}/course-form-1280x800.png` });
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Corso aggiunto con successo')).toBeVisible();
  await expect(form).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: address });
  await expect(row).toBeVisible();
  // the website is hidden by default: she shows it through 'Colonne'
  await expect(row.getByRole('link', { name: 'ente.example.org' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Colonne/ }).click();
  await page
    .getByRole('dialog', { name: /Colonne/ })
    .getByRole('checkbox', { name: 'Sito web' })
    .check();
  await page.keyboard.press('Escape');
  await expect(row.getByRole('link', { name: 'ente.example.org' })).toHaveAttribute('href', 'https://ente.example.org');
  // the participants, documents and actions buttons are in view without scrolling sideways
  await expect(row.getByRole('button', { name: /^Documenti di / })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('button', { name: /^Modifica / })).toBeInViewport({ ratio: 1 });
  await row.getByRole('button', { name: /^Documenti di .*: 0$/ }).click();
  const docs = page.getByRole('dialog', { name: /^Documenti – / });
  await expect(docs.getByText('Nessun documento caricato.')).toBeVisible();
  await docs.getByRole('combobox', { name: 'Tipo di documento' }).click();
  await page.getByRole('option').first().click();
  await docs
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Programma del corso.pdf', mimeType: 'application/pdf', buffer: pdf('Programma') });
  await docs.getByRole('textbox', { name: 'Note' }).fill('Calendario');
  await docs.getByRole('button', { name: 'Carica documento' }).click();
  await expect(toast(page, 'Documento caricato con successo')).toBeVisible();
  await expect(docs.getByRole('button', { name: 'Programma del corso.pdf', exact: true })).toBeVisible();
  await expect(docs.getByRole('button', { name: /Note di Programma del corso\.pdf/ })).toHaveText('Calen…');
  await expect(docs.getByRole('button', { name: 'Elimina Programma del corso.pdf' })).toBeVisible();
  const download = page.waitForEvent('download');
  await docs.getByRole('button', { name: 'Scarica Programma del corso.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('Programma del corso.pdf');
  await page.screenshot({ path: `${SHOTS}/course-documents-1280x800.png` });
  await docs.getByRole('button', { name: 'Chiudi' }).click();
  await expect(row.getByRole('button', { name: /^Documenti di .*: 1$/ })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Modifica / })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/courses-admin-1280x800.png`, fullPage: true });

  // an operator: the signed training bodies' courses, no edit, delete or document delete
  const operator = await createActiveOperator(request);
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const opPage = await context.newPage();
  await signIn(opPage, operator.email, operator.password);
  await opPage.goto('/corsi');
  await expect(opPage.getByRole('heading', { name: 'Corsi', level: 1 })).toBeVisible();
  await expect(opPage).toHaveURL(/only_signed=true|\/corsi$/);
  const card = opPage.getByText(address).first();
  await expect(card).toBeVisible();
  await expect(opPage.getByRole('button', { name: /^Modifica / })).toHaveCount(0);
  await expect(opPage.getByRole('button', { name: /^Elimina / })).toHaveCount(0);
  await opPage.screenshot({ path: `${SHOTS}/courses-operator-375.png`, fullPage: true });
  await opPage
    .getByRole('button', { name: /^Documenti di .*: 1$/ })
    .first()
    .click();
  const opDocs = opPage.getByRole('dialog', { name: /^Documenti – / });
  await expect(opDocs.getByRole('button', { name: 'Programma del corso.pdf', exact: true })).toBeVisible();
  await expect(opDocs.getByRole('button', { name: 'Elimina Programma del corso.pdf' })).toHaveCount(0);
  await opPage.screenshot({ path: `${SHOTS}/course-documents-operator-375.png` });
  await context.close();
});
