import { createContext, useCallback, useContext, useEffect, useState } from 'react';

/** The forms on screen that hold changes not saved yet. */
const changedForms = new Set<symbol>();
/** How to read what she typed in the forms that keep a draft, by form. */
const draftReaders = new Map<symbol, { key: string; values: () => unknown }>();

/**
 * The forms of one modal (FormModal): closing it asks first while one of them holds changes.
 * Outside a modal there is none.
 */
export const UnsavedScope = createContext<Set<symbol> | null>(null);

/**
 * The draft name of the form inside (a row editor's modal gives its form one: 'costs:new',
 * 'costs:12'), used when the form does not name its draft itself.
 */
export const DraftNameContext = createContext<string | undefined>(undefined);

/** She chose to close a modal and leave its forms' changes behind. */
export function leaveScope(scope: Set<symbol>) {
  for (const id of scope) changedForms.delete(id);
  scope.clear();
}

/** Some form on screen holds changes she has not saved. */
export const hasUnsavedChanges = () => changedForms.size > 0;

/** She chose to leave the form's changes behind (e.g. to open the record a duplicate check found): nothing to ask. */
export const leaveUnsavedChanges = () => changedForms.clear();

const DRAFT_PREFIX = 'empowerment-draft:';
/** A form's draft is kept for the page it is on (path and query: her record and its tab) and its name. */
const draftKey = (name: string) => `${DRAFT_PREFIX}${window.location.pathname}${window.location.search}|${name}`;

/** A draft kept for this form on this page, waiting to be taken back. */
export const hasDraft = (name: string) => sessionStorage.getItem(draftKey(name)) != null;

/** The draft kept for this form on this page, once: it is forgotten as it is taken. */
export function takeDraft(name: string): unknown {
  const key = draftKey(name);
  const text = sessionStorage.getItem(key);
  if (text == null) return null;
  sessionStorage.removeItem(key);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The session ended: reads what she typed in every form with changes and a draft name now (while
 * the forms are still there), and returns how to store it in this browser tab once the session's own
 * data is cleared. Signing in again brings her back to the page, where each form takes its draft.
 */
export function keepDrafts(): () => void {
  const kept = [...changedForms].flatMap((id) => {
    const reader = draftReaders.get(id);
    return reader ? [[reader.key, JSON.stringify(reader.values())] as const] : [];
  });
  return () => kept.forEach(([key, text]) => sessionStorage.setItem(key, text));
}

/**
 * Tells the app while this form holds unsaved changes, so that leaving the screen asks first (see
 * UnsavedChangesGuard), and, with a draft, how to read them if the session ends meanwhile.
 * Returns `saved`, to call once a save succeeded, before anything navigates.
 */
export function useUnsavedChanges(changed: boolean, draft?: { name: string; values: () => unknown }) {
  const [id] = useState(() => Symbol('form'));
  const scope = useContext(UnsavedScope);
  const draftName = draft?.name;
  const readValues = draft?.values;
  useEffect(() => {
    if (!draftName || !readValues) return;
    draftReaders.set(id, { key: draftKey(draftName), values: readValues });
    return () => {
      draftReaders.delete(id);
    };
  }, [id, draftName, readValues]);
  useEffect(() => {
    if (changed) {
      changedForms.add(id);
      scope?.add(id);
    } else {
      changedForms.delete(id);
      scope?.delete(id);
    }
    return () => {
      changedForms.delete(id);
      scope?.delete(id);
    };
  }, [changed, id, scope]);
  return useCallback(() => {
    changedForms.delete(id);
    scope?.delete(id);
  }, [id, scope]);
}
