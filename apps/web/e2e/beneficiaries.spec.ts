import ExcelJS from 'exceljs';
import { expect, test } from './support/test';
import { createActiveOperator } from './support/api';
import { insertBeneficiaries } from './support/db';
import { ADMIN } from './support/env';
import { signIn, toast } from './support/ui';

const run = Date.now().toString(36).toUpperCase();
const surname = `Zeta${run}`;
let ids: number[] = [];

test.beforeAll(async () => {
  ids = await insertBeneficiaries(
    Array.from({ length: 12 }, (_, i) => ({
      name: `Nome${String(i).padStart(2, '0')}`,
      surname,
      email: i === 0 ? null : `b${i}.${run.toLowerCase()}@example.org`,
      phone: i === 1 ? null : `3${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}${String(i).padStart(2, '0')}`,
    })),
  );
});

test('the list pages, filters and opens a record', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByLabel('Cognome').fill(`  ${surname}  `);
  await page.getByRole('button', { name: 'Applica filtri' }).click();
  await expect(page.getByText('Showing 1-10 of 12')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`surname=${surname}`));
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(11); // header + 10
  await expect(page.getByRole('cell', { name: 'Nome00' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Nome00/ }).getByText('Non specificato')).toBeVisible();
  await expect(page.getByRole('row', { name: /Nome01/ }).getByText('Non specificato')).toBeVisible();
  await expect(page.getByRole('row', { name: /Nome02/ }).getByRole('link', { name: /\+39/ })).toHaveAttribute('href', /^tel:\+39/);

  await page.getByRole('button', { name: 'Pagina 2' }).click();
  await expect(page.getByText('Showing 11-12 of 12')).toBeVisible();
  await expect(rows).toHaveCount(3);
  await page.reload();
  await expect(page.getByText('Showing 11-12 of 12')).toBeVisible();

  await page.getByRole('cell', { name: 'Nome11' }).click();
  await expect(page).toHaveURL(new RegExp(`/beneficiari/${ids[11]}$`));
  await page.goBack();
  await page.getByRole('button', { name: 'Azzera filtri' }).click();
  await expect(page.getByText(/^Showing 1-10 of \d+$/)).toBeVisible();
});

test('an administrator exports the filtered list as a real xlsx file', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByLabel('Cognome').fill(surname);
  await page.getByRole('button', { name: 'Applica filtri' }).click();
  await expect(page.getByText('Showing 1-10 of 12')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta in Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^beneficiari_\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByRole('button', { name: /Attendi/ })).toBeDisabled();

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.worksheets[0];
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers).toEqual(expect.arrayContaining(['Nome', 'Cognome', 'Email', 'Codice fiscale', 'Data di nascita']));
  expect(sheet.actualRowCount).toBe(13);
  const birthColumn = headers.indexOf('Data di nascita') + 1;
  expect(sheet.getRow(2).getCell(birthColumn).value).toBeInstanceOf(Date);

  // the form's field, not the chip of the applied surname ('Rimuovi filtro Cognome')
  await page.getByRole('form', { name: 'Filtri' }).getByLabel('Cognome').fill(`Nessuna${run}`);
  await page.getByRole('button', { name: 'Applica filtri' }).click();
  await expect(page.getByText('Non ci sono dati')).toBeVisible();
  await page.waitForTimeout(5_200);
  await page.getByRole('button', { name: 'Esporta in Excel' }).click();
  await expect(toast(page, "Non ci sono dati disponibili per l'esportazione.")).toBeVisible();
});

test('an operator sees the list without the export control', async ({ page, request }) => {
  const op = await createActiveOperator(request);
  await signIn(page, op.email, op.password);
  await expect(page.getByRole('button', { name: 'Applica filtri' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Esporta in Excel' })).toHaveCount(0);
});
