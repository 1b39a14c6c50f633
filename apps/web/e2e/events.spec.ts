import { expect, test } from './support/test';
import { adminHeaders } from './support/api';
import { insertBeneficiaries } from './support/db';
import { ADMIN } from './support/env';
import { signIn, toast } from './support/ui';

const SHOTS = '../../.test-results/screenshots';
const run = Date.now().toString(36).toUpperCase();

test.use({ viewport: { width: 1280, height: 800 } });

test('career days: add one through the form, see it listed, sign a beneficiary up, open her from the participants, edit it', async ({
  page,
  request,
}) => {
  const [beneficiaryId] = await insertBeneficiaries([{ name: 'Lucia', surname: `Partecipante${run}`, email: null, phone: null }]);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Careers Days' }).click();
  await expect(page).toHaveURL(/\/carrers-day$/);

  const title = `Fiera ${run}`;
  await page.getByRole('button', { name: 'Aggiungi Career Day' }).click();
  const form = page.getByRole('dialog', { name: 'Aggiungi Career Day' });
  await form.getByLabel('Titolo').fill(title);
  await form.getByLabel('Data').fill('12/05/2026');
  await form.getByLabel('Note').fill('Aula magna, portare il curriculum');
  await expect(form.getByText('33/250')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Cancella', exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/events-career-day-form-1280x800.png` });
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Carrer Day creato con successo')).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByLabel('Titolo').fill(title);
  await page.getByRole('button', { name: 'Applica filtri' }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('12/05/2026')).toBeVisible();
  await expect(row.getByRole('button', { name: /mostra tutto/ })).toHaveText('Aula magna…');

  // a sign-up made from the beneficiary's side shows in the count and the participants
  const headers = await adminHeaders(request);
  const list = await request.get(`/api/auth/carrers-days/?title=${encodeURIComponent(title)}`, {
    headers,
  });
  const [{ ID }] = (await list.json()) as { ID: number }[];
  const joined = await request.post(`/api/auth/beneficiaries/${beneficiaryId}/carrers-days/`, {
    headers,
    data: { carrers_days_ids: [ID] },
  });
  expect(joined.status()).toBe(201);
  await page.reload();
  await row.getByRole('button', { name: /Partecipanti di/ }).click();
  const participants = page.getByRole('dialog', { name: /Partecipanti/ });
  const link = participants.getByRole('link', { name: new RegExp(`Partecipante${run}`) });
  await expect(link).toHaveAttribute('href', `/beneficiari/${beneficiaryId}?tab=16`);
  await page.screenshot({ path: `${SHOTS}/events-career-day-participants-1280x800.png` });
  await page.keyboard.press('Escape');

  // a career day with participants cannot be deleted
  await row.getByRole('button', { name: /^Elimina/ }).click();
  await page.getByRole('dialog', { name: 'Elimina Career Day' }).getByRole('button', { name: 'Elimina' }).click();
  await expect(toast(page, 'Operazione non consentita, esistono delle dipendenze per questa risorsa')).toBeVisible();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: /^Modifica/ }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica Career Day' });
  await edit.getByLabel('Titolo').fill(`${title} bis`);
  await edit.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Modifica effettuata con successo')).toBeVisible();
  await expect(edit).toBeHidden();
  // the form's field, not the chip of the applied title ('Rimuovi filtro Titolo')
  await page.getByRole('form', { name: 'Filtri' }).getByLabel('Titolo').fill(`${title} bis`);
  await page.getByRole('button', { name: 'Applica filtri' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`${title} bis`) })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/events-career-days-1280x800.png` });

  await page.setViewportSize({ width: 375, height: 800 });
  // exact: the chip of the applied title reads 'Titolo: … bis'
  await expect(page.getByText(`${title} bis`, { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/events-career-days-375.png`, fullPage: true });
});

test('group activities: add one, see it listed, and delete it', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Group Activity' }).click();
  await expect(page).toHaveURL(/\/group-activity$/);

  const name = `Laboratorio ${run}`;
  await page.getByRole('button', { name: 'Aggiungi Group Activity' }).click();
  const form = page.getByRole('dialog', { name: 'Aggiungi Group Activity' });
  await form.getByLabel('Nome').fill(name);
  await form.getByLabel('Tipo').fill('Laboratorio');
  await form.getByLabel('Data').fill('01/09/2026');
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Group Activity creata con successo')).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByLabel('Nome').fill(name);
  await page.getByRole('button', { name: 'Applica filtri' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('01/09/2026')).toBeVisible();
  await expect(row.getByRole('button', { name: /Partecipanti di/ })).toHaveText('0');
  await page.screenshot({ path: `${SHOTS}/events-group-activities-1280x800.png` });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/events-group-activities-375.png`, fullPage: true });
  await page.getByRole('button', { name: `Elimina ${name} (01/09/2026)` }).click();
  await page.getByRole('dialog', { name: 'Elimina Group Activity' }).getByRole('button', { name: 'Elimina' }).click();
  await expect(toast(page, 'Elemento eliminato con successo!')).toBeVisible();
  await expect(page.getByText('Non ci sono dati')).toBeVisible();
});
