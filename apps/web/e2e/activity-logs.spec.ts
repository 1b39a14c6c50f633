import ExcelJS from 'exceljs';
import { expect, test } from './support/test';
import { adminHeaders, createActiveOperator } from './support/api';
import { insertBeneficiaries } from './support/db';
import { ADMIN } from './support/env';
import { choose, openTab, panel, save } from './support/sections';
import { signIn } from './support/ui';

type Page = Parameters<typeof signIn>[0];

const SHOTS = '../../.test-results/screenshots';
const run = Date.now().toString(36).toUpperCase();

/** Today in Italy, YYYY-MM-DD: the Registro's days are Italy's. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

/** A day typed into a filter as a person would: the browser's own date field, or the Italian gg/mm/aaaa. */
async function fillDay(page: Page, label: string, day: string) {
  const input = page.getByRole('form', { name: 'Filtri' }).getByLabel(label, { exact: true });
  const native = (await input.getAttribute('type')) === 'date';
  await input.fill(native ? day : day.split('-').reverse().join('/'));
}

test('the Registro Attività names a deactivated operator, says the outcome in words and shows views on demand', async ({
  page,
  request,
}) => {
  const op = await createActiveOperator(request, { name: 'Marta', surname: 'Galli' });
  const headers = await adminHeaders(request);
  const deactivated = await request.delete(`/api/auth/operators/${op.ID}`, { headers });
  expect(deactivated.status()).toBe(204);

  // signing in lands on /beneficiari: a view of the beneficiary list, logged
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Logs', exact: true }).click();
  const table = page.getByRole('table', { name: 'Registro Attività' });
  // the first screen of a lazy page on a busy machine can take longer than one assertion's wait
  await expect(table).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  const row = table.getByRole('row').filter({ hasText: `Operatore disattivato: Marta Galli <${op.email}>` });
  await expect(row).toContainText('Eliminazione Operatore');
  await expect(row).toContainText('Riuscita');
  await expect(row).toContainText(ADMIN.email);
  await expect(table.getByText('Visualizzazione Beneficiario')).toHaveCount(0);

  // the switch's own (visually hidden) input takes the click over its whole label
  await page.getByRole('switch', { name: 'Mostra anche le visualizzazioni' }).click();
  await expect(page).toHaveURL(/include_views=true/);
  await expect(table.getByText('Visualizzazione Beneficiario').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Entità' }).click();
  await page.getByRole('option', { name: 'Operatore', exact: true }).click();
  await page.getByRole('button', { name: 'Applica filtri' }).click();
  await expect(page).toHaveURL(/entita=operators/);
  await expect(table.getByText('Visualizzazione Beneficiario')).toHaveCount(0);
  await expect(row).toBeVisible();
});

test('an administrator changes her project, finds the change in the Registro by her public id with the fields’ labels and values, filters by a range of days, downloads it as xlsx and opens her record from an entry', async ({
  page,
  request,
}) => {
  test.slow();
  const surname = `Registro${run}`;
  // her public id as the product makes them (NN_NNN), one no other journey uses
  const publicId = `9${Math.floor(Math.random() * 10)}_${String(Date.now() % 1000).padStart(3, '0')}`;
  const [herId] = await insertBeneficiaries([{ name: 'Annalisa', surname, email: null, phone: null, id_public: publicId }]);
  const notes = `Verifica del costo di Annalisa ${run}`;
  const written = await request.post('/api/auth/logs/', {
    headers: await adminHeaders(request),
    data: { entita: 'costs', notes, beneficiary_id: herId },
  });
  expect(written.status()).toBe(201);

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.setViewportSize({ width: 1280, height: 800 });

  // her project: created, then closed (Progetto attivo off)
  await page.goto(`/beneficiari/${herId}?tab=3`);
  await openTab(page, 'Progetto');
  await page.getByRole('button', { name: 'Crea' }).click();
  await choose(page, 'Stato del piano individuale', 'In corso');
  await save(page, 'Dati progetto salvati con successo');
  await page.getByRole('button', { name: 'Modifica' }).click();
  await page.getByRole('switch', { name: 'Progetto attivo' }).click();
  await save(page, 'Dati progetto salvati con successo');
  await expect(panel(page, 'Progetto').getByText('Non Attivo', { exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Logs', exact: true }).click();
  const table = page.getByRole('table', { name: 'Registro Attività' });
  await expect(table).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });

  // her entries, found by the id operators know her by: the update names the field by its label, with both values
  await page.getByRole('textbox', { name: 'ID pubblico beneficiario' }).fill(publicId);
  await page.getByRole('button', { name: 'Applica filtri' }).click();
  await expect(page).toHaveURL(new RegExp(`beneficiary_public_id=${publicId}`));
  const update = table.getByRole('row').filter({ hasText: 'Aggiornamento Dati progetto' });
  await expect(update).toContainText('campi modificati: Progetto attivo');
  await expect(update.getByRole('list', { name: 'Valori modificati' })).toHaveText('Progetto attivo: Sì → No');
  await expect(table).not.toContainText(/\bactive\b|project_/);
  await page.screenshot({ path: `${SHOTS}/logs-changes-1280x800.png` });

  // her entries of January 2025: none
  await fillDay(page, 'Dal', '2025-01-01');
  await fillDay(page, 'Al', '2025-01-31');
  await page.getByRole('button', { name: 'Applica filtri' }).click();
  await expect(page).toHaveURL(/date_from=2025-01-01/);
  await expect(page.getByText('Non ci sono dati')).toBeVisible();

  // today's, those that succeeded: the entry written above
  await fillDay(page, 'Dal', today());
  await fillDay(page, 'Al', today());
  await page.getByRole('combobox', { name: 'Esito' }).click();
  await page.getByRole('option', { name: 'Riuscita', exact: true }).click();
  await page.getByRole('button', { name: 'Applica filtri' }).click();
  await expect(page).toHaveURL(new RegExp(`date_from=${today()}.*date_to=${today()}|date_to=${today()}.*date_from=${today()}`));
  await expect(page).toHaveURL(/outcome=success/);
  const row = table.getByRole('row').filter({ hasText: notes });
  await expect(row).toContainText('Inserimento Costi');
  await expect(row).toContainText('Riuscita');
  // the header, the entry written above and her project's two saves
  await expect(table.getByRole('row')).toHaveCount(4);
  await page.screenshot({ path: `${SHOTS}/logs-filtered-1280x800.png` });
  // on a phone the entries are cards
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(notes)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/logs-filtered-390x844.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(row).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta in Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^registro_attivita_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.worksheets[0];
  expect(sheet.name).toBe('Registro Attività');
  const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  expect(values(1)).toEqual([
    'Data e ora',
    'Operatore',
    'Azione',
    'Entità',
    'ID beneficiario',
    'ID pubblico beneficiario',
    'Beneficiario',
    'Esito',
    'Codice di risposta',
    'Note',
    'Modifiche',
  ]);
  expect(sheet.actualRowCount).toBe(4);
  // newest first: her project's update with its change, its creation, then the entry written at the start
  expect(values(2).slice(2, 4)).toEqual(['Aggiornamento', 'Dati progetto']);
  expect(values(2)[10]).toBe('Progetto attivo: Sì → No');
  expect(values(3).slice(2, 4)).toEqual(['Inserimento', 'Dati progetto']);
  expect(values(4).slice(1)).toEqual([ADMIN.email, 'Inserimento', 'Costi', herId, publicId, `Annalisa ${surname}`, 'Riuscita', 201, notes]);
  expect(values(4)[0]).toBeInstanceOf(Date);

  await row.getByRole('link', { name: `Annalisa ${surname}` }).click();
  await expect(page).toHaveURL(new RegExp(`/beneficiari/${herId}$`));
  await expect(page.getByRole('heading', { name: `Annalisa ${surname}` })).toBeVisible();
});
