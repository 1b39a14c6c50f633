import type { MantineColorSchemeManager } from '@mantine/core';
import { STORAGE_KEYS } from '@empowerment/shared';

const KEY = STORAGE_KEYS.colorScheme;

/**
 * The dark-mode preference is stored as 'true' / 'false'. With nothing stored the
 * scheme is 'auto', which follows the system setting and its changes.
 */
export const colorSchemeManager: MantineColorSchemeManager = (() => {
  let onStorage: ((event: StorageEvent) => void) | undefined;
  const read = (raw: string | null) => (raw === 'true' ? 'dark' : raw === 'false' ? 'light' : null);
  return {
    get: (fallback) => {
      try {
        return read(localStorage.getItem(KEY)) ?? fallback;
      } catch {
        return fallback;
      }
    },
    set: (value) => {
      try {
        if (value === 'auto') localStorage.removeItem(KEY);
        else localStorage.setItem(KEY, String(value === 'dark'));
      } catch {
        // Private mode without storage: the choice lasts for this page only.
      }
    },
    // Another tab changed the preference: follow it.
    subscribe: (onUpdate) => {
      onStorage = (event) => {
        if (event.storageArea === localStorage && event.key === KEY) onUpdate(read(event.newValue) ?? 'auto');
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
    },
    clear: () => localStorage.removeItem(KEY),
  };
})();
