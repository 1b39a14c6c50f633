import { expect, test } from './support/test';
import { adminHeaders, createActiveOperator } from './support/api';
import { insertBeneficiaries } from './support/db';
import { COSTS_LIST, listRowsOf } from './support/record';
import { signIn, toast } from './support/ui';

const SHOTS = '../../.test-results/screenshots';
const run = Date.now().toString(36).toUpperCase();

test.use({ viewport: { width: 1280, height: 800 } });

test("her record's Costi tab: an operator adds a cost, verifies it behind the confirmation (Annulla puts the switch back) and finds it in /costi", async ({
  page,
  request,
}) => {
  const surname = `Costo${run}`;
  const [beneficiaryId] = await insertBeneficiaries([{ name: 'Elena', surname, email: null, phone: null }]);
  const lists = await (await request.get('/api/list-settings', { headers: await adminHeaders(request) })).json();
  const [costType] = lists.types_costs as { ID: number; type: string }[];
  const operator = await createActiveOperator(request);

  await signIn(page, operator.email, operator.password);
  await page.goto(`/beneficiari/${beneficiaryId}?tab=12`);
  await expect(page.getByRole('tab', { name: 'Costi', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Costi', level: 2 })).toBeVisible();
  await expect(page.getByText('Nessun costo')).toBeVisible();
  await expect(page.getByText('Il beneficiario non ha ancora costi registrati.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/costs-empty-1280x800.png` });

  // add: a zero committed amount counts as missing
  await page.getByRole('button', { name: 'Aggiungi Costo' }).first().click();
  const add = page.getByRole('dialog', { name: 'Aggiungi Costo' });
  await add.getByRole('textbox', { name: 'Data' }).fill('14/03/2026');
  await add.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: costType.type, exact: true }).click();
  const committed = add.getByRole('textbox', { name: 'Importo Impegnato' });
  await committed.fill('0');
  await committed.press('Tab');
  await expect(add.getByText("L'importo impegnato è obbligatorio")).toBeVisible();
  await committed.fill('1234,5');
  await add.getByRole('textbox', { name: 'Importo Previsto' }).fill('1000');
  await add.getByRole('textbox', { name: 'Importo Erogato' }).fill('0,1');
  await add.getByRole('textbox', { name: 'Note' }).fill('Corso di sartoria, prima rata');
  await page.screenshot({ path: `${SHOTS}/cost-form-1280x800.png` });
  await add.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Costo salvato con successo')).toBeVisible();
  await expect(add).toBeHidden();

  const table = page.getByRole('table', { name: 'Costi della beneficiaria' });
  const row = table.getByRole('row').filter({ hasText: '14/03/2026' });
  await expect(row).toContainText(costType.type);
  await expect(row).toContainText(/1\.234,50\s€/);
  await expect(row).toContainText(/1\.000,00\s€/);
  await expect(row).toContainText(/0,10\s€/);
  await expect(row).toContainText('Da verificare');

  // the switch asks first: Annulla puts it back, nothing is saved
  const toggle = row.getByRole('switch');
  await toggle.click();
  const ask = page.getByRole('dialog', { name: 'Conferma cambio stato' });
  await expect(ask).toContainText("Vuoi cambiare lo stato di verifica da 'Da verificare' a 'Verificato'?");
  await page.screenshot({ path: `${SHOTS}/cost-toggle-1280x800.png` });
  await ask.getByRole('button', { name: 'Annulla' }).click();
  await expect(ask).toBeHidden();
  await expect(toggle).not.toBeChecked();
  await expect(row).toContainText('Da verificare');

  // Conferma saves it
  await toggle.click();
  await ask.getByRole('button', { name: 'Conferma' }).click();
  await expect(toast(page, 'Costo salvato con successo')).toBeVisible();
  await expect(row).toContainText('Verificato');
  await expect(toggle).toBeChecked();
  await expect(ask).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/costs-tab-1280x800.png`, fullPage: true });

  // the programme-wide list finds it by her name, verified; its row opens her record at the tab
  const listed = await listRowsOf(page, COSTS_LIST, `Elena ${surname}`);
  await expect(listed).toContainText('Verificato');
  await expect(listed).toContainText(/1\.234,50\s€/);
  await page.screenshot({ path: `${SHOTS}/costs-list-1280x800.png`, fullPage: true });
  await listed.click();
  await expect(page).toHaveURL(new RegExp(`/beneficiari/${beneficiaryId}\\?tab=12$`));

  // delete, after the confirmation
  await table.getByRole('button', { name: /^Elimina il costo / }).click();
  await page.getByRole('dialog', { name: 'Elimina costo' }).getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Nessun costo')).toBeVisible();
});
