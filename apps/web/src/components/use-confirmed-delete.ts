import { useCallback, useState } from 'react';
import { ITEM_DELETED } from '@empowerment/shared';
import { useErrorHandler } from '../lib/error-handler';
import { notify } from './toast';

type ConfirmedDeleteOptions<T> = {
  /** Deletes the row (a mutation's mutateAsync); a rejection is the failure. */
  remove: (row: T) => Promise<unknown>;
  /** Says why it failed; the shared error handler unless given. */
  onError?: (error: unknown) => void;
  /** After the notice of a delete that succeeded (e.g. leave the deleted record's page). */
  onDeleted?: (row: T) => void;
};

/**
 * "Delete after a confirmation", written once: `ask(row)` opens the confirmation, its confirm
 * deletes, announces "Elemento eliminato con successo!" or the error, then closes it.
 * Spread `modalProps` on a `ConfirmModal` and give it the title, message and confirm label.
 */
export function useConfirmedDelete<T>({ remove, onError, onDeleted }: ConfirmedDeleteOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const handleError = useErrorHandler();
  // stable, so that memoised table columns can hold it
  const ask = useCallback((row: T) => setTarget(row), []);

  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await remove(target);
    } catch (error) {
      setBusy(false);
      setTarget(null);
      (onError ?? handleError)(error);
      return;
    }
    setBusy(false);
    setTarget(null);
    notify('success', ITEM_DELETED);
    onDeleted?.(target);
  };

  return {
    /** The row waiting for the confirmation (or being deleted), null when none. */
    target,
    ask,
    modalProps: {
      opened: target !== null,
      onClose: () => setTarget(null),
      onConfirm: () => void confirm(),
      danger: true,
      loading: busy,
    },
  };
}
