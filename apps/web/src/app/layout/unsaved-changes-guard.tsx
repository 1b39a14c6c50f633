import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { LeaveUnsavedModal } from '../../components/leave-unsaved-modal';
import { getSessionState } from '../../features/auth';
import { hasUnsavedChanges } from '../../lib/unsaved-changes';

/**
 * Before she leaves a form with changes not saved (another tab of the record, the menu, the
 * browser's back, closing or reloading the page): ask, and stay unless she chooses to leave.
 * An ended session is not asked about: the login takes her back to the page afterwards.
 */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() &&
      getSessionState().token != null &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    const onLeave = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      // the browser asks with its own words
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, []);

  return (
    <LeaveUnsavedModal
      opened={blocker.state === 'blocked'}
      leaving="page"
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}
