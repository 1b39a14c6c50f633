import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { CONNECTION_ERROR, STATUS_MESSAGES } from '@empowerment/shared';
import { notify, type ToastType } from '../components/toast';
import { paths } from '../config/paths';
import { ApiError } from './api-client';

export type ErrorNotice = { type: ToastType; msg: string };

/** Spec 01 §8: what a failed call tells the user, by status. */
export function errorNotice(error: unknown): ErrorNotice {
  if (error instanceof ApiError) {
    if (error.status === 0) return { type: 'warning', msg: CONNECTION_ERROR };
    return { type: 'error', msg: STATUS_MESSAGES[error.status] ?? error.message };
  }
  return { type: 'error', msg: error instanceof Error && error.message ? error.message : String(error) };
}

/** The catalogue text alone, for errors shown in place (a table, a section). */
export const errorMessage = (error: unknown) => errorNotice(error).msg;

/**
 * Shows a failure as a toast; a 403 also leaves for the not-found page. A session that
 * just ended was already announced, so it adds nothing.
 */
export function useErrorHandler() {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.sessionEnded) return;
      const notice = errorNotice(error);
      notify(notice.type, notice.msg);
      if (error instanceof ApiError && error.status === 403) navigate(paths.notFound.getHref(), { replace: true });
    },
    [navigate],
  );
}
