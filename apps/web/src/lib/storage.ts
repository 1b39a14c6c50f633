import { STORAGE_KEYS } from '@empowerment/shared';

/**
 * The refresh token lives in localStorage when 'Ricordami' is ticked (it survives the
 * browser), otherwise in sessionStorage (it dies with the tab). Local is read first.
 */
export const tokenStorage = {
  get(): string | null {
    return localStorage.getItem(STORAGE_KEYS.refreshToken) ?? sessionStorage.getItem(STORAGE_KEYS.refreshToken);
  },
  set(token: string, remember: boolean) {
    // One place only, so a stale token in the other storage cannot win the next read.
    this.clear();
    (remember ? localStorage : sessionStorage).setItem(STORAGE_KEYS.refreshToken, token);
  },
  clear() {
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    sessionStorage.removeItem(STORAGE_KEYS.refreshToken);
  },
};

/** Choices about this device, not about the session: they outlive a logout. */
const DEVICE_PREFERENCES: string[] = [STORAGE_KEYS.colorScheme, STORAGE_KEYS.installDismissed];
const isDevicePreference = (key: string) => DEVICE_PREFERENCES.includes(key) || key.startsWith(`${STORAGE_KEYS.tableColumns}:`);

/** Ends everything the session left in the browser (token, cached lists, ...). */
export function clearSessionData() {
  for (const store of [localStorage, sessionStorage]) {
    const kept = Object.keys(store)
      .filter(isDevicePreference)
      .map((key) => [key, store.getItem(key)] as const);
    store.clear();
    for (const [key, value] of kept) if (value != null) store.setItem(key, value);
  }
}
