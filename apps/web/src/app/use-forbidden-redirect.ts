import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { STATUS_MESSAGES } from '@empowerment/shared';
import { notify } from '../components/toast';
import { paths } from '../config/paths';
import { onForbidden } from '../lib/api-client';
import { leaveUnsavedChanges } from '../lib/unsaved-changes';

/**
 * Spec 01 §6: any 403 (a list, a form's save, a download) shows the catalogue error and
 * leaves for the not-found page. Told once here, for every call, so no screen repeats it.
 */
export function useForbiddenRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onForbidden(() => {
        notify('error', STATUS_MESSAGES[403]);
        // what she may not do cannot be saved: nothing to ask before leaving
        leaveUnsavedChanges();
        navigate(paths.notFound.getHref(), { replace: true });
      }),
    [navigate],
  );
}
