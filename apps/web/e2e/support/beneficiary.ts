import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders } from './api';

/** What the journeys of the beneficiary record share: filling her form, making her through the API. */

export const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/benef-${name}.png`, fullPage: true });

export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

export type Person = { name: string; surname: string; fiscalCode: string; birth: string; phone: string; email: string };

/** Fills the create form as an operator would. */
export async function fillPersonalData(page: Page, p: Person) {
  await field(page, 'Nome').fill(p.name);
  await field(page, 'Cognome').fill(p.surname);
  await field(page, 'Codice fiscale').fill(p.fiscalCode);
  await field(page, 'Data di nascita').fill(p.birth);
  await field(page, 'Data di nascita').press('Tab');
  await choose(page, 'Sesso', 'Femmina');
  await field(page, 'Email').fill(p.email);
  await page.locator('#phone-number').fill(p.phone);
  await choose(page, 'Paese di nascita', 'Italia');
  await choose(page, 'Cittadinanza', 'Italiana');
  await choose(page, 'Lingua madre', 'Italiano');
  await choose(page, 'Municipio', 'Municipio II');
}

/** Creates her through the API, as a colleague did before the journey. */
export async function createThroughApi(request: APIRequestContext, body: Record<string, unknown>) {
  const headers = await adminHeaders(request);
  const lists = await (await request.get('/api/list-settings', { headers })).json();
  const res = await request.post('/api/auth/beneficiaries/', {
    headers,
    data: {
      phone_prefix: '+39',
      sex: 'F',
      native_language: 'Italiano',
      citizenship: 'Italiana',
      country_birth: lists.countries[0].ID,
      municipio_id: lists.municipi[0].ID,
      ...body,
    },
  });
  if (res.status() !== 201) throw new Error(`beneficiary not created: ${res.status()} ${await res.text()}`);
  return res.json() as Promise<{ ID: number; id_public: string; fiscal_code: string }>;
}

/**
 * Deletes the beneficiaries holding `fiscalCode`: what an earlier attempt of the same journey left
 * (a retry starts where the failed attempt stopped, her record already made).
 */
export async function removeByFiscalCode(request: APIRequestContext, fiscalCode: string) {
  const headers = await adminHeaders(request);
  const res = await request.get('/api/auth/beneficiaries/', { headers, params: { fiscal_code: fiscalCode, limit: 10, offset: 0 } });
  if (res.status() !== 200) throw new Error(`beneficiaries not listed: ${res.status()} ${await res.text()}`);
  for (const { ID } of (await res.json()) as { ID: number }[]) {
    const removed = await request.delete(`/api/auth/beneficiaries/${ID}`, { headers });
    if (removed.status() !== 204) throw new Error(`beneficiary ${ID} not deleted: ${removed.status()}`);
  }
}
