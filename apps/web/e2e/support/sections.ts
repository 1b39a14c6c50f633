import { expect, type Page } from '@playwright/test';
import { toast } from './ui';

// The beneficiary sections' steps, as an operator takes them (spec 02 §2 section pattern).

/** A screenshot of the page into the folder, when one is given. */
export const screenshotTo = (folder: string | undefined) => async (page: Page, name: string) => {
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
};

/** The panel of the open tab. */
export const panel = (page: Page, title: string) =>
  page.locator('.mantine-Paper-root').filter({ has: page.getByRole('heading', { name: title }) });

export async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('heading', { name: name })).toBeVisible();
  await expect(page.getByText('Caricamento dati in corso...')).toHaveCount(0);
}

export async function saveUnchanged(page: Page, info: string) {
  await page.getByRole('button', { name: 'Modifica' }).click();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, info)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifica' })).toBeVisible();
}

export async function save(page: Page, success: string) {
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, success)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifica' })).toBeVisible();
}

export async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
