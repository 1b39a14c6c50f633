import { expect, test } from './support/test';
import { ADMIN } from './support/env';
import { openUserMenu, signIn, userMenu } from './support/ui';

const SHOTS = '../../.test-results/screenshots';

test.use({ viewport: { width: 1280, height: 800 } });

test('the add-operator modal has one heading and its buttons in sight at 1280x800', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Operatori', exact: true }).click();
  await page.getByRole('button', { name: 'Aggiungi operatore' }).click();
  const modal = page.getByRole('dialog', { name: 'Aggiungi Nuovo Operatore' });
  await expect(modal.getByRole('heading')).toHaveText(['Aggiungi Nuovo Operatore']);
  await expect(modal.getByRole('button', { name: 'Salva' })).toBeInViewport();
  await expect(modal.getByRole('button', { name: 'Annulla' })).toBeInViewport();
  await expect(modal.getByText('Per salvare completa: Email, Municipio, C.O.L.')).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/operator-add-modal-1280x800.png` });
});

test("a new administrator's profile says why Salva is disabled, and keeps her own administrator flag", async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await openUserMenu(page);
  await userMenu(page).getByRole('button', { name: 'Modifica profilo' }).click();
  const modal = page.getByRole('dialog', { name: 'Modifica profilo' });
  await expect(modal.getByRole('button', { name: 'Salva' })).toBeDisabled();
  await expect(modal.getByText('Per salvare completa: Municipio, C.O.L.')).toBeVisible();
  // no field error before she touches a field
  await expect(modal.getByText('Questo campo è obbligatorio')).toHaveCount(0);
  await expect(modal.getByRole('checkbox', { name: 'Super Operatore' })).toBeDisabled();
  await expect(modal.getByText(/Non puoi rimuovere i tuoi privilegi di amministratore\./)).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Salva' })).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/operator-profile-modal-1280x800.png` });
});
