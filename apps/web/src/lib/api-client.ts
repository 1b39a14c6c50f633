import {
  MAX_LIST_LIMIT,
  MSG,
  REQUEST_ID_HEADER,
  REQUEST_TIMEOUT_MS,
  STATUS_MESSAGES,
  VERSION_HEADER,
  versionTag,
  type ApiError as ApiErrorBody,
} from '@empowerment/shared';
import { clearSessionData, tokenStorage } from './storage';

const BASE_URL = '/api';

/** A failed call: status 0 means no answer at all (network down, timeout). */
export class ApiError extends Error {
  readonly status: number;
  readonly fields?: Record<string, string>;
  /** The session was ended by this failure and the user already told so. */
  readonly sessionEnded: boolean;
  /** The app already showed this failure (session end, 403): callers add nothing. */
  readonly announced: boolean;
  /** A save refused because the record changed since it was loaded (409 with `stale`): nothing was saved. */
  readonly stale: boolean;
  /** The call's id (REQUEST_ID_HEADER), the server's code for its log lines; the one sent when no answer came. */
  readonly requestId?: string;

  constructor(
    status: number,
    message: string,
    options: { fields?: Record<string, string>; sessionEnded?: boolean; announced?: boolean; stale?: boolean; requestId?: string } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = options.fields;
    this.sessionEnded = options.sessionEnded ?? false;
    this.announced = options.announced ?? this.sessionEnded;
    this.stale = options.stale ?? false;
    this.requestId = options.requestId;
  }
}

/** True when a save was refused because another save changed the record since it was loaded. */
export const isStaleSave = (error: unknown) => error instanceof ApiError && error.stale;

/** A record as a form loaded it: where a save of it goes, and the version it was loaded at. */
export type LoadedRecord = { ID: number; UpdatedAt: string };

/** What an update call takes: the record as it was loaded, and the values to save over it. */
export type RecordUpdate<Values, Loaded extends LoadedRecord = LoadedRecord> = { loaded: Loaded; values: Values };

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Calls that are themselves about credentials (login, reset) must not trigger a refresh. */
  skipRefresh?: boolean;
  /**
   * A save over a record the client loaded: its version goes as If-Match, so the server refuses
   * (409, `stale`) to overwrite a change saved by someone else meanwhile.
   */
  loaded?: Pick<LoadedRecord, 'UpdatedAt'>;
};

// ---- access token: in memory only, so a script reading storage cannot lift it ----

let accessToken: string | null = null;
export const setAccessToken = (token: string | null) => {
  accessToken = token;
};

// ---- session end: the app decides what the user sees (toast, route) ----

const sessionEndListeners = new Set<() => void>();
export function onSessionEnd(listener: () => void) {
  sessionEndListeners.add(listener);
  return () => {
    sessionEndListeners.delete(listener);
  };
}
function endSession() {
  clearSessionData();
  accessToken = null;
  for (const listener of sessionEndListeners) listener();
}

// ---- 403: one place decides what the user sees (spec 01 §6), for every call ----

const forbiddenListeners = new Set<() => void>();
export function onForbidden(listener: () => void) {
  forbiddenListeners.add(listener);
  return () => {
    forbiddenListeners.delete(listener);
  };
}

// ---- transport ----

/**
 * A new id for a call: 16 hex digits. The server takes it as the request's id (its log lines, its
 * error answer), so a call that got no answer has a code too. getRandomValues, not randomUUID, which
 * browsers offer only over HTTPS.
 */
const newRequestId = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
/** The id each answer's call was sent with. */
const sentIds = new WeakMap<Response, string>();

