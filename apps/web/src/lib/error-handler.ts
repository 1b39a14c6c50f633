import { useCallback } from 'react';
import { CONNECTION_ERROR, MSG, STATUS_MESSAGES } from '@empowerment/shared';
import { notify, type ToastType } from './toast-store';
import { ApiError } from './api-client';

/** What a failed call tells the user; `code`, for an unexpected failure, is the call's id in the server's log. */
export type ErrorNotice = { type: ToastType; msg: string; code?: string };

/**
 * The call's id, for a failure the user cannot fix herself (5xx, no answer at all): an operator's
 * screenshot of it finds the server's log line. A refusal she can act on (4xx) shows none.
 */
const codeOf = (error: ApiError) => (error.status === 0 || error.status >= 500 ? error.requestId : undefined);

/** Spec 01 §8: what a failed call tells the user, by status. */
export function errorNotice(error: unknown): ErrorNotice {
  if (error instanceof ApiError) {
    const code = codeOf(error);
    const withCode = (notice: ErrorNotice): ErrorNotice => (code ? { ...notice, code } : notice);
    if (error.status === 0) return withCode({ type: 'warning', msg: CONNECTION_ERROR });
    // the catalogue's 409 speaks of a value already used; a stale save has its own text
    if (error.stale) return { type: 'warning', msg: error.message };
    return withCode({ type: 'error', msg: STATUS_MESSAGES[error.status] ?? error.message });
  }
  return { type: 'error', msg: error instanceof Error && error.message ? error.message : String(error) };
}

/** The line that names an unexpected failure's code: 'Codice errore: <id>'. */
export const errorCodeLine = (code: string) => `${MSG.errorCode}: ${code}`;

/** The small line under a failure's own text (a toast): 'Codice errore: <id>' for an unexpected one, none otherwise. */
export const errorCodeDetail = (error: unknown) => {
  const { code } = errorNotice(error);
  return code ? errorCodeLine(code) : undefined;
};

/** The catalogue text alone, for errors shown in place (a table, a section), with the code of an unexpected one. */
export const errorMessage = (error: unknown) => {
  const { msg, code } = errorNotice(error);
  return code ? `${msg} (${errorCodeLine(code)})` : msg;
};

/** True when the app already told the user (a session end, a 403 on its way to the not-found page). */
export const alreadyAnnounced = (error: unknown) => error instanceof ApiError && error.announced;

/**
 * Shows a failure as a toast, with a small line naming the code of an unexpected one. A session
 * end or a 403 was already announced by the app root (toast and, for a 403, the not-found page),
 * so it adds nothing.
 */
export function useErrorHandler() {
  return useCallback((error: unknown) => {
    if (alreadyAnnounced(error)) return;
    const notice = errorNotice(error);
    notify(notice.type, notice.msg, errorCodeDetail(error));
  }, []);
}
