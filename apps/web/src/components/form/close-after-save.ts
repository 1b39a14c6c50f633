import { MODAL_AUTO_CLOSE_MS } from '@empowerment/shared';
import type { SaveOutcome } from './use-entity-form';

/**
 * The `onSaved` of a form in a modal: the modal closes a moment after the success text shows
 * (spec 01 §9), at once when the save was skipped because nothing changed.
 */
export const closeAfterSave =
  (onClose: () => void) =>
  async ({ changed }: SaveOutcome) => {
    if (changed) await new Promise((resolve) => setTimeout(resolve, MODAL_AUTO_CLOSE_MS));
    onClose();
  };
