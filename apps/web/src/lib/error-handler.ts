import { useCallback } from 'react';
import { CONNECTION_ERROR, STATUS_MESSAGES } from '@empowerment/shared';
import { notify, type ToastType } from './toast-store';
import { ApiError } from './api-client';

export type ErrorNotice = { type: ToastType; msg: string };

/** Spec 01 §8: what a failed call tells the user, by status. */
export function errorNotice(error: unknown): ErrorNotice {
  if (error instanceof ApiError) {
    if (error.status === 0) return { type: 'warning', msg: CONNECTION_ERROR };
    // the catalogue's 409 speaks of a value already used; a stale save has its own text
    if (error.stale) return { type: 'warning', msg: error.message };
    return { type: 'error', msg: STATUS_MESSAGES[error.status] ?? error.message };
  }
  return { type: 'error', msg: error instanceof Error && error.message ? error.message : String(error) };
}

/** The catalogue text alone, for errors shown in place (a table, a section). */
export const errorMessage = (error: unknown) => errorNotice(error).msg;

/** True when the app already told the user (a session end, a 403 on its way to the not-found page). */
export const alreadyAnnounced = (error: unknown) => error instanceof ApiError && error.announced;

/**
 * Shows a failure as a toast. A session end or a 403 was already announced by the app
 * root (toast and, for a 403, the not-found page), so it adds nothing.
 */
export function useErrorHandler() {
  return useCallback((error: unknown) => {
    if (alreadyAnnounced(error)) return;
    const notice = errorNotice(error);
    notify(notice.type, notice.msg);
  }, []);
}
