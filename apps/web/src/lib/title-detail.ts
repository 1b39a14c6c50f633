import { useEffect, useSyncExternalStore } from 'react';

/**
 * What a screen adds to its title in the browser tab while it is shown: the record's name, so that
 * tabs and history tell two records apart ('Maria Rossi · Scheda beneficiario · Empowerment').
 */
let detail: string | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Names the screen's subject in the browser tab while the calling component is mounted. */
export function useTitleDetail(text: string | undefined) {
  useEffect(() => {
    detail = text;
    emit();
    return () => {
      detail = undefined;
      emit();
    };
  }, [text]);
}

/** The subject named by the screen shown, if any. */
export const useCurrentTitleDetail = () => useSyncExternalStore(subscribe, () => detail);
