import { STORAGE_KEYS } from '@empowerment/shared';
import type { Operator } from '@empowerment/shared/operators';
import type { TableLists } from '@empowerment/shared/reference';

const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A refresh token shaped like the server's (only the payload matters to the app). */
export const makeToken = (claims: { op_id: number; super_operator: boolean }) =>
  `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify({ ...claims, jti: 'x' }))}.signature`;

export function makeOperator(overrides: Partial<Operator> = {}): Operator {
  return {
    ID: 7,
    name: 'Giulia',
    surname: 'Bianchi',
    email: 'giulia@example.org',
    phone: '333 123 4567',
    municipio_id: 1,
    col_id: 2,
    super_operator: false,
    notes: '',
    CreatedAt: '2026-01-12T09:30:00.000Z',
    UpdatedAt: '2026-01-12T09:30:00.000Z',
    ...overrides,
  };
}

export const TABLE_LISTS: TableLists = {
  countries: [],
  municipi: [
    { ID: 1, municipio: 'Municipio I' },
    { ID: 3, municipio: 'Municipio III' },
  ],
  sectors: [],
  types_costs: [],
  types_courses: [],
  types_interviews: [],
  types_social_situations: [],
  types_files: [],
  types_col: [
    { ID: 2, type: 'COL Centro' },
    { ID: 4, type: 'COL Nord' },
  ],
};

/** A signed-in browser: the refresh token as 'Ricordami' leaves it. */
export function storeSession(operator: Operator) {
  localStorage.setItem(STORAGE_KEYS.refreshToken, makeToken({ op_id: operator.ID, super_operator: operator.super_operator }));
}

/** The calls every signed-in screen makes: refresh, own operator, reference lists. */
export const sessionRoutes = (operator: Operator) => ({
  'POST /api/refresh': { status: 200, body: { access_token: 'access-1' } },
  [`GET /api/auth/operators/${operator.ID}`]: { status: 200, body: operator },
  'GET /api/list-settings': { status: 200, body: TABLE_LISTS },
  'GET /api/inits-json': { status: 200, body: {} },
  // the menu's badge of 'Oggi' and the profile's switch of the weekly digest
  'GET /api/auth/today/count': { status: 200, body: { count: 0 } },
  'GET /api/auth/today/digest': { status: 200, body: { weekly_digest: true } },
  // the profile's security sections: two-factor sign-in and the active sessions
  'GET /api/auth/two-factor': { status: 200, body: { enabled: false, required: false, recovery_codes_left: 0 } },
  'GET /api/auth/sessions': { status: 200, body: [] },
});
