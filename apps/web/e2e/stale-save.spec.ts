import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './support/test';
import { adminHeaders, createActiveOperator } from './support/api';
import { insertBeneficiaries } from './support/db';
import { openTab, panel, save } from './support/sections';
import { signIn } from './support/ui';

// Two operators edit the same section of the same beneficiary: the second save, based on what she
// opened before the first one, is refused; she sees what the other changed, reloads keeping what
// she typed, and saves. Nothing of either is lost.

const run = Date.now().toString(36).toUpperCase();
const TAB = 'Informazioni Servizi/Reti';
const SAVED = 'Informazioni sui servizi salvate con successo';

test('a save over a version another operator has changed since is refused, reloaded with her text, and saved', async ({
  page,
  browser,
  request,
}) => {
  const [first, second] = [await createActiveOperator(request), await createActiveOperator(request)];
  const [beneficiaryId] = await insertBeneficiaries([{ name: 'Giulia', surname: `Versioni${run}` }]);
  const created = await request.post(`/api/auth/beneficiaries/${beneficiaryId}/about-service`, {
    headers: await adminHeaders(request),
    data: { beneficiary_id: beneficiaryId, sending_service: 'Centro antiviolenza' },
  });
  expect(created.status()).toBe(201);

  // the first operator in her own browser, the second on this page: both open the section's form
  const context = await browser.newContext();
  const other = await context.newPage();
  for (const [who, operator] of [
    [other, first],
    [page, second],
  ] as const) {
    await signIn(who, operator.email, operator.password);
    await who.goto(`/beneficiari/${beneficiaryId}?tab=4`);
    await openTab(who, TAB);
    await who.getByRole('button', { name: 'Modifica' }).click();
  }

  await other.getByRole('textbox', { name: 'Servizi attivi' }).fill('SerD di zona');
  await save(other, SAVED);
  await context.close();

  await page.getByRole('textbox', { name: 'Note' }).fill('Colloquio fissato per lunedì');
  await page.getByRole('button', { name: 'Salva' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Salvataggio non eseguito' });
  await expect(alert).toContainText(
    'Questi dati sono stati modificati da un altro operatore dopo che li hai aperti. Ricarica per vedere la versione aggiornata: quello che hai scritto resta nel modulo.',
  );
  await expect(alert).toContainText("Campi modificati dall'altro operatore: Servizi attivi.");
  await page.screenshot({ path: '/tmp/stale-save-alert.png' });
  // a notice that comes and goes without a navigation: judged here, as the journeys judge a screen
  const findings = await new AxeBuilder({ page }).include('[role="alert"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(findings.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await alert.getByRole('button', { name: 'Ricarica i dati aggiornati' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Servizi attivi' })).toHaveValue('SerD di zona');
  await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('Colloquio fissato per lunedì');
  await save(page, SAVED);

  const view = panel(page, TAB);
  await expect(view.getByText('Centro antiviolenza')).toBeVisible();
  await expect(view.getByText('SerD di zona')).toBeVisible();
  await expect(view.getByText('Colloquio fissato per lunedì')).toBeVisible();
  const stored = await request.get(`/api/auth/beneficiaries/${beneficiaryId}/about-service`, { headers: await adminHeaders(request) });
  expect(await stored.json()).toMatchObject({
    sending_service: 'Centro antiviolenza',
    active_service: 'SerD di zona',
    notes: 'Colloquio fissato per lunedì',
  });
});
