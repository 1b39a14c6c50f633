import { useSyncExternalStore } from 'react';

// The one toast's state, below the component that shows it (components/toast): code of lib/ (the
// error handler) shows a message without importing a component.

export type ToastType = 'error' | 'warning' | 'info' | 'success';
/** `detail`: a small second line (the code of an unexpected failure). */
export type ToastMessage = { id: number; type: ToastType; msg: string; detail?: string };

// One toast at a time: a new message replaces the one shown.
let current: ToastMessage | null = null;
let sequence = 0;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

/** Shows a message; usable outside React too (the api client's session end). */
export function notify(type: ToastType, msg: string, detail?: string) {
  current = { id: ++sequence, type, msg, ...(detail ? { detail } : {}) };
  emit();
}

export function dismissToast(id?: number) {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    emit();
  }
}

/** Takes away a failure that no longer holds (a wrong password, once the login succeeded). */
export function dismissErrorToast() {
  if (current && (current.type === 'error' || current.type === 'warning')) dismissToast(current.id);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const useCurrentToast = () => useSyncExternalStore(subscribe, () => current);
export const useNotify = () => notify;
