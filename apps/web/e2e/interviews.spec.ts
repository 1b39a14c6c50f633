import { expect, test } from './support/test';
import { adminHeaders, createActiveOperator } from './support/api';
import { insertBeneficiaries } from './support/db';
import { INTERVIEWS_LIST, listRowsOf } from './support/record';
import { signIn, toast } from './support/ui';

const SHOTS = '../../.test-results/screenshots';
const run = Date.now().toString(36).toUpperCase();

test.use({ viewport: { width: 1280, height: 800 } });

test("her record's Colloqui tab: an operator adds an interview (interviewer prefilled with her name and C.O.L.), edits it, finds it in /colloqui and deletes it", async ({
  page,
  request,
}) => {
  const surname = `Colloquio${run}`;
  const [beneficiaryId] = await insertBeneficiaries([{ name: 'Irene', surname, email: null, phone: null }]);
  const lists = await (await request.get('/api/list-settings', { headers: await adminHeaders(request) })).json();
  const [first, second] = lists.types_interviews as { ID: number; type: string }[];
  const col = lists.types_col[0] as { type: string };
  const operator = await createActiveOperator(request);

  await signIn(page, operator.email, operator.password);
  await page.goto(`/beneficiari/${beneficiaryId}?tab=13`);
  await expect(page.getByRole('tab', { name: 'Colloqui', selected: true })).toBeVisible();
  await expect(page.getByText('Nessun colloquio')).toBeVisible();
  await expect(page.getByText('Non ci sono interviste registrate per questo beneficiario.')).toBeVisible();

  // add: today and her name are there; the type is chosen, the notes written
  await page.getByRole('button', { name: 'Aggiungi Colloquio' }).click();
  const add = page.getByRole('dialog', { name: 'Aggiungi Colloquio' });
  await expect(add.getByRole('textbox', { name: 'Intervistatore' })).toHaveValue(`Lucia Ferri (COL ${col.type})`);
  await add.getByRole('textbox', { name: 'Intervistatore' }).fill('Lu');
  await add.getByRole('textbox', { name: 'Intervistatore' }).press('Tab');
  await expect(add.getByText('Il nome deve contenere almeno 3 caratteri')).toBeVisible();
  await add.getByRole('textbox', { name: 'Intervistatore' }).fill(`Lucia Ferri (COL ${col.type})`);
  await add.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: first.type, exact: true }).click();
  await add.getByRole('textbox', { name: 'Esito/Note' }).fill('Interessata a un tirocinio in sartoria, disponibile al mattino');
  await expect(add.getByText('62/300')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/interview-form-1280x800.png` });
  await add.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Colloquio aggiunta con successo')).toBeVisible();
  await expect(add).toBeHidden();

  const table = page.getByRole('table', { name: 'Colloqui del beneficiario' });
  const row = table.getByRole('row').filter({ hasText: `Lucia Ferri (COL ${col.type})` });
  await expect(row).toContainText(first.type);
  await row.getByRole('button', { name: /Note complete: mostra tutto/ }).click();
  await expect(page.getByRole('dialog', { name: 'Note complete' })).toContainText('Interessata a un tirocinio in sartoria');
  await page.getByRole('dialog', { name: 'Note complete' }).getByRole('button', { name: 'Chiudi' }).click();
  await expect(page.getByRole('dialog', { name: 'Note complete' })).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/interviews-tab-1280x800.png`, fullPage: true });

  // edit: the type changes
  await row.getByRole('button', { name: /^Modifica il / }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica colloquio' });
  await edit.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: second.type, exact: true }).click();
  await edit.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Colloquio aggiornata con successo')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: second.type })).toHaveCount(1);

  // the programme-wide list finds it by her surname; its row opens her record at the tab
  const listed = await listRowsOf(page, INTERVIEWS_LIST, surname, `Irene ${surname}`);
  await expect(listed).toContainText(second.type);
  await page.screenshot({ path: `${SHOTS}/interviews-list-1280x800.png`, fullPage: true });
  await listed.click();
  await expect(page).toHaveURL(new RegExp(`/beneficiari/${beneficiaryId}\\?tab=13$`));

  // delete, after the confirmation
  await table.getByRole('button', { name: /^Elimina il / }).click();
  await page.getByRole('dialog', { name: 'Elimina colloquio' }).getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Nessun colloquio')).toBeVisible();
});
