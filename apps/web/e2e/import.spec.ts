import ExcelJS from 'exceljs';
import { expect, test } from './support/test';
import { ADMIN, SHOTS } from './support/env';
import { signIn } from './support/ui';

const run = Date.now().toString(36).toUpperCase();

test.use({ viewport: { width: 1280, height: 800 } });

/** A small spreadsheet as an office would write it: the record's labels as headers but one ('Nata il'). */
async function spreadsheet() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Elenco');
  sheet.addRow(['Cognome', 'Nome', 'Codice fiscale', 'Nata il', 'Sesso', 'Paese di nascita', 'Cittadinanza', 'Lingua madre', 'Municipio']);
  sheet.addRow([`Àlvarez ${run}`, 'Lucía', '', new Date(Date.UTC(1990, 4, 12)), 'F', 'Italia', 'Spagnola', 'Spagnolo', 'Municipio I']);
  sheet.addRow([`Bianchi ${run}`, 'Nicolò', 'RSSMRA80A01H501X', '03/02/1985', 'M', 'Italia', 'Italiana', 'Italiano', 'Municipio II']);
  sheet.addRow([`Conti ${run}`, 'Giulia', '', '15/07/1988', 'F', 'Italia', 'Italiana', 'Italiano', 'Municipio III']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('an administrator imports a small spreadsheet: maps a column, reads the dry run with its error, imports the valid rows and finds them in the list', async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  // from the beneficiaries list, where she lands: its action for administrators
  await expect(page.getByRole('heading', { name: 'Beneficiari', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Importa da foglio di calcolo' }).click();
  await expect(page.getByRole('heading', { name: 'Importa beneficiari', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scarica il modello' })).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: `elenco ${run}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await spreadsheet(),
  });
  // a busy machine reads and stores the file in seconds, not milliseconds
  await expect(page.getByRole('heading', { name: 'Associazione delle colonne' })).toBeVisible({ timeout: 60_000 });
  // the labels were suggested; 'Nata il' is no label and is mapped by hand
  await expect(page.getByRole('combobox', { name: 'Campo per la colonna «Cognome»' })).toHaveValue('Cognome');
  await expect(page.getByRole('combobox', { name: 'Campo per la colonna «Nata il»' })).toHaveValue('');
  await page.getByRole('combobox', { name: 'Campo per la colonna «Nata il»' }).click();
  await page.getByRole('option', { name: 'Data di nascita' }).click();
  await expect(page.getByRole('combobox', { name: 'Campo per la colonna «Nata il»' })).toHaveValue('Data di nascita');

  await page.getByRole('button', { name: 'Verifica il file' }).click();
  await expect(page.getByText('Da importare: 2')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Con errori: 1')).toBeVisible();
  const errors = page.getByRole('table', { name: 'Errori' });
  await expect(errors.getByRole('row', { name: '3 Codice fiscale Il codice fiscale non è valido' })).toBeVisible();
  const created = page.getByRole('table', { name: 'Beneficiari che saranno creati' });
  await expect(created.getByRole('row', { name: `2 Àlvarez ${run} Lucía 12/05/1990` })).toBeVisible();
  await expect(created.getByRole('row', { name: `4 Conti ${run} Giulia 15/07/1988` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/import-dry-run-1280x800.png`, fullPage: true });

  await page.getByRole('button', { name: 'Importa 2 righe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conferma importazione' });
  await expect(dialog.getByText('Saranno creati 2 beneficiari; la riga con errori non sarà importata.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Importa 2 righe' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 beneficiari importati; 1 riga con errori non importata' })).toBeVisible({
    timeout: 60_000,
  });

  await page.getByRole('link', { name: 'Vai ai beneficiari' }).click();
  await expect(page).toHaveURL(/\/beneficiari/);
  await page.getByLabel('Cognome').fill(run);
  await page.getByRole('button', { name: 'Applica filtri' }).click();
  await expect(page.getByText(`Àlvarez ${run}`)).toBeVisible();
  await expect(page.getByText(`Conti ${run}`)).toBeVisible();
  await expect(page.getByText(`Bianchi ${run}`)).toHaveCount(0);
});
