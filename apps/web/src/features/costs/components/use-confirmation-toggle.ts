import { useState } from 'react';
import { COST_MSG, type Cost } from '@empowerment/shared/costs';
import { notify } from '../../../components/toast';
import { useErrorHandler } from '../../../lib/error-handler';
import { costInput, useUpdateCost } from '../api/costs';

/**
 * The Verificato / Da verificare switch of a row (spec 02 §4): a click shows the new state and asks
 * for a confirmation; cancelling puts the switch back, confirming saves the cost with it (over the
 * version on screen) and the server writes the Registro's entry once the save went through.
 */
export function useConfirmationToggle() {
  const update = useUpdateCost();
  const handleError = useErrorHandler();
  const [pending, setPending] = useState<Cost | null>(null);

  const confirm = async () => {
    if (!pending) return;
    try {
      await update.mutateAsync({ loaded: pending, values: { ...costInput(pending), confirmed: !pending.confirmed } });
      notify('success', COST_MSG.saved);
    } catch (error) {
      handleError(error);
    } finally {
      setPending(null);
    }
  };

  return {
    /** The state the switch of this row shows: the one asked for while the dialog is open. */
    shown: (cost: Cost) => (pending?.ID === cost.ID ? !cost.confirmed : cost.confirmed),
    ask: setPending,
    pending,
    modalProps: { opened: pending !== null, onClose: () => setPending(null), onConfirm: () => void confirm(), loading: update.isPending },
  };
}
