import { expect, test } from './support/test';
import { createActiveOperator } from './support/api';
import { lastMailLink } from './support/db';
import { ADMIN, SHOTS } from './support/env';
import { openUserMenu, signIn, toast, userMenu } from './support/ui';

const ADMIN_ITEMS = ['Dropdown Edit', 'Report', 'Operatori', 'Logs'];

test("an operator sees no administrators' items and lands on the 404 page at /operatori", async ({ page, request }) => {
  const op = await createActiveOperator(request);
  await signIn(page, op.email, op.password);
  const nav = page.getByRole('navigation', { name: 'Menu principale' });
  await expect(nav.getByRole('link', { name: 'Beneficiari' })).toBeVisible();
  for (const item of ADMIN_ITEMS) await expect(nav.getByRole('link', { name: item, exact: true })).toHaveCount(0);
  await page.goto('/operatori');
  await expect(page.getByText('Pagina non trovata')).toBeVisible();
  await expect(page.getByText('La pagina che stai cercando non esiste o è stata spostata.')).toBeVisible();
  await page
    .getByRole('button', { name: 'Torna alla pagina principale' })
    .or(page.getByRole('link', { name: 'Torna alla pagina principale' }))
    .click();
  await expect(page).toHaveURL(/\/beneficiari/);
});

test("an administrator sees the administrators' items and reaches their screens", async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  const nav = page.getByRole('navigation', { name: 'Menu principale' });
  for (const item of ADMIN_ITEMS) await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Operatori', exact: true }).click();
  await expect(page).toHaveURL(/\/operatori$/);
  await expect(page.getByText('Pagina non trovata')).toHaveCount(0);
  await openUserMenu(page);
  await expect(userMenu(page).getByText('Amministratore')).toBeVisible();
});

test("the administrators' whole menu fits a 1280×800 window without scrolling; the import is not in it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN.email, ADMIN.password);
  const nav = page.getByRole('navigation', { name: 'Menu principale' });
  for (const item of ['Oggi', 'Modelli Schede', ...ADMIN_ITEMS, 'Protezione dati']) {
    await expect(nav.getByRole('link', { name: new RegExp(`^${item}`) })).toBeInViewport({ ratio: 1 });
  }
  await expect(page.getByRole('link', { name: 'Segnalazioni' })).toBeInViewport({ ratio: 1 });
  await expect(nav.getByRole('link', { name: 'Importa beneficiari' })).toHaveCount(0);
  // nothing of the menu's scrolling area is out of sight
  const hidden = await nav.evaluate((el) => {
    const viewport = el.closest('.mantine-ScrollArea-viewport');
    return viewport ? viewport.scrollHeight - viewport.clientHeight : 0;
  });
  expect(hidden).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/admin-menu-1280x800.png` });
});

test('dark mode chosen in the user menu survives a reload', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password, { remember: true });
  const scheme = () => page.locator('html').getAttribute('data-mantine-color-scheme');
  expect(await scheme()).toBe('light');
  await openUserMenu(page);
  await userMenu(page).getByRole('button', { name: 'Tema scuro' }).click();
  await expect.poll(scheme).toBe('dark');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Beneficiari' })).toBeVisible();
  expect(await scheme()).toBe('dark');
});

test('the profile modal saves nothing when nothing changed, and saves a change', async ({ page, request }) => {
  const op = await createActiveOperator(request, { name: 'Paola', surname: 'Neri' });
  await signIn(page, op.email, op.password);
  await openUserMenu(page);
  await userMenu(page).getByRole('button', { name: 'Modifica profilo' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByLabel('Email (non modificabile)')).toBeDisabled();
  await expect(modal.getByText('Super Operatore')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Nessuna modifica da salvare')).toBeVisible();
  await expect(modal).toBeHidden();

  await openUserMenu(page);
  await userMenu(page).getByRole('button', { name: 'Modifica profilo' }).click();
  await modal.getByLabel('Telefono').fill('12');
  await expect(modal.getByText('Il formato del telefono non è valido')).toBeVisible();
  await modal.getByLabel('Telefono').fill('+39 0612 345 678');
  await modal.getByLabel('Nome', { exact: true }).fill('Paolina');
  await modal.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Operatore aggiornato con successo')).toBeVisible();
  await openUserMenu(page);
  await expect(userMenu(page).getByText('Paolina Neri')).toBeVisible();
});

test('on a 375 px screen the sidebar is a drawer that closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, ADMIN.email, ADMIN.password);
  const nav = page.getByRole('navigation', { name: 'Menu principale' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Aziende' }).click();
  await expect(page).toHaveURL(/\/aziende$/);
  await expect(nav).toBeHidden();
});

test('a protected page opened without a session asks to sign in, then opens; the testing notice', async ({ page }) => {
  await page.goto('/corsi?pagina=2');
  await expect(page).toHaveURL(/\/\?next=%2Fcorsi%3Fpagina%3D2$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/corsi\?pagina=2$/);
  // the first Tab shows 'Vai al contenuto', which takes the keyboard past the top bar and the menu
  await expect(page.getByRole('heading', { name: 'Corsi' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Vai al contenuto' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/skip-link-1280x800.png` });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.getByRole('button', { name: 'Avviso sito di testing' }).click();
  await expect(toast(page, 'Questo è il sito di testing. Alcune funzionalità potrebbero essere limitate.')).toBeVisible();
});

