import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { MSG, POST_LOGIN_LOAD_DELAY_MS } from '@empowerment/shared';
import { FullPageLoader } from '../../../components/full-page-loader';
import { notify } from '../../../components/toast';
import { returnPathOf } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useErrorHandler } from '../../../lib/error-handler';
import { consumeWelcome, loadSessionOperator } from '../session/session-store';

/** Between login and the first screen: loads the operator, welcomes her, then opens the page she asked for (or home). */
export function LoadingPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const { search } = useLocation();

  useEffect(() => {
    const timer = setTimeout(async () => {
      try {
        await loadSessionOperator(queryClient);
        if (consumeWelcome()) notify('success', MSG.loginSuccess);
      } catch (error) {
        consumeWelcome();
        // An ended session already went back to login.
        if (error instanceof ApiError && error.sessionEnded) return;
        handleError(error);
      }
      navigate(returnPathOf(search), { replace: true });
    }, POST_LOGIN_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queryClient, navigate, handleError, search]);

  return <FullPageLoader />;
}
