import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { expect, test } from './support/test';
import { adminHeaders } from './support/api';
import { ADMIN, DB_URL_FILE, SHOTS } from './support/env';
import { openUserMenu, signIn, userMenu } from './support/ui';

const run = Date.now().toString(36).toUpperCase();

test.use({ viewport: { width: 1280, height: 800 } });

/** Rows written straight to the e2e database: registrations dated in 2019, which no screen can backdate. */
async function seed(sql: string, params: unknown[]) {
  const client = new pg.Client({ connectionString: readFileSync(DB_URL_FILE, 'utf8').trim() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as { id: number }[];
  } finally {
    await client.end();
  }
}

test('an administrator opens /report for a period and a municipio, reads the charts and their tables, and downloads the xlsx', async ({
  page,
  request,
}) => {
  // a municipio of its own, so that the figures are this journey's alone
  const headers = await adminHeaders(request);
  const municipio = `Municipio Report ${run}`;
  const created = await request.post('/api/auth/list-settings/municipi/', { headers, data: [{ label: municipio, id_public: 7 }] });
  expect(created.status(), await created.text()).toBe(201);
  const lists = await (await request.get('/api/list-settings', { headers })).json();
  const municipioId = (lists.municipi as { ID: number; municipio: string }[]).find((m) => m.municipio === municipio)!.ID;
  const costType = (lists.types_costs as { ID: number; type: string }[])[0];

  // three women registered in 2019: 18 on its last day (18-24), 18 the day after (<18), 69 (65+)
  const women = [
    ['Chiara', '2001-12-31', 'Italiana'],
    ['Nadia', '2002-01-01', 'Italiana'],
    ['Rosalía', '1950-06-01', 'Peruviana'],
  ];
  const ids: number[] = [];
  for (const [name, birth, citizenship] of women) {
    const [row] = await seed(
      `insert into beneficiaries (name, surname, birth_date, citizenship, municipio_id, created_at)
       values ($1, $2, $3, $4, $5, '2019-03-01T10:00:00Z') returning id`,
      [name, `Report${run}`, birth, citizenship, municipioId],
    );
    ids.push(row.id);
  }
  await seed(`insert into data_projects (beneficiary_id, active, project_date_exit) values ($1, false, '2019-10-31')`, [ids[1]]);
  await seed(
    `insert into costs (beneficiary_id, date, type, amount_committed, amount_expected, amount_paid, entity_type)
     values ($1, '2019-05-01', $2, 1234.5, 200, 100.25, 'Beneficiario')`,
    [ids[0], costType.ID],
  );

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('link', { name: 'Report' }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByRole('heading', { name: 'Report', level: 1 })).toBeVisible();
  // the current year up to today is the first period shown
  const year = new Date().getFullYear();
  await expect(page.getByRole('textbox', { name: 'Dal', exact: true })).toHaveValue(`01/01/${year}`);

  // the period and the municipio are chosen in the filter bar
  await page.getByRole('textbox', { name: 'Dal', exact: true }).fill('01/01/2019');
  await page.getByRole('textbox', { name: 'Dal', exact: true }).press('Tab');
  await page.getByRole('textbox', { name: 'Al', exact: true }).fill('31/12/2019');
  await page.getByRole('textbox', { name: 'Al', exact: true }).press('Tab');
  await page.getByRole('combobox', { name: 'Municipio' }).click();
  await page.getByRole('combobox', { name: 'Municipio' }).fill(municipio);
  await page.getByRole('option', { name: municipio }).click();
  await expect(page).toHaveURL(new RegExp(`from=2019-01-01&to=2019-12-31&municipio_id=${municipioId}`));

  const table = (title: string) => page.getByRole('table', { name: `${title}: i numeri del grafico`, exact: true });
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const row = (title: string, label: string) => table(title).getByRole('row', { name: new RegExp(`^${escaped(label)}(\\s|$)`) });
  await expect(row('Beneficiari', 'Registrati nel periodo')).toContainText('3');
  await expect(row('Beneficiari', 'di cui attivi')).toContainText('2');
  await expect(row('Beneficiari', 'di cui chiusi')).toContainText('1');
  await expect(row('Beneficiari', 'Percorsi conclusi nel periodo')).toContainText('1');
  await expect(row("Fasce d'età", '<18')).toHaveText('<181');
  await expect(row("Fasce d'età", '18-24')).toHaveText('18-241');
  await expect(row("Fasce d'età", '65+')).toHaveText('65+1');
  await expect(row('Cittadinanza', 'Italiana')).toHaveText('Italiana2');
  await expect(row('Costi', costType.type)).toContainText('1.234,50');
  await expect(row('Costi', costType.type)).toContainText('100,25');
  await expect(row('Municipio', municipio)).toContainText('3');
  // a block with nothing in the period says so
  await expect(page.getByRole('region', { name: 'Tirocini' })).toContainText('Nessun dato nel periodo scelto');
  // the charts are drawn beside their tables
  await expect(page.getByRole('region', { name: "Fasce d'età" }).locator('[data-bar]').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Colloqui' })).toContainText('Nessun dato nel periodo scelto');
  await page.screenshot({ path: `${SHOTS}/report-1280x800.png`, fullPage: true });

  // the whole report as xlsx: the filters, then a sheet per block
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('report_2019-01-01_2019-12-31.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  expect(book.worksheets.map((s) => s.name)).toEqual([
    'Filtri',
    'Beneficiari',
    'Fasce di età',
    'Cittadinanza',
    'Titolo di studio',
    'Condizione occupazionale',
    'Municipio',
    'Corsi',
    'Tirocini',
    'Colloqui',
    'Costi',
    'Career Day',
    'Group Activity',
  ]);
  expect(book.getWorksheet('Filtri')!.getRow(4).values).toEqual([undefined, 'Municipio', municipio]);
  expect(book.getWorksheet('Cittadinanza')!.getRow(3).values).toEqual([undefined, 'Peruviana', 1]);
  expect(book.getWorksheet('Costi')!.getRow(2).values).toEqual([undefined, costType.type, 1, 1234.5, 200, 100.25]);

  // a reversed period is refused in place, and nothing is asked of the server
  await page.getByRole('textbox', { name: 'Dal', exact: true }).fill('01/01/2020');
  await page.getByRole('textbox', { name: 'Dal', exact: true }).press('Tab');
  await expect(page.getByText('La data di fine deve essere successiva alla data di inizio')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scarica Excel' })).toBeDisabled();

  // in dark mode too (axe judges this screen again)
  await page.getByRole('textbox', { name: 'Dal', exact: true }).fill('01/01/2019');
  await page.getByRole('textbox', { name: 'Dal', exact: true }).press('Tab');
  await expect(row('Beneficiari', 'Registrati nel periodo')).toContainText('3');
  await openUserMenu(page);
  await userMenu(page).getByRole('button', { name: 'Tema scuro' }).click();
  await page.keyboard.press('Escape');
  await expect(userMenu(page)).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/report-dark-1280x800.png`, fullPage: true });
});
