import { expect, test } from './support/test';
import { adminHeaders, createActiveOperator } from './support/api';
import { insertBeneficiaries } from './support/db';
import { createHostCompany, listSettings } from './support/path';
import { INTERNSHIPS_LIST, listRowsOf } from './support/record';
import { signIn, toast } from './support/ui';

const SHOTS = '../../.test-results/screenshots';
const run = Date.now().toString(36).toUpperCase();

test.use({ viewport: { width: 1280, height: 800 } });

test("her record's Tirocini tab: an operator places her at a company's free position, counts the hours with +/- and finds her internship in /tirocini", async ({
  page,
  request,
}) => {
  const surname = `Tirocinio${run}`;
  const host = `Forno Sociale ${run}`;
  const [beneficiaryId] = await insertBeneficiaries([{ name: 'Irene', surname, email: null, phone: null }]);
  const companyId = await createHostCompany(request, host, ['Aiuto fornaia', 'Banconista']);
  const sector = (await listSettings(request)).sectors[0];
  const operator = await createActiveOperator(request);

  await signIn(page, operator.email, operator.password);
  await page.goto(`/beneficiari/${beneficiaryId}?tab=11`);
  await expect(page.getByRole('tab', { name: 'Tirocini', selected: true })).toBeVisible();
  await expect(page.getByText(/Nessun tirocinio registrato/)).toBeVisible();

  // add: the host among the signed companies, the position among its free ones
  await page.getByRole('button', { name: 'Aggiungi tirocinio' }).click();
  const add = page.getByRole('dialog', { name: 'Aggiungi tirocinio' });
  await add.getByRole('combobox', { name: 'Azienda ospitante' }).fill(host);
  await page.getByRole('option', { name: host, exact: true }).click();
  await add.getByRole('combobox', { name: 'Posizione' }).click();
  await page.getByRole('option', { name: 'Aiuto fornaia', exact: true }).click();
  await add.getByRole('combobox', { name: 'Stato' }).click();
  await page.getByRole('option', { name: 'Attivo', exact: true }).click();
  await add.getByRole('combobox', { name: 'Settore' }).click();
  await page.getByRole('option', { name: sector.type, exact: true }).click();
  await add.getByRole('combobox', { name: 'Organizzazione pagante' }).click();
  await page.getByRole('option', { name: 'Progetto Empowerment', exact: true }).click();
  await add.getByRole('textbox', { name: 'Durata (mesi)' }).fill('31');
  await add.getByRole('textbox', { name: 'Durata (mesi)' }).press('Tab');
  await expect(add.getByText('La durata massima è 30 mesi')).toBeVisible();
  await add.getByRole('textbox', { name: 'Durata (mesi)' }).fill('3');
  await add.getByRole('textbox', { name: 'Ore previste' }).fill('40');
  await add.getByRole('textbox', { name: 'Ore settimanali' }).fill('20');
  await add.getByRole('textbox', { name: 'Indennità mensile' }).fill('400 € lordi');
  await page.screenshot({ path: `${SHOTS}/internship-form-1280x800.png` });
  await add.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Tirocinio aggiunto con successo')).toBeVisible();
  await expect(add).toBeHidden();

  // her card: the status, the hours and the position now hers
  const card = page.getByRole('article', { name: `Tirocinio presso ${host}` });
  await expect(card.getByText('Attivo', { exact: true })).toBeVisible();
  const position = card.getByRole('article', { name: 'Posizione Aiuto fornaia' });
  await expect(position).toContainText('Occupata');
  await expect(position.getByRole('link', { name: `Irene ${surname}` })).toBeVisible();
  await expect(card.getByText('0 / 40 ore')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Togli 20 ore completate' })).toBeDisabled();
  await card.getByRole('button', { name: 'Aggiungi 20 ore completate' }).click();
  await expect(toast(page, 'Ore aggiunte con successo!')).toBeVisible();
  await expect(card.getByText('20 / 40 ore')).toBeVisible();
  await card.getByRole('button', { name: 'Aggiungi 20 ore completate' }).click();
  await expect(card.getByText('40 / 40 ore')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Aggiungi 20 ore completate' })).toBeDisabled();
  await card.getByRole('button', { name: 'Togli 20 ore completate' }).click();
  await expect(toast(page, 'Ore rimosse con successo!')).toBeVisible();
  await expect(card.getByText('20 / 40 ore')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/internships-tab-1280x800.png`, fullPage: true });

  // the position is no longer offered to another internship
  const free = await request.get(`/api/auth/companies/${companyId}/internship/?assigned=false`, { headers: await adminHeaders(request) });
  expect(((await free.json()) as { job_positions: string }[]).map((p) => p.job_positions)).toEqual(['Banconista']);

  // the programme-wide list finds it by her surname; its row opens her record at the tab
  const row = await listRowsOf(page, INTERNSHIPS_LIST, surname, `Irene ${surname}`);
  await expect(row).toContainText(host);
  await expect(row).toContainText('Aiuto fornaia');
  await expect(row).toContainText('20 / 40');
  await page.screenshot({ path: `${SHOTS}/internships-list-1280x800.png`, fullPage: true });
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/beneficiari/${beneficiaryId}\\?tab=11$`));
  await expect(page.getByRole('article', { name: `Tirocinio presso ${host}` })).toBeVisible();

  // on a phone the card's details stack in one column
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('article', { name: `Tirocinio presso ${host}` }).getByText('20 / 40 ore')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/internships-tab-390x844.png`, fullPage: true });
});
