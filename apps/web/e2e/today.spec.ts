import { expect, test } from './support/test';
import { createActiveOperator } from './support/api';
import { insertBeneficiaries, query } from './support/db';
import { SHOTS } from './support/env';
import { createCourse } from './support/path';
import { signIn, toast } from './support/ui';

const run = Date.now().toString(36).toUpperCase();
/** A day from today, in Italy, as YYYY-MM-DD. */
const inDays = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() + n * 86_400_000));

test.use({ viewport: { width: 1280, height: 800 } });

test("'Oggi': an operator's deadlines open her beneficiary's record at the right tab (a course starting at Corsi, a permit at its tab); the badge follows her saves; signing in still lands on Beneficiari", async ({
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
  // and she is enrolled in a course starting in 12 days
  const course = await createCourse(request, `Ente Oggi ${run}`, { start_date: inDays(12) });
  await query('INSERT INTO participants (beneficiary_id, course_id) VALUES ($1, $2)', [beneficiaryId, course.ID]);

  await signIn(page, operator.email, operator.password); // lands on /beneficiari, as before
  const menu = page.getByRole('navigation', { name: 'Menu principale' });
  const today = menu.getByRole('link', { name: /^Oggi/ });
  await expect(today).toHaveAccessibleName(/^Oggi\s*2 scadenze$/);
  await today.click();
  await expect(page).toHaveURL(/\/oggi$/);
  await expect(page.getByRole('heading', { name: 'Oggi', level: 1 })).toBeVisible();

  // the course starting: its day, her name, the course and its training body; it opens her Corsi tab
  const courses = page.getByRole('region', { name: 'Corsi in partenza' });
  const [courseType, provider] = course.name.split(' – ');
  await expect(courses).toContainText(`${surname} Amina · ${courseType} (${provider})`);
  const startDay = inDays(12).split('-').reverse().join('/'); // as the screens write it: 09/04/2030
  await expect(courses).toContainText(`${startDay}${surname} Amina`);
  await page.screenshot({ path: `${SHOTS}/oggi-course-1280x800.png` });
  await courses.getByRole('link', { name: `${surname} Amina` }).click();
  await expect(page).toHaveURL(new RegExp(`/beneficiari/${beneficiaryId}\\?tab=10$`));
  await expect(page.getByRole('tab', { name: 'Corsi', selected: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: courseType });
  await expect(row).toContainText(provider);
  await expect(row).toContainText(startDay); // the course's start date, in its own column

  // she takes her off the course: the badge says so at once, not in five minutes
  await row.getByRole('button', { name: `Rimuovi la partecipazione a ${course.name}` }).click();
  await page.getByRole('dialog', { name: 'Rimuovi partecipazione' }).getByRole('button', { name: 'Rimuovi' }).click();
  await expect(toast(page, 'Elemento eliminato con successo!')).toBeVisible();
  await expect(today).toHaveAccessibleName(/^Oggi\s*1 scadenza$/);
  await today.click();
  await expect(page.getByRole('region', { name: 'Corsi in partenza' })).toContainText('Nessun corso in partenza');

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
