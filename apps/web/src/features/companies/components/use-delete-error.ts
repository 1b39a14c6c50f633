import { useCallback } from 'react';
import { notify } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useErrorHandler } from '../../../lib/error-handler';

/**
 * A refused delete says why (424: positions or a beneficiary depend on it, in the server's words);
 * any other failure goes to the shared handler.
 */
export function useDeleteErrorHandler() {
  const handleError = useErrorHandler();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 424 && error.message) notify('error', error.message);
      else handleError(error);
    },
    [handleError],
  );
}
