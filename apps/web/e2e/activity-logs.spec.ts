import { expect, test } from './support/test';
import { adminHeaders, createActiveOperator } from './support/api';
import { ADMIN } from './support/env';
import { signIn } from './support/ui';

test('the Registro Attività names a deleted operator, says the outcome in words and shows views on demand', async ({ page, request }) => {
  const op = await createActiveOperator(request, { name: 'Marta', surname: 'Galli' });
  const headers = await adminHeaders(request);
  const deleted = await request.delete(`/api/auth/operators/${op.ID}`, { headers });
  expect(deleted.status()).toBe(204);

  // signing in lands on /beneficiari: a view of the beneficiary list, logged
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Logs', exact: true }).click();
  const table = page.getByRole('table', { name: 'Registro Attività' });
  // the first screen of a lazy page on a busy machine can take longer than one assertion's wait
  await expect(table).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  const row = table.getByRole('row').filter({ hasText: `Operatore eliminato: Marta Galli <${op.email}>` });
  await expect(row).toContainText('Eliminazione Operatore');
  await expect(row).toContainText('Riuscita');
  await expect(row).toContainText(ADMIN.email);
  await expect(table.getByText('Visualizzazione Beneficiario')).toHaveCount(0);

  // the switch's own (visually hidden) input takes the click over its whole label
  await page.getByRole('switch', { name: 'Mostra anche le visualizzazioni' }).click();
  await expect(page).toHaveURL(/include_views=true/);
  await expect(table.getByText('Visualizzazione Beneficiario').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Entità' }).click();
  await page.getByRole('option', { name: 'Operatore', exact: true }).click();
  await page.getByRole('button', { name: 'Applica filtri' }).click();
  await expect(page).toHaveURL(/entita=operators/);
  await expect(table.getByText('Visualizzazione Beneficiario')).toHaveCount(0);
  await expect(row).toBeVisible();
});
