import { vi } from 'vitest';

/** A request as the fake server saw it. */
export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
  headers: Headers;
};
/** body is sent as JSON; raw as it is (a file). */
export type FakeReply = { status: number; body?: unknown; raw?: string; headers?: Record<string, string> };
type Handler = FakeReply | ((request: FakeRequest, params: Record<string, string>) => FakeReply | Promise<FakeReply>);

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.replace(/\/$/, '').split('/');
  const got = path.replace(/\/$/, '').split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(got[i]);
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

const toResponse = ({ status, body, raw, headers }: FakeReply) =>
  raw !== undefined
    ? new Response(raw, { status, headers })
    : new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      });

/**
 * Stands in for the API server: routes are 'METHOD /api/path/:param' (trailing slashes
 * optional). Anything else answers 404, as the real server would.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init.headers);
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      authorization: headers.get('Authorization'),
      headers,
    };
    requests.push(request);
    for (const [key, handler] of Object.entries(routes)) {
      const [method, pattern] = key.split(' ');
      const params = method === request.method ? match(pattern, request.path) : null;
      if (params) return toResponse(typeof handler === 'function' ? await handler(request, params) : handler);
    }
    return toResponse({ status: 404, body: { error: 'Risorsa non trovata' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const of = (method: string, path: string) => requests.filter((r) => r.method === method && match(path, r.path));
  return { requests, of };
}
