import { MSG, STATUS_MESSAGES } from '@empowerment/shared';

/** Every failure a module can report, with its status; the text defaults to the spec's catalogue. */
const CODES = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** A client that stopped sending its request before its end (lib/request-time-limits). */
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  /** A save based on a version of the record older than the stored one (VERSION_HEADER). */
  STALE: 409,
  UNPROCESSABLE: 422,
  DEPENDENCIES: 424,
  TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  FILE_GENERATION: 502,
  /** Work the server cannot take on now, to be asked again shortly (every xlsx writer busy, too many files waiting). */
  SERVICE_UNAVAILABLE: 503,
} as const;
export type AppErrorCode = keyof typeof CODES;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? STATUS_MESSAGES[CODES[code]] ?? code);
    this.status = CODES[code];
  }
}

export const staleSave = () => new AppError('STALE', MSG.staleSave);
export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);

/**
 * A body that repeats an id of the path or of the stored record (her `beneficiary_id`, a `course_id`)
 * must agree with it; a different one is a 400 on that field. An absent id is fine.
 */
export function sameId(field: string, sent: number | null | undefined, expected: number) {
  if (sent && sent !== expected) throw new AppError('BAD_REQUEST', MSG.badValue, { [field]: MSG.badValue });
}
