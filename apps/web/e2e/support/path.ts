import { expect, type APIRequestContext } from '@playwright/test';
import { adminHeaders, createTrainingBody } from './api';

/**
 * What her path is made of, added by an administrator through the API before a journey: the
 * courses, host companies and their positions, career days and group activities she joins.
 */

type Item = { ID: number; type: string };
/** The reference lists of GET /api/list-settings (course, cost and interview types, sectors...). */
export async function listSettings(request: APIRequestContext): Promise<Record<string, Item[]>> {
  const res = await request.get('/api/list-settings', { headers: await adminHeaders(request) });
  expect(res.status()).toBe(200);
  return res.json();
}

/** A course of the first course type by a new signed training body; `name` is how her Corsi tab offers it. */
export async function createCourse(request: APIRequestContext, providerName: string, data: Record<string, unknown> = {}) {
  const courseType = (await listSettings(request)).types_courses[0];
  const provider = await createTrainingBody(request, providerName);
  const res = await request.post('/api/auth/courses/', {
    headers: await adminHeaders(request),
    data: {
      type_id: courseType.ID,
      address: `Via dei Corsi ${providerName}`,
      mode: 'Presenza',
      provider: provider.ID,
      duration: '3 mesi',
      ...data,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ID: ((await res.json()) as { ID: number }).ID, name: `${courseType.type} – ${provider.company_name}`, provider };
}

/** A signed internship company ('Azienda per tirocinio', 'Manifestazione firmata') with free positions. */
export async function createHostCompany(request: APIRequestContext, name: string, positions: string[]) {
  const headers = await adminHeaders(request);
  const company = await request.post('/api/auth/companies/', {
    data: { company_name: name, company_type: 'Azienda per tirocinio', state_contact: 'Manifestazione firmata' },
    headers,
  });
  expect(company.status(), await company.text()).toBe(201);
  const { ID } = (await company.json()) as { ID: number };
  for (const job of positions) {
    const res = await request.post(`/api/auth/companies/${ID}/internship/`, {
      data: { job_positions: job, place: 'Via del Forno 3', orari_turni: 'Mattina 6-12' },
      headers,
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return ID;
}

/** A career day; `day` as clients send it (a day or an RFC 3339 date-time). */
export async function createCareerDay(request: APIRequestContext, title: string, day: string) {
  const res = await request.post('/api/auth/carrers-days/', { headers: await adminHeaders(request), data: { title, day, notes: '' } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { ID: number }).ID;
}

/** A group activity of the type 'Laboratorio'. */
export async function createGroupActivity(request: APIRequestContext, name: string, date: string) {
  const res = await request.post('/api/auth/group-activity/', {
    headers: await adminHeaders(request),
    data: { name, type: 'Laboratorio', date },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { ID: number }).ID;
}
