import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './support/test';
import { createActiveOperator } from './support/api';
import { insertBeneficiaries } from './support/db';
import { SHOTS } from './support/env';
import { signIn } from './support/ui';

// letters only, so that the surname reads as one and is found as typed
/** The texts of the search, as the operator reads them (packages/shared SEARCH_TEXT). */
const TEXT = {
  dialog: 'Cerca',
  box: 'Cerca beneficiari per nome, cognome, codice fiscale, ID, email o telefono, aziende e corsi per nome',
  hint: 'Scrivi almeno 2 caratteri',
  group: 'Beneficiari',
  empty: 'Nessun risultato',
};

const run = Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);

test('an operator finds a beneficiary with Ctrl+K, choosing her with the arrows and Enter, and lands on her record', async ({
  page,
  request,
}) => {
  const surname = `Zanàrdelli${run}`;
  const [, bianca] = await insertBeneficiaries([
    { name: 'Agata', surname, email: `agata.${run}@posta.it` },
    { name: 'Bianca', surname, email: `bianca.${run}@posta.it` },
  ]);
  const op = await createActiveOperator(request);
  await signIn(page, op.email, op.password);

  // the top bar's button says the shortcut; the shell (its own chunk) is there once it shows
  await expect(page.getByRole('button', { name: 'Cerca (Ctrl+K)' })).toBeVisible();
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: TEXT.dialog });
  const box = dialog.getByRole('textbox', { name: TEXT.box });
  await expect(box).toBeFocused();
  await expect(dialog.getByText(TEXT.hint)).toBeVisible();

  // no accent, another case: both are found, grouped, the part typed marked
  await box.pressSequentially(`ZANARDELLI${run}`.slice(0, 14));
  const people = dialog.getByRole('group', { name: TEXT.group });
  await expect(people.getByRole('button')).toHaveCount(2);
  await expect(people.getByRole('button').first()).toContainText('Agata');
  await expect(people.locator('mark').first()).toHaveText(surname.slice(0, 14));

  // the dialog as it stands, judged by axe like every screen
  const findings = (
    await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']).analyze()
  ).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(findings).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/search-spotlight-1280x800.png` });

  // the first is chosen; one arrow down is Bianca, Enter opens her record
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/beneficiari/${bianca}$`));
  await expect(page.getByRole('heading', { name: `Bianca ${surname}` })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // from her record, Ctrl+K again: nothing found says so
  await page.keyboard.press('Control+K');
  await box.fill(`nessuna${run}`);
  await expect(dialog.getByText(TEXT.empty)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
