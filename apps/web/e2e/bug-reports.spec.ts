import { readFileSync } from 'node:fs';
import pg from 'pg';
import { expect, test } from './support/test';
import { createActiveOperator } from './support/api';
import { ADMIN, DB_URL_FILE, SHOTS } from './support/env';
import { openUserMenu, signIn, toast, userMenu } from './support/ui';

const run = Date.now().toString(36).toUpperCase();

test.use({ viewport: { width: 1280, height: 800 } });

/** The newest mail to that address whose subject starts so (the administrators' mailbox). */
async function lastMail(to: string, subject: string) {
  const client = new pg.Client({ connectionString: readFileSync(DB_URL_FILE, 'utf8').trim() });
  await client.connect();
  try {
    const { rows } = await client.query<{ subject: string; text: string }>(
      'SELECT subject, text FROM mail_outbox WHERE lower("to") = lower($1) AND subject LIKE $2 ORDER BY id DESC LIMIT 1',
      [to, `${subject}%`],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

test('an operator sends a bug report with a screenshot from the page she was on; an administrator gets the mail, reads it with its screenshot and marks it handled', async ({
  page,
  request,
}) => {
  const subject = `Salvataggio bloccato ${run}`;
  const operator = await createActiveOperator(request);
  await signIn(page, operator.email, operator.password);

  // from /aziende, the menu's Segnalazioni brings the page along
  await page.getByRole('link', { name: 'Aziende' }).click();
  await expect(page).toHaveURL(/\/aziende/);
  const screenshot = await page.screenshot();
  await page.getByRole('link', { name: 'Segnalazioni' }).click();
  await expect(page.getByRole('heading', { name: 'Segnalazioni', level: 1 })).toBeVisible();
  await expect(page.getByText('Insieme alla segnalazione inviamo la pagina da cui arrivi (/aziende)')).toBeVisible();
  // an operator sees no reports of others
  await expect(page.getByRole('tab', { name: 'Segnalazioni ricevute' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Attività in background' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Oggetto' }).fill(subject);
  await page.getByRole('textbox', { name: 'Descrizione' }).fill("Premo Salva sulla scheda dell'azienda e la pagina resta ferma.");
  // a file that is not an image is refused as it is chosen
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('non una immagine') });
  await expect(page.getByText("Lo screenshot deve essere un'immagine PNG o JPEG")).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'schermata.png', mimeType: 'image/png', buffer: screenshot });
  await expect(page.getByText("Lo screenshot deve essere un'immagine PNG o JPEG")).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/bug-report-form-1280x800.png`, fullPage: true });
  await page.getByRole('button', { name: 'Invia segnalazione' }).click();
  await expect(toast(page, 'Segnalazione inviata: gli amministratori la riceveranno per email. Grazie!')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Oggetto' })).toHaveValue('');

  await openUserMenu(page);
  await userMenu(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  // the administrator's mail names the sender and the page, and links to the report, not its text
  const mail = await lastMail(ADMIN.email, 'Nuova segnalazione n.');
  expect(mail.text).toContain(`Inviata da: Lucia Ferri (${operator.email})`);
  expect(mail.text).toContain('Pagina: /aziende');
  expect(mail.text).not.toContain('Premo Salva');
  const link = new URL(mail.text.match(/https?:\/\/\S+\/send-bug\?segnalazione=\d+/)![0]);

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${link.pathname}${link.search}`);
  const dialog = page.getByRole('dialog', { name: /Segnalazione n\. \d+/ });
  await expect(dialog.getByText(subject)).toBeVisible();
  await expect(dialog.getByText("Premo Salva sulla scheda dell'azienda e la pagina resta ferma.")).toBeVisible();
  await expect(dialog.getByText('/aziende', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/Chrom/)).toBeVisible();
  const image = dialog.getByRole('img', { name: /Screenshot allegato alla segnalazione/ });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
  await page.screenshot({ path: `${SHOTS}/bug-report-detail-1280x800.png` });
  await dialog.getByRole('button', { name: 'Segna come gestita' }).click();
  await expect(toast(page, 'Segnalazione segnata come gestita')).toBeVisible();
  await expect(dialog.getByText('Gestita', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Chiudi' }).last().click();
  await expect(dialog).toBeHidden();

  // it has left the reports to handle and is among those handled
  const table = page.getByRole('table', { name: /Segnalazioni/ });
  await expect(table.getByRole('row').filter({ hasText: subject })).toHaveCount(0);
  await page
    .locator('label')
    .filter({ hasText: /^Gestite$/ })
    .click();
  await expect(page.getByRole('radio', { name: 'Gestite' })).toBeChecked();
  await expect(table.getByRole('row').filter({ hasText: subject })).toContainText('Gestita');
  await expect(table.getByRole('row').filter({ hasText: subject })).toContainText('Lucia Ferri');
  await page.screenshot({ path: `${SHOTS}/bug-reports-handled-1280x800.png`, fullPage: true });

  // the background work (the mail queue, the nightly sweep) has a tab of its own, for administrators
  await page.getByRole('tab', { name: 'Attività in background' }).click();
  await expect(page.getByRole('heading', { name: 'Ultimi errori' })).toBeVisible();
  await expect(page.getByText(/Nessuna attività negli ultimi 7 giorni|Invio email/).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/background-jobs-1280x800.png`, fullPage: true });
});
