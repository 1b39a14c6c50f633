import { expect, test } from './support/test';
import { createActiveOperator, createOperator, referenceIds } from './support/api';
import { lastMailLink } from './support/db';
import { ADMIN } from './support/env';
import { openUserMenu, signIn, toast, unstyledMantineClasses, userMenu } from './support/ui';

test('a wrong password shows "Email o password errati" and keeps the user on the login screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Empowerment delle Donne' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Sbagliata1!');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(toast(page, 'Email o password errati')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // the login and its notice are drawn with the first load's styles alone (app/first-load.css)
  expect(await unstyledMantineClasses(page)).toEqual([]);
});

test('without "Ricordami" the session lives in session storage, with it in local storage', async ({ page, context }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(toast(page, 'Login effettuato con successo')).toBeVisible();
  expect(await page.evaluate(() => [sessionStorage.getItem('token') !== null, localStorage.getItem('token')])).toEqual([true, null]);

  const other = await context.browser()!.newContext();
  const page2 = await other.newPage();
  await signIn(page2, ADMIN.email, ADMIN.password, { remember: true });
  expect(await page2.evaluate(() => [sessionStorage.getItem('token'), localStorage.getItem('token') !== null])).toEqual([null, true]);
  // a new tab of the same browser is still signed in
  const page3 = await other.newPage();
  await page3.goto('/beneficiari');
  await expect(page3.getByRole('heading', { name: 'Beneficiari' })).toBeVisible();
  await other.close();
});

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Beneficiari' })).toBeVisible();
  // the e2e server issues access tokens valid 20 s
  await page.waitForTimeout(21_000);
  const refresh = page.waitForResponse((r) => r.url().endsWith('/api/refresh') && r.status() === 200);
  // a query the app has never asked: it must reach the server with the expired token
  await page.getByLabel('Cognome').fill(`Nessuna${Date.now()}`);
  await page.getByRole('button', { name: 'Applica filtri' }).click();
  await refresh;
  await expect(page.getByText('Non ci sono dati')).toBeVisible();
  await expect(page).toHaveURL(/\/beneficiari/);
  await expect(page.getByText('Sessione scaduta')).toHaveCount(0);
});

test('logout ends the session and comes back to the login screen', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password, { remember: true });
  await openUserMenu(page);
  await userMenu(page).getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logout effettuato con successo')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')])).toEqual([null, null]);
  await page.goto('/beneficiari');
  await expect(page).toHaveURL(/\/\?next=%2Fbeneficiari$/);
});

test('password recovery: from the modal, through the mailed link, to a working new password', async ({ page, request }) => {
  const op = await createActiveOperator(request);
  await page.goto('/');
  await page.getByRole('button', { name: 'Recupera Password' }).click();
  const modal = page.getByRole('dialog', { name: 'Recupero Password' });
  await modal.getByRole('textbox', { name: 'Email' }).fill('nessuno@example.org');
  await modal.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(toast(page, 'Email non valida')).toBeVisible();
  expect(await unstyledMantineClasses(page)).toEqual([]);
  await modal.getByRole('textbox', { name: 'Email' }).fill(op.email);
  await modal.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(toast(page, 'Controlla la tua casella email per le istruzioni di recupero password')).toBeVisible();

  await page.goto(await lastMailLink(op.email));
  await page.getByRole('textbox', { name: 'Nuova password' }).fill('Nuova1!pass');
  expect(await unstyledMantineClasses(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Conferma password' }).fill('Nuova1!pass');
  await page.getByRole('button', { name: 'Reimposta Password' }).click();
  await expect(toast(page, 'Password reimpostata con successo')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, op.email, 'Nuova1!pass');
});

test('an invited operator sets her password from the invitation and signs in', async ({ page, request }) => {
  const { municipioId, colId } = await referenceIds(request);
  const email = `invitata-${Date.now()}@example.org`;
  await createOperator(request, { email, name: 'Marta', surname: 'Galli', municipio_id: municipioId, col_id: colId });
  const invitation = await lastMailLink(email);
  expect(invitation).toMatch(/&invito=1$/);
  await page.goto(invitation);
  // the invitation's words: a first password, not a reset
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('debole');
  await expect(page.getByRole('button', { name: 'Imposta password' })).toBeDisabled();
  await password.fill('Benvenut4!');
  await page.getByRole('textbox', { name: 'Conferma password' }).fill('Benvenut4!');
  await page.getByRole('button', { name: 'Imposta password' }).click();
  await expect(toast(page, 'Password impostata con successo')).toBeVisible();
  await signIn(page, email, 'Benvenut4!');
  await openUserMenu(page);
  await expect(userMenu(page).getByText('Marta Galli')).toBeVisible();
});
