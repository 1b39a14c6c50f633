import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './support/test';
import { adminHeaders, createActiveOperator } from './support/api';
import { ADMIN } from './support/env';
import { openUserMenu, signIn, toast, userMenu } from './support/ui';

const run = Date.now().toString(36).toUpperCase();

type Request = Parameters<typeof adminHeaders>[0];
type Page = Parameters<typeof signIn>[0];

async function createCompany(request: Request, body: Record<string, unknown>) {
  const headers = await adminHeaders(request);
  const res = await request.post('/api/auth/companies/', {
    data: { company_type: 'Azienda per tirocinio', ...body },
    headers,
  });
  if (res.status() !== 201) throw new Error(`company not created: ${res.status()} ${await res.text()}`);
}

/** The name cell of the list's first company. */
const firstCompanyName = (page: Page) =>
  page.getByRole('table', { name: 'Elenco delle aziende' }).getByRole('row').nth(1).getByRole('cell').first();

/** Ticks or unticks a column in the list's 'Colonne' menu, then closes it. */
async function showColumn(page: Page, name: string, shown = true) {
  await page.getByRole('button', { name: /^Colonne/ }).click();
  const menu = page.getByRole('dialog', { name: /Colonne/ });
  await menu.getByRole('checkbox', { name, exact: true }).setChecked(shown);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

async function openCompanies(page: Page) {
  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Aziende', exact: true }).click();
  await expect(page).toHaveURL(/\/aziende/);
}

test.describe('at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an administrator adds a company with two positions and finds them in its position lists', async ({ page, request }) => {
    const name = `Trattoria Perché ${run}`;
    const known = `Bottega Aperta ${run}`;
    await createCompany(request, { company_name: known, state_contact: 'Primo contatto' });
    await signIn(page, ADMIN.email, ADMIN.password);
    await openCompanies(page);
    // the filters she rarely uses are folded behind 'Altri filtri': the first company's name is whole on screen, without
    // scrolling (its cell, not its row: the row runs on to the right, past the table's scrolling edge)
    await expect(page.getByRole('row', { name: new RegExp(known) })).toBeVisible();
    await expect(firstCompanyName(page)).toBeInViewport({ ratio: 1 });

    await page.getByRole('button', { name: 'Aggiungi azienda' }).click();
    const form = page.getByRole('dialog', { name: 'Aggiungi azienda' });
    await expect(form.getByRole('button', { name: 'Salva' })).toBeDisabled();
    await form.getByRole('textbox', { name: 'Sito web' }).fill('non un sito');
    await form.getByRole('textbox', { name: 'Telefono referente', exact: true }).fill('12ab');
    await form.getByRole('textbox', { name: 'Nome azienda' }).fill(name);
    await expect(form.getByText('Inserire un URL valido')).toBeVisible();
    await expect(form.getByText('Inserire un numero di telefono valido')).toBeVisible();
    await form.getByRole('textbox', { name: 'Sito web' }).fill('www.trattoria-perche.it');
    await form.getByRole('textbox', { name: 'Telefono referente', exact: true }).fill('+39 06 1234567');
    await form.getByRole('textbox', { name: 'Note', exact: true }).fill('Cucina romana tradizionale, chiusa il lunedì');
    await page.screenshot({ path: '/tmp/companies-form-1280.png' });
    await form.getByRole('button', { name: 'Salva' }).click();
    await expect(toast(page, 'Azienda aggiunta con successo')).toBeVisible();
    await expect(form).toBeHidden();

    await page.getByRole('textbox', { name: 'Nome azienda' }).fill(name);
    await page.getByRole('button', { name: 'Applica filtri' }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    // the website is hidden by default: she shows it through 'Colonne'
    await showColumn(page, 'Sito web');
    await expect(row.getByRole('link', { name: 'www.trattoria-perche.it' })).toHaveAttribute('href', 'https://www.trattoria-perche.it');

    for (const role of ['Aiuto cuoco', 'Cameriere di sala']) {
      await row.getByRole('button', { name: `Aggiungi posizione a ${name}` }).click();
      const positionForm = page.getByRole('dialog', { name: /Aggiungi posizione/ });
      await positionForm.getByRole('textbox', { name: 'Posizioni Lavorative' }).focus();
      await positionForm.getByRole('textbox', { name: 'Posizioni Lavorative' }).blur();
      await expect(positionForm.getByText('Il campo Posizioni Lavorative è obbligatorio.')).toBeVisible();
      await positionForm.getByRole('textbox', { name: 'Posizioni Lavorative' }).fill(role);
      await positionForm.getByRole('textbox', { name: 'Luogo' }).fill('Via dei Fori 3, Roma');
      await positionForm.getByRole('button', { name: 'Salva' }).click();
      await expect(toast(page, 'Dettagli tirocinio aggiunti con successo')).toBeVisible();
      await expect(positionForm).toBeHidden();
    }

    await expect(row.getByRole('button', { name: '2 Tutte le posizioni' })).toBeVisible();
    await expect(row.getByRole('button', { name: '0 Posizioni occupate' })).toBeVisible();
    await page.screenshot({ path: '/tmp/companies-list-1280.png' });

    await row.getByRole('button', { name: '2 Posizioni libere' }).click();
    const free = page.getByRole('dialog', { name: /Posizioni libere/ });
    await expect(free.getByRole('article')).toHaveCount(2);
    await expect(free.getByRole('article', { name: 'Posizione Aiuto cuoco' }).getByRole('img', { name: 'Libera' })).toBeVisible();
    await expect(free.getByRole('article', { name: 'Posizione Cameriere di sala' })).toContainText('Via dei Fori 3, Roma');
    await page.screenshot({ path: '/tmp/companies-positions-1280.png' });

    // editing without a change saves nothing
    await free.getByRole('button', { name: 'Modifica posizione Aiuto cuoco' }).click();
    const edit = page.getByRole('dialog', { name: /Modifica posizione/ });
    await edit.getByRole('button', { name: 'Salva' }).click();
    await expect(toast(page, 'Nessuna modifica rilevata')).toBeVisible();
    await expect(edit).toBeHidden();
    await free.getByRole('button', { name: 'Chiudi' }).last().click();
    await expect(free).toBeHidden();

    await row.getByRole('button', { name: '0 Posizioni occupate' }).click();
    const occupied = page.getByRole('dialog', { name: /Posizioni occupate/ });
    await expect(occupied.getByText('Nessun elemento disponibile')).toBeVisible();
    await occupied.getByRole('button', { name: 'Chiudi' }).last().click();

    // a company with positions cannot be deleted
    await row.getByRole('button', { name: `Elimina ${name}` }).click();
    await page.getByRole('dialog', { name: 'Elimina azienda' }).getByRole('button', { name: 'Elimina' }).click();
    await expect(toast(page, "Impossibile eliminare l'azienda: ha posizioni di tirocinio, tirocini o corsi collegati")).toBeVisible();
    await page.screenshot({ path: '/tmp/companies-delete-refused-1280.png' });
    await expect(row).toBeVisible();
  });

  test("an administrator's actions stay in view at the right edge, and the columns she hides stay hidden", async ({ page, request }) => {
    const name = `Cantiere Largo ${run}`;
    await createCompany(request, { company_name: name, state_contact: 'Primo contatto', address: 'Via Lunga 1, Roma' });
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto(`/aziende?name=${encodeURIComponent(name)}`);
    const table = page.getByRole('table', { name: 'Elenco delle aziende' });
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();

    // the table scrolls sideways, but its actions are on screen without scrolling
    const region = page.getByRole('region', { name: 'Elenco delle aziende, scorrevole' });
    expect(await region.evaluate((el) => [el.scrollLeft, el.scrollWidth > el.clientWidth])).toEqual([0, true]);
    await expect(table.getByRole('columnheader', { name: 'Azioni', exact: true })).toBeInViewport({ ratio: 1 });
    for (const action of [`Aggiungi posizione a ${name}`, `Modifica ${name}`, `Elimina ${name}`]) {
      await expect(row.getByRole('button', { name: action })).toBeInViewport({ ratio: 1 });
    }
    await page.screenshot({ path: '/tmp/companies-sticky-1280.png' });

    // the name and the actions cannot be hidden; the address can, and stays hidden after a reload
    await page.getByRole('button', { name: /^Colonne/ }).click();
    const menu = page.getByRole('dialog', { name: /Colonne/ });
    await expect(menu.getByRole('checkbox', { name: 'Nome azienda', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('checkbox', { name: 'Azioni', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('checkbox', { name: 'Fonte' })).not.toBeChecked();
    await page.screenshot({ path: '/tmp/companies-columns-menu-1280.png' });
    const axe = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // by keyboard: the button opens the menu, Space unticks the address, Escape goes back to the button
    const columnsButton = page.getByRole('button', { name: /^Colonne/ });
    await columnsButton.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await menu.getByRole('checkbox', { name: 'Indirizzo', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(menu.getByRole('checkbox', { name: 'Indirizzo', exact: true })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(columnsButton).toBeFocused();
    await expect(table.getByRole('columnheader', { name: 'Indirizzo' })).toHaveCount(0);
    await page.reload();
    await expect(row).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Indirizzo' })).toHaveCount(0);
    await expect(row).not.toContainText('Via Lunga 1');
    await expect(page.getByRole('button', { name: 'Colonne (4 nascoste)' })).toBeVisible();

    // scrolled to the far end, in dark mode: the actions keep their place, over the columns beneath
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth / 2 }));
    await openUserMenu(page);
    await userMenu(page).getByRole('button', { name: 'Tema scuro' }).click();
    await page.keyboard.press('Escape');
    await expect(userMenu(page)).toBeHidden();
    await expect(row.getByRole('button', { name: `Modifica ${name}` })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: '/tmp/companies-sticky-dark-1280.png' });

    // back to the default
    await page.getByRole('button', { name: /^Colonne/ }).click();
    await menu.getByRole('button', { name: 'Ripristina colonne' }).click();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: 'Indirizzo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Colonne (3 nascoste)' })).toBeVisible();
  });

  test('an operator sees only the signed companies and no administrator actions', async ({ page, request }) => {
    const signed = `Officina Firmata ${run}`;
    const first = `Officina Primo Contatto ${run}`;
    await createCompany(request, { company_name: signed, state_contact: 'Manifestazione firmata', fonte: 'Camera di commercio' });
    await createCompany(request, { company_name: first, state_contact: 'Primo contatto' });
    const operator = await createActiveOperator(request);

    await signIn(page, operator.email, operator.password);
    await openCompanies(page);
    await expect(page.getByRole('combobox', { name: 'Stato contatto' })).toHaveValue('Manifestazione firmata');
    await expect(page.getByRole('row', { name: new RegExp(signed) })).toBeVisible();
    await expect(firstCompanyName(page)).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('list', { name: 'Filtri attivi' })).toContainText('Stato contatto: Manifestazione firmata');
    await expect(page.getByRole('row', { name: new RegExp(first) })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Azioni', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Elimina / })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Fonte' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Esporta' })).toHaveCount(0);
    // she may still add a company
    await expect(page.getByRole('button', { name: 'Aggiungi azienda' })).toBeVisible();
    await page.screenshot({ path: '/tmp/companies-operator-1280.png' });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the list and the company form fit a 375 px screen', async ({ page, request }) => {
    const name = `Forno Mobile ${run}`;
    await createCompany(request, { company_name: name, state_contact: 'Manifestazione firmata', notes: 'Apre alle sei del mattino' });
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto(`/aziende?name=${encodeURIComponent(name)}`);
    await expect(page.getByText(name).first()).toBeVisible();
    await page.screenshot({ path: '/tmp/companies-list-375.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: '/tmp/companies-list-375x812.png' });
    await page.getByRole('button', { name: /Note: mostra tutto/ }).click();
    await expect(page.getByRole('dialog', { name: 'Note' })).toContainText('Apre alle sei del mattino');
    await page.getByRole('dialog', { name: 'Note' }).getByRole('button', { name: 'Chiudi' }).click();
    await page.getByRole('button', { name: 'Aggiungi azienda' }).click();
    await expect(page.getByRole('dialog', { name: 'Aggiungi azienda' })).toBeVisible();
    await page.screenshot({ path: '/tmp/companies-form-375.png' });
  });
});
