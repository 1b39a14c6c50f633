import { useMutation } from '@tanstack/react-query';
import type { LogIntegrity } from '@empowerment/shared/logs';
import { api } from '../../../lib/api-client';
import { CHANGES_NOTHING } from '../../../lib/query-client';

/**
 * How long the screen waits for a verification: it reads every entry (about a minute a million on
 * a busy machine), within the server's own 30 minutes for a request.
 */
const VERIFY_TIMEOUT_MS = 30 * 60_000;

/** Verifies the Registro's chain on demand (administrators): it reads every entry, so never on its own. */
export const useLogIntegrityCheck = () =>
  useMutation({
    mutationFn: () => api.get<LogIntegrity>('/auth/logs/integrity', { timeoutMs: VERIFY_TIMEOUT_MS }),
    meta: CHANGES_NOTHING,
  });
