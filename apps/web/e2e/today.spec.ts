import { expect, test } from './support/test';
import { createActiveOperator } from './support/api';
import { insertBeneficiaries, query } from './support/db';
import { SHOTS } from './support/env';
import { signIn } from './support/ui';

const run = Date.now().toString(36).toUpperCase();
/** A day from today, in Italy, as YYYY-MM-DD. */
const inDays = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() + n * 86_400_000));

test.use({ viewport: { width: 1280, height: 800 } });

test("'Oggi': an operator's deadline opens her beneficiary's record at the right tab; signing in still lands on Beneficiari", async ({
  page,
  request,
}) => {
  const surname = `Scadenza${run}`;
  const operator = await createActiveOperator(request);
  const [beneficiaryId] = await insertBeneficiaries([{ name: 'Amina', surname, email: null, phone: null }]);
  // she follows her (the operator who registers a beneficiary follows her); her permit expires in 10 days
  await query('UPDATE beneficiaries SET operator_id = $1 WHERE id = $2', [operator.ID, beneficiaryId]);
  await query(`INSERT INTO residence_permits (beneficiary_id, type, start_date, exp_date) VALUES ($1, 'Lavoro subordinato', $2, $3)`, [
    beneficiaryId,
    inDays(-355),
    inDays(10),
  ]);

  await signIn(page, operator.email, operator.password); // lands on /beneficiari, as before
  const menu = page.getByRole('navigation', { name: 'Menu principale' });
  const today = menu.getByRole('link', { name: /^Oggi/ });
  await expect(today).toHaveAccessibleName(/^Oggi\s*1 scadenza$/);
  await today.click();
  await expect(page).toHaveURL(/\/oggi$/);
  await expect(page.getByRole('heading', { name: 'Oggi', level: 1 })).toBeVisible();

  const permits = page.getByRole('region', { name: 'Permessi di soggiorno in scadenza' });
  await expect(page.getByRole('region', { name: 'Costi da verificare' })).toContainText('Nessun costo da verificare');
  await expect(page.getByRole('region', { name: 'I beneficiari che segui' }).getByRole('link', { name: `${surname} Amina` })).toBeVisible();
  await permits.getByRole('link', { name: `${surname} Amina` }).click();

  await expect(page).toHaveURL(new RegExp(`/beneficiari/${beneficiaryId}\\?tab=8$`));
  await expect(page.getByRole('tab', { name: 'Permesso di soggiorno', selected: true })).toBeVisible();
  await expect(page.getByText('Lavoro subordinato')).toBeVisible();

  // back on 'Oggi', the record she just opened is listed among the recent ones
  await today.click();
  await expect(page.getByRole('region', { name: 'Aperte di recente' }).getByRole('link', { name: `${surname} Amina` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/oggi-1280x800.png` });
});
