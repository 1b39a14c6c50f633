import { expect, test } from './support/test';
import { createActiveOperator } from './support/api';
import { choose, createThroughApi, field, fillPersonalData, removeByFiscalCode, shot } from './support/beneficiary';
import { ADMIN } from './support/env';
import { signIn, toast } from './support/ui';

// The beneficiary herself (spec 02 §2, §5, §8): create, read, edit, duplicates, delete, her Registro.

const run = Date.now().toString(36).slice(-4);
test('an operator creates a beneficiary, reads and edits her personal data', async ({ page, request }) => {
  await removeByFiscalCode(request, 'CLMSRA92P43H501N');
  const op = await createActiveOperator(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, op.email, op.password);
  await page.getByRole('link', { name: 'Nuovo beneficiario' }).click();
  await expect(page).toHaveURL(/\/beneficiari\/new$/);
  await expect(page.getByRole('heading', { name: 'Nuovo beneficiario' })).toBeVisible();
  // the record's other parts are steps, not links, until she is saved
  await expect(page.getByRole('listitem').filter({ hasText: '1. Dati Personali' })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('tab')).toHaveCount(0);

  await fillPersonalData(page, {
    name: 'Sara',
    surname: `Colombo${run}`,
    fiscalCode: 'clmsra92p43h501n',
    birth: '03/09/1991',
    phone: '347 555 0101',
    email: `sara.${run}@example.org`,
  });
  // a code that disagrees with the birth date: a hint, not a block
  await expect(page.getByText('Il codice fiscale non è coerente con: data di nascita.')).toBeVisible();
  await field(page, 'Data di nascita').fill('03/09/1992');
  await field(page, 'Data di nascita').press('Tab');
  await expect(page.getByText(/Il codice fiscale non è coerente/)).toHaveCount(0);
  await shot(page, 'create-1280');
  await page.getByRole('button', { name: 'Crea beneficiario' }).click();

  await expect(toast(page, 'Beneficiario creato con successo')).toBeVisible();
  await expect(page).toHaveURL(/\/beneficiari\/\d+$/);
  await expect(page.getByRole('heading', { name: `Sara Colombo${run}` })).toBeVisible();
  // no project data yet: nothing says whether she is active
  await expect(page.getByText('Progetto da compilare', { exact: true })).toBeVisible();
  await expect(page.getByText(/^02_\d{3}$/).first()).toBeVisible();
  await expect(page.getByText(/^03\/09\/1992 \(\d+ anni\)$/)).toBeVisible();
  await expect(page.getByText(op.email)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Dati Personali', selected: true })).toBeVisible();
  await expect(page.getByText('CLMSRA92P43H501N')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Registro Attività' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Elimina beneficiario' })).toHaveCount(0);
  await shot(page, 'detail-1280');

  // edit: only what changed is sent; then nothing changed
  await page.getByRole('button', { name: 'Modifica' }).click();
  await page.locator('#phone-number').fill('347 555 0199');
  await choose(page, 'Stato civile', 'Nubile');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Dati personali aggiornati con successo.')).toBeVisible();
  await expect(page.getByRole('link', { name: /3475550199/ })).toBeVisible();
  await expect(page.getByText('Nubile')).toBeVisible();
  await page.getByRole('button', { name: 'Modifica' }).click();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Nessuna modifica rilevata')).toBeVisible();

  // an operator does not get the Registro Attività, not even by its address
  await page.goto(`${new URL(page.url()).pathname}?tab=19`);
  await expect(page.getByRole('tab', { name: 'Dati Personali', selected: true })).toBeVisible();
  await page.goto(`${new URL(page.url()).pathname}?tab=14`);
  await expect(page.getByText('Questa sezione è attualmente in fase di sviluppo.')).toBeVisible();
  await page.getByRole('tab', { name: 'Costi' }).click();
  await expect(page).toHaveURL(/\?tab=12$/);
  await expect(page.getByText('Nessun costo', { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(new URL(page.url()).pathname);
  await expect(page.getByRole('heading', { name: `Sara Colombo${run}` })).toBeVisible();
  await expect(page.getByText(op.email)).toBeHidden();
  await page.getByRole('button', { name: 'Mostra dettagli' }).click();
  await expect(page.getByText(op.email)).toBeVisible();
  await shot(page, 'detail-375');
  await page.goto('/beneficiari/new');
  await expect(page.getByRole('heading', { name: 'Nuovo beneficiario' })).toBeVisible();
  await shot(page, 'create-375');
});

test('a fiscal code already used shows its message on the field', async ({ page, request }) => {
  await removeByFiscalCode(request, 'RCCLNE79S61H501K');
  const other = await createThroughApi(request, {
    name: 'Elena',
    surname: `Ricci${run}`,
    fiscal_code: 'RCCLNE79S61H501K',
    birth_date: '1979-11-21',
  });
  const her = await createThroughApi(request, { name: 'Marta', surname: `Gallo${run}`, birth_date: '1990-02-14' });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/beneficiari/${her.ID}`);
  await page.getByRole('button', { name: 'Modifica' }).click();
  await field(page, 'Codice fiscale').fill(other.fiscal_code);
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Il Codice fiscale è già presente nel sistema')).toBeVisible();
  await expect(field(page, 'Codice fiscale')).toHaveAttribute('aria-invalid', 'true');
});

test('the create screen warns of a probable duplicate and links to her', async ({ page, request }) => {
  const existing = await createThroughApi(request, { name: 'Irene', surname: `Fontana${run}`, birth_date: '1985-06-30' });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/beneficiari/new');
  await fillPersonalData(page, {
    name: `fontana${run}`,
    surname: 'Irène',
    fiscalCode: '',
    birth: '30/06/1985',
    phone: '347 555 0202',
    email: `irene.${run}@example.org`,
  });
  await page.getByRole('button', { name: 'Crea beneficiario' }).click();
  const modal = page.getByRole('dialog', { name: 'Possibile beneficiario già registrato' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('stessa data di nascita e nome simile')).toBeVisible();
  await shot(page, 'duplicates');
  await modal.getByRole('link', { name: `Irene Fontana${run}` }).click();
  await expect(page).toHaveURL(new RegExp(`/beneficiari/${existing.ID}$`));
  await expect(page.getByRole('heading', { name: `Irene Fontana${run}` })).toBeVisible();
});

test('an administrator reads her Registro Attività and deletes her, back on the list', async ({ page, request }) => {
  const her = await createThroughApi(request, { name: 'Giorgia', surname: `Neri${run}`, birth_date: '1993-01-05' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/beneficiari/${her.ID}?tab=19`);
  await expect(page.getByRole('tab', { name: 'Registro Attività', selected: true })).toBeVisible();
  await expect(page.getByText('Inserimento Beneficiario')).toBeVisible();
  await expect(page.getByText(ADMIN.email).first()).toBeVisible();
  await expect(page.getByText(/Beneficiario aggiunto: Giorgia/)).toBeVisible();
  await page.getByRole('switch', { name: 'Mostra anche le visualizzazioni' }).click();
  await expect(page).toHaveURL(/include_views=true/);
  await expect(page.getByText('Visualizzazione Beneficiario').first()).toBeVisible();
  await shot(page, 'registro-1280');

  await page.getByRole('button', { name: 'Elimina beneficiario' }).click();
  const confirm = page.getByRole('dialog', { name: 'Elimina beneficiario' });
  await expect(
    confirm.getByText('Sei sicuro di voler eliminare questo beneficiario? Questa azione non può essere annullata.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(toast(page, 'Elemento eliminato con successo!')).toBeVisible();
  await expect(page).toHaveURL(/\/beneficiari$/);
  await page.goto(`/beneficiari/${her.ID}`);
  await expect(page).toHaveURL(/\/not-found$/);
});