export function buildUrl(path: string, query?: QueryParams) {
  const url = `${BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value != null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

async function send(method: string, path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);

  const requestId = newRequestId();
  const headers: Record<string, string> = { Accept: 'application/json', [REQUEST_ID_HEADER]: requestId };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.loaded) headers[VERSION_HEADER] = versionTag(options.loaded.UpdatedAt);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  try {
    const response = await fetch(buildUrl(path, options.query), { method, headers, body, signal: controller.signal });
    sentIds.set(response, requestId);
    return response;
  } catch (error) {
    // A cancellation asked by the caller (e.g. a query no longer needed) stays an abort.
    if (options.signal?.aborted && !timedOut) throw error;
    throw new ApiError(0, (error as Error)?.message || 'Network error', { requestId });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: Partial<ApiErrorBody> = {};
  try {
    body = (await response.json()) as Partial<ApiErrorBody>;
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status says enough.
  }
  const message = body.error || STATUS_MESSAGES[response.status] || response.statusText || `HTTP ${response.status}`;
  // a proxy's own error page (a 502, a 504) has neither: the id the call was sent with, which the server may have logged
  const requestId = body.requestId ?? response.headers.get(REQUEST_ID_HEADER) ?? sentIds.get(response);
  return new ApiError(response.status, message, { fields: body.fields, stale: body.stale === true, requestId });
}

// ---- refresh: one call in flight, shared by every request that met a 401 ----

let refreshing: Promise<string> | null = null;

export function refreshAccessToken(): Promise<string> {
  refreshing ??= runRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function runRefresh(): Promise<string> {
  const refreshToken = tokenStorage.get();
  try {
    if (!refreshToken) throw new ApiError(401, MSG.sessionExpired);
    const response = await send('POST', '/refresh', { body: { refresh_token: refreshToken } }, null);
    if (!response.ok) throw await toApiError(response);
    const { access_token } = (await response.json()) as { access_token: string };
    accessToken = access_token;
    return access_token;
  } catch (error) {
    // No answer at all says nothing about the token: keep the session, report the connection.
    if (error instanceof ApiError && error.status === 0) throw error;
    endSession();
    throw new ApiError(401, MSG.sessionExpired, { sessionEnded: true });
  }
}

async function call(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  const tokenSent = accessToken;
  let response = await send(method, path, options, tokenSent);
  if (response.status === 401 && !options.skipRefresh) {
    // Sent during a session that has ended meanwhile: its end was already announced.
    if (!tokenStorage.get()) {
      if (tokenSent) throw new ApiError(401, MSG.sessionExpired, { sessionEnded: true });
    } else {
      // Another request may have refreshed meanwhile: then the new token is enough.
      const token = accessToken && accessToken !== tokenSent ? accessToken : await refreshAccessToken();
      response = await send(method, path, options, token);
    }
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status !== 403 || forbiddenListeners.size === 0) throw error;
    for (const listener of forbiddenListeners) listener();
    throw new ApiError(403, error.message, { announced: true });
  }
  return response;
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  return (response.headers.get('Content-Type')?.includes('json') ? JSON.parse(text) : text) as T;
}

/** Filename of a download, from Content-Disposition (RFC 5987 form first). */
export function filenameFromDisposition(header: string | null, fallback = 'download'): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Badly encoded: fall through to the plain form.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  return (plain?.[2] ?? plain?.[1])?.trim() || fallback;
}

export type Download = { blob: Blob; filename: string };

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => call('GET', path, options).then(readBody<T>),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => call('POST', path, { ...options, body }).then(readBody<T>),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => call('PUT', path, { ...options, body }).then(readBody<T>),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => call('PATCH', path, { ...options, body }).then(readBody<T>),
  delete: <T>(path: string, options?: RequestOptions) => call('DELETE', path, options).then(readBody<T>),
  /** A file the API answers: a stored one (GET) or one it makes on asking (POST, a generated sheet). */
  async download(
    path: string,
    { method = 'GET', ...options }: Omit<RequestOptions, 'body'> & { method?: 'GET' | 'POST' } = {},
  ): Promise<Download> {
    const response = await call(method, path, options);
    return { blob: await response.blob(), filename: filenameFromDisposition(response.headers.get('Content-Disposition')) };
  },
};

/**
 * The current version of a record the API reads only within a list (a company, a course, an
 * event): the list's rows, the one with this ID; 404 when it is gone. Read only after a save
 * refused as stale, which is rare.
 */
export async function getListedRecord<T extends { ID: number }>(path: string, id: number, query: QueryParams = {}): Promise<T> {
  const rows = await api.get<T[]>(path, { query: { limit: MAX_LIST_LIMIT, ...query } });
  const row = rows.find((candidate) => candidate.ID === id);
  if (!row) throw new ApiError(404, STATUS_MESSAGES[404]);
  return row;
}
