/** Business constants of spec 01 §9 and spec 02 §9, shared by server and web app. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const REFERENCE_CACHE_TTL_MS = 15 * 60_000;
export const MOBILE_BREAKPOINT_PX = 640;

export const TABLE_PAGE_SIZE = 10;
export const TABLE_SKELETON_ROWS = 20;
export const TABLE_SKELETON_MIN_MS = 500;
export const EXPORT_BATCH_SIZE = 500;
export const EXPORT_BUTTON_COOLDOWN_MS = 5_000;
/** Largest page a list call may ask for (the spec's list modal asks 10000). */
export const MAX_LIST_LIMIT = 10_000;

export const MODAL_AUTO_CLOSE_MS = 500;
export const RESET_REDIRECT_MS = 1_000;
export const POST_LOGIN_LOAD_DELAY_MS = 500;
export const LOGOUT_SPINNER_MS = 1_000;
export const LOADING_OVERLAY_CLEAR_MS = 300;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const PASSWORD_SPECIALS = ['!', '@', '#', '?', '/'] as const;

export const OPERATOR_NAME_MAX = 100;
export const EMAIL_MIN = 3;
export const EMAIL_MAX = 319;
export const OPERATOR_NOTES_MAX = 300;

/** The zero date a client sends for "no date". */
export const ZERO_DATE = '0001-01-01T00:00:00Z';

export const STORAGE_KEYS = {
  refreshToken: 'token',
  jsonLists: 'empowerment-json-lists',
  tableLists: 'empowerment-table-lists',
  colorScheme: 'empowerment-dark-mode',
  installDismissed: 'empowerment-install-dismissed',
  /** Prefix of the columns chosen per list (`empowerment-columns:<list>`). */
  tableColumns: 'empowerment-columns',
} as const;
