import { STATUS_MESSAGES } from '@empowerment/shared';

/** Every failure a module can report, with its status; the text defaults to the spec's catalogue. */
const CODES = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  DEPENDENCIES: 424,
  TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  FILE_GENERATION: 502,
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

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