test('an administrator adds an operator, who receives her invitation', async ({ page }) => {
  const email = `nuova-${Date.now()}@example.org`;
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Operatori', exact: true }).click();
  await page.getByRole('button', { name: 'Aggiungi operatore' }).click();
  const modal = page.getByRole('dialog', { name: 'Aggiungi Nuovo Operatore' });
  await modal.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await modal.getByRole('textbox', { name: 'Conferma email' }).fill(`x${email}`);
  await expect(modal.getByText('Le email non corrispondono')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Conferma email' }).fill(email);
  await modal.getByRole('textbox', { name: 'Nome', exact: true }).fill('Elena');
  await modal.getByRole('textbox', { name: 'Cognome' }).fill('Sartori');
  await modal.getByRole('combobox', { name: 'Municipio' }).click();
  await page.getByRole('option', { name: 'Municipio II', exact: true }).click();
  await modal.getByRole('combobox', { name: 'C.O.L.' }).click();
  await page.getByRole('option').first().click();
  await modal.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Operatore aggiunto con successo')).toBeVisible();

  await expect(modal).toBeHidden();
  // without mail the invitation link is shown once, to send to her
  const invite = page.getByRole('dialog', { name: 'Link di invito' });
  await expect(invite.getByRole('textbox', { name: 'Link di invito' })).toHaveValue(/\/reset-password\?token=[\w-]+&invito=1$/);
  await invite.getByRole('button', { name: 'Fatto' }).click();
  await expect(invite).toBeHidden();
  await page.getByRole('form', { name: 'Filtri' }).getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Applica filtri' }).click();
  await expect(page.getByText('Showing 1-1 of 1')).toBeVisible();
  await expect(page.getByRole('row', { name: /Elena/ }).getByText('Municipio II')).toBeVisible();
  const invitation = await lastMailLink(email);
  expect(invitation).toMatch(/\/reset-password\?token=[\w-]+&invito=1$/);

  // she opens it: words for a first password, not for a reset
  await openUserMenu(page);
  await userMenu(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  await page.goto(invitation);
  await expect(page.getByText('Scegli la tua password')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Benvenuta1!');
  await page.getByRole('textbox', { name: 'Conferma password' }).fill('Benvenuta1?');
  await expect(page.getByText('Le password non coincidono')).toBeVisible();
  await page.getByRole('textbox', { name: 'Conferma password' }).fill('Benvenuta1!');
  await page.getByRole('button', { name: 'Imposta password' }).click();
  await expect(toast(page, 'Password impostata con successo')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, email, 'Benvenuta1!');
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`at ${viewport.width} px a toast never covers the top bar`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Avviso sito di testing' }).click();
    const notice = toast(page, 'Questo è il sito di testing.');
    await expect(notice).toBeVisible();
    const bar = (await page.getByRole('banner').boundingBox())!;
    const box = (await notice.boundingBox())!;
    expect(box.y >= bar.y + bar.height || box.y + box.height <= bar.y).toBe(true);
    // nor the filters of the list she lands on (folded behind a button on a phone)
    if (viewport.width >= 1280) {
      const filters = (await page.getByRole('form', { name: 'Filtri' }).boundingBox())!;
      expect(box.y >= filters.y + filters.height || box.y + box.height <= filters.y).toBe(true);
    }
    // the bar's controls still take clicks while the toast counts down
    await openUserMenu(page);
    await expect(notice).toBeVisible();
  });
}

test('the app is installable: a web manifest and a service worker', async ({ page, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.lang).toBe('it');
  expect(manifest.display).toBe('standalone');
  await page.goto('/');
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(worker).toMatch(/\/sw\.js$/);
  // a new version of the worker must reach users at once
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
});

test("a signed-in start adds no preload link per file of the shell's and the first screen's code", async ({ page, request }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Beneficiari' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
  // the page's own (index.html's) and none added for the lazy files: the browser finds them from their imports
  const inPage = ((await (await request.get('/')).text()).match(/rel="modulepreload"/g) ?? []).length;
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(inPage);
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length);
  expect(scripts).toBeGreaterThan(20);
});
