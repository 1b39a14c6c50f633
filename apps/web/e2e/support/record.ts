import { expect, type Page } from '@playwright/test';

/** Her record's tab, opened by its name as an operator does; the address says which one is open. */
export async function openRecordTab(page: Page, name: string, index: number) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?tab=${index}$`));
  await expect(page.getByRole('tab', { name, exact: true, selected: true })).toBeVisible();
}

/**
 * A programme-wide list (/tirocini, /colloqui, /costi) opened from the main menu and filtered by the
 * beneficiary's name: its rows naming her.
 */
export async function listRowsOf(page: Page, list: { menu: string; table: string }, beneficiary: string, rowText = beneficiary) {
  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: list.menu, exact: true }).click();
  await expect(page.getByRole('heading', { name: list.menu, level: 1 })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filtri' });
  await filters.getByRole('textbox', { name: 'Beneficiario' }).fill(beneficiary);
  await filters.getByRole('button', { name: 'Applica filtri' }).click();
  return page.getByRole('table', { name: list.table }).getByRole('row').filter({ hasText: rowText });
}

export const INTERNSHIPS_LIST = { menu: 'Tirocini', table: 'Elenco dei tirocini' };
export const INTERVIEWS_LIST = { menu: 'Colloqui', table: 'Elenco dei colloqui' };
export const COSTS_LIST = { menu: 'Costi', table: 'Elenco dei costi' };
