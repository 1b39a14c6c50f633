import { expect, test } from './support/test';
import { createActiveOperator } from './support/api';
import { lastMailLink } from './support/db';
import { ADMIN } from './support/env';
import { openUserMenu, signIn, toast, userMenu } from './support/ui';

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

test('an administrator deactivates an operator who then cannot sign in, whose entries still name her, and reactivates her', async ({
  page,
  browser,
  request,
}) => {
  const op = await createActiveOperator(request, { name: 'Ilaria', surname: 'Monti' });
  // something she did, in the Registro under her name
  const login = await request.post('/api/login', { data: { email: op.email, password: op.password } });
  const own = { authorization: `Bearer ${(await login.json()).access_token}` };
  const edit = await request.put(`/api/auth/operators/${op.ID}`, {
    headers: own,
    data: { ID: op.ID, name: 'Ilaria', surname: 'Monti', phone: '+39 333 765 4321', municipio_id: op.municipio_id, col_id: op.col_id },
  });
  expect(edit.status()).toBe(200);

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/operatori?email=${encodeURIComponent(op.email)}`);
  const table = page.getByRole('table', { name: 'Elenco degli operatori' });
  const row = table.getByRole('row').filter({ hasText: op.email });
  await expect(row.getByText('Attiva', { exact: true })).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: `Disattiva ${op.email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Disattiva operatore' });
  await expect(confirm).toContainText(
    'Disattivare Ilaria Monti? Non potrà più accedere; la sua attività resta nel Registro Attività e le beneficiarie restano assegnate a lei. Potrai riattivarla quando vuoi.',
  );
  await page.screenshot({ path: `${SHOTS}/operator-deactivate-confirm-1280x800.png` });
  await confirm.getByRole('button', { name: 'Disattiva' }).click();
  await expect(toast(page, 'Operatore disattivato')).toBeVisible();
  // the list shows the active ones: she has left it
  await expect(row).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Stato' }).click();
  await page.getByRole('option', { name: 'Disattivate' }).click();
  await page.getByRole('button', { name: 'Applica filtri' }).click();
  await expect(page).toHaveURL(/state=deactivated/);
  await expect(row.getByText('Disattivata')).toBeVisible();
  await expect(row.getByRole('button', { name: `Disattiva ${op.email}` })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/operator-deactivated-list-1280x800.png` });

  // she cannot sign in; the answer is the one of a wrong password
  const hers = await browser.newContext();
  const herPage = await hers.newPage();
  await herPage.goto('/');
  await herPage.getByRole('textbox', { name: 'Email' }).fill(op.email);
  await herPage.getByRole('textbox', { name: 'Password', exact: true }).fill(op.password);
  await herPage.getByRole('button', { name: 'Accedi' }).click();
  await expect(herPage.getByText('Email o password errati')).toBeVisible();
  await expect(herPage).not.toHaveURL(/\/beneficiari$/);
  // her access token of before stops working too
  expect((await request.get(`/api/auth/operators/${op.ID}`, { headers: own })).status()).toBe(401);

  // the Registro still names her, and finds her entries by her e-mail
  await page.goto(`/logs?operator_email=${encodeURIComponent(op.email)}`);
  const logs = page.getByRole('table', { name: 'Registro Attività' });
  await expect(logs).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await expect(logs.getByRole('row').filter({ hasText: op.email }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/operator-deactivated-logs-1280x800.png` });

  // reactivated, she signs in again
  await page.goto(`/operatori?email=${encodeURIComponent(op.email)}&state=deactivated`);
  await row.getByRole('button', { name: `Riattiva ${op.email}` }).click();
  await expect(toast(page, 'Operatore riattivato')).toBeVisible();
  await signIn(herPage, op.email, op.password);
  await hers.close();
});

test("a new operator's invitation link is shown once, with a copy button, and her row says the invitation is pending", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = `invitata-${Date.now()}@example.org`;
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/operatori');
  await page.getByRole('button', { name: 'Aggiungi operatore' }).click();
  const form = page.getByRole('dialog', { name: 'Aggiungi Nuovo Operatore' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Conferma email' }).fill(email);
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Chiara');
  await form.getByRole('textbox', { name: 'Cognome', exact: true }).fill('Vitale');
  for (const name of ['Municipio', 'C.O.L.']) {
    await form.getByRole('combobox', { name }).click();
    await page.getByRole('option').first().click();
  }
  await form.getByRole('button', { name: 'Salva' }).click();

  const modal = page.getByRole('dialog', { name: 'Link di invito' });
  await expect(modal).toContainText(`Copia questo link e invialo a ${email}`);
  const link = await modal.getByRole('textbox', { name: 'Link di invito' }).inputValue();
  expect(link).toBe(await lastMailLink(email));
  await modal.getByRole('button', { name: 'Copia link' }).click();
  await expect(modal.getByRole('button', { name: 'Link copiato' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.screenshot({ path: `${SHOTS}/operator-invitation-link-1280x800.png` });
  await modal.getByRole('button', { name: 'Fatto' }).click();
  await expect(modal).toBeHidden();

  await page.goto(`/operatori?email=${encodeURIComponent(email)}`);
  const row = page.getByRole('table', { name: 'Elenco degli operatori' }).getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Invito in attesa')).toBeVisible({ timeout: 30_000 });
  // a new invitation: a new link, shown once again; the first one no longer works
  await row.getByRole('button', { name: `Invia di nuovo l'invito a ${email}` }).click();
  await expect(modal).toBeVisible();
  const second = await modal.getByRole('textbox', { name: 'Link di invito' }).inputValue();
  expect(second).not.toBe(link);
  await page.screenshot({ path: `${SHOTS}/operator-invitation-resent-1280x800.png` });
});
