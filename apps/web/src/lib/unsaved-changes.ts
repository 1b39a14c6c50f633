import { useCallback, useEffect, useState } from 'react';

/** The forms on screen that hold changes not saved yet. */
const changedForms = new Set<symbol>();

/** Some form on screen holds changes she has not saved. */
export const hasUnsavedChanges = () => changedForms.size > 0;

/** She chose to leave the form's changes behind (e.g. to open the record a duplicate check found): nothing to ask. */
export const leaveUnsavedChanges = () => changedForms.clear();

/**
 * Tells the app while this form holds unsaved changes, so that leaving the screen asks first (see
 * UnsavedChangesGuard). Returns `saved`, to call once a save succeeded, before anything navigates.
 */
export function useUnsavedChanges(changed: boolean) {
  const [id] = useState(() => Symbol('form'));
  useEffect(() => {
    if (changed) changedForms.add(id);
    else changedForms.delete(id);
    return () => {
      changedForms.delete(id);
    };
  }, [changed, id]);
  return useCallback(() => {
    changedForms.delete(id);
  }, [id]);
}
