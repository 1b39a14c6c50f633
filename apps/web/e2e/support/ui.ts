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
