import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

export async function signIn(page: Page, email: string, password: string, opts: { remember?: boolean } = {}) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  if (opts.remember) await page.getByLabel('Ricordami').check();
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/beneficiari$/, { timeout: 15_000 });
}

/** The notification toast, by its text. */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The user menu's card: a dialog named after the operator's email. */
export const userMenu = (page: Page) => page.getByRole('dialog', { name: /@/ });

export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu utente' }).click();
  await expect(userMenu(page)).toBeVisible();
}

/** Every class that Mantine's packages give styles to (a class without any is a hook, not a look). */
const MANTINE_STYLED_CLASSES = [
  ...new Set(
    ['@mantine/core/styles.css', '@mantine/dates/styles.css', '@mantine/spotlight/styles.css'].flatMap((sheet) =>
      [...readFileSync(createRequire(import.meta.url).resolve(sheet), 'utf8').matchAll(/\.(m_[0-9a-f]{8})/g)].map((m) => m[1]),
    ),
  ),
];

/**
 * Mantine's classes on the page that Mantine styles and no loaded stylesheet does: each screen ships
 * only the styles of the components it may draw (app/first-load.css before signing in, the build's
 * share of the rest after: build-tools/mantine-styles.ts), so a component drawn without its styles
 * shows up here.
 */
export const unstyledMantineClasses = (page: Page) =>
  page.evaluate((styledByMantine) => {
    const styled = new Set<string>();
    const read = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) for (const [name] of rule.selectorText.matchAll(/m_[0-9a-f]{8}/g)) styled.add(name);
        if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) read(sheet.cssRules);
    const known = new Set(styledByMantine);
    const used = new Set([...document.querySelectorAll('[class*="m_"]')].flatMap((el) => [...el.classList].filter((c) => known.has(c))));
    return [...used].filter((name) => !styled.has(name));
  }, MANTINE_STYLED_CLASSES);
