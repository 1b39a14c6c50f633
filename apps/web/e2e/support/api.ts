import type { APIRequestContext } from '@playwright/test';
import { ADMIN } from './env';

/** Sets up data through the real API, as another operator would have done before the journey. */
export async function adminHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  const res = await request.post('/api/login', { data: ADMIN });
  if (res.status() !== 201) throw new Error(`admin login failed: ${res.status()}`);
  return { authorization: `Bearer ${(await res.json()).access_token}` };
}

export async function createOperator(request: APIRequestContext, body: Record<string, unknown>) {
  const headers = await adminHeaders(request);
  const res = await request.post('/api/auth/operators/', { data: body, headers });
  if (res.status() !== 201) throw new Error(`operator not created: ${res.status()} ${await res.text()}`);
  return res.json();
}

export async function referenceIds(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const res = await request.get('/api/list-settings', { headers });
  const lists = await res.json();
  return { municipioId: lists.municipi[0].ID as number, colId: lists.types_col[0].ID as number };
}

/** An operator with municipio and C.O.L. who has already chosen her password through her invitation. */
export async function createActiveOperator(request: APIRequestContext, over: Record<string, unknown> = {}) {
  const { municipioId, colId } = await referenceIds(request);
  const email = `op-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const password = 'Operatr1ce!';
  const operator = await createOperator(request, {
    email,
    name: 'Lucia',
    surname: 'Ferri',
    phone: '+39 333 123 4567',
    municipio_id: municipioId,
    col_id: colId,
    super_operator: false,
    notes: '',
    ...over,
  });
  const { lastMailLink } = await import('./db');
  const token = new URL(await lastMailLink(email)).searchParams.get('token');
  const res = await request.put(`/api/reset-password/?token=${token}`, { data: { password } });
  if (!res.ok()) throw new Error(`password not set: ${res.status()}`);
  return { ...operator, email, password };
}

/** A company of type 'Ente di formazione' (a course's provider), added through the API. */
export async function createTrainingBody(request: APIRequestContext, companyName: string, stateContact = 'Manifestazione firmata') {
  const headers = await adminHeaders(request);
  const res = await request.post('/api/auth/companies/', {
    data: { company_name: companyName, company_type: 'Ente di formazione', state_contact: stateContact },
    headers,
  });
  if (res.status() !== 201) throw new Error(`training body not created: ${res.status()} ${await res.text()}`);
  return res.json() as Promise<{ ID: number; company_name: string }>;
}
