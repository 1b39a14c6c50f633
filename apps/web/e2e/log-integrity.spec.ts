import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import pg from 'pg';
import { expect, test } from './support/test';
import { ADMIN, DB_URL_FILE } from './support/env';
import { signIn } from './support/ui';

/** The e2e server's database, as someone with SQL access to it (the tampering the check must find). */
async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: readFileSync(DB_URL_FILE, 'utf8').trim() });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

test('an administrator verifies the Registro’s chain on its screen: intact, then altered at the entry changed with SQL, then intact again', async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Logs', exact: true }).click();
  // the section is there as soon as the page is, whatever its list is doing (a lazy page: a while on a busy machine)
  const section = page.getByRole('region', { name: 'Verifica integrità del registro' });
  await expect(section).toBeVisible({ timeout: 30_000 });
  const verdict = section.getByRole('status');
  const verify = () => section.getByRole('button', { name: 'Verifica integrità' }).click();

  await verify();
  await expect(verdict).toContainText(/Registro integro: [\d.]+ voci verificate/, { timeout: 60_000 });

  // the newest sealed entry (the sign-in's, a moment ago: the product seals within seconds)
  await expect.poll(async () => (await sql('SELECT 1 FROM activity_log_seals LIMIT 1')).length, { timeout: 15_000 }).toBe(1);
  const [entry] = await sql<{ id: number; entity: string }>(
    'SELECT l.id, l.entity FROM activity_log_seals s JOIN activity_logs l ON l.id = s.log_id ORDER BY s.seq DESC LIMIT 1',
  );
  await sql('UPDATE activity_logs SET entity = $2 WHERE id = $1', [entry.id, `${entry.entity} `]);
  try {
    await verify();
    await expect(verdict).toContainText(`Registro alterato alla voce #${entry.id} del `, { timeout: 60_000 });
    await expect(verdict).toContainText('(contenuto modificato)');
    await expect(verdict).toContainText('1 interruzione trovata');
    // the result as a person reads it: no serious or critical finding of axe's
    const { violations } = await new AxeBuilder({ page })
      .include('section[aria-labelledby="log-integrity-title"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await page.screenshot({ path: '../../.test-results/screenshots/log-integrity-altered.png', fullPage: true });
  } finally {
    await sql('UPDATE activity_logs SET entity = $2 WHERE id = $1', [entry.id, entry.entity]);
  }
  await verify();
  await expect(verdict).toContainText(/Registro integro: [\d.]+ voci verificate/, { timeout: 60_000 });
});
