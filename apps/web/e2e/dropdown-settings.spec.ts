import { expect, test } from './support/test';
import { ADMIN } from './support/env';
import { signIn, toast } from './support/ui';

const SHOTS = '../../.test-results/screenshots';
const label = `COL Prova ${Date.now().toString(36).toUpperCase()}`;

test.use({ viewport: { width: 1280, height: 800 } });

test('an administrator adds a reference-list item, sees it at once in a form select, and removes it', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Dropdown Edit' }).click();
  await expect(page).toHaveURL(/\/dropdown-settings$/);
  const card = page.getByRole('region', { name: 'C.O.L.' });
  await card.getByRole('button', { name: 'Aggiungi a C.O.L.' }).click();
  const form = page.getByRole('dialog', { name: 'Aggiungi a C.O.L.' });
  await form.getByLabel('Tipo').fill('ab');
  await form.getByLabel('Note').click();
  await expect(form.getByText('Deve contenere almeno 3 caratteri')).toBeVisible();
  await form.getByLabel('Tipo').fill(label);
  await form.getByLabel('Note').fill('Sportello di prova');
  await page.screenshot({ path: `${SHOTS}/events-dropdown-add-1280x800.png` });
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Elemento aggiunto con successo')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/events-dropdown-settings-1280x800.png` });

  // the operator form's C.O.L. select has it at once, without waiting for the 15-minute cache
  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Operatori', exact: true }).click();
  await page.getByRole('button', { name: 'Aggiungi operatore' }).click();
  const operatorForm = page.getByRole('dialog', { name: 'Aggiungi Nuovo Operatore' });
  await operatorForm.getByRole('combobox', { name: 'C.O.L.' }).click();
  await page.getByRole('option', { name: label }).click();
  await expect(operatorForm.getByRole('combobox', { name: 'C.O.L.' })).toHaveValue(label);
  await operatorForm.getByRole('button', { name: 'Annulla' }).click();
  await expect(operatorForm).toBeHidden();

  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Dropdown Edit' }).click();
  await page
    .getByRole('region', { name: 'C.O.L.' })
    .getByRole('button', { name: /C\.O\.L\.: vedi/ })
    .click();
  const modal = page.getByRole('dialog', { name: 'C.O.L.' });
  await expect(modal.getByText(label)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/events-dropdown-list-1280x800.png` });
  await modal.getByRole('button', { name: `Elimina ${label}` }).click();
  await page.getByRole('dialog', { name: 'Elimina elemento' }).getByRole('button', { name: 'Elimina' }).click();
  await expect(toast(page, 'Elemento eliminato con successo!')).toBeVisible();
  await expect(modal.getByText(label)).toBeHidden();
  await modal.getByRole('button', { name: 'Chiudi' }).last().click();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/events-dropdown-settings-375.png`, fullPage: true });
});
