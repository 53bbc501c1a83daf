// The one typed error of the server. Services throw it; the error handler maps its code to a status.
import { STALE_VERSION_CODE } from '@vp/contracts';

export type AppErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'precondition_failed'
  /** 428: the write must be conditional (If-Match) */
  | 'precondition_required'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'unprocessable'
  | 'too_many_requests'
  | 'unavailable';

export const statusOf: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  precondition_failed: 412,
  precondition_required: 428,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
  unavailable: 503,
};

export type AppErrorOptions = {
  /** a stable code for clients that branch on the error (the body's `code`), kebab-case on every surface (decision 107), e.g. password-reset-required */
  reason?: string;
  /** extra answer headers, e.g. Retry-After */
  headers?: Record<string, string>;
  /** the record as it now is, answered as the body's `current` (a save over a newer version, decision 100) */
  current?: unknown;
  /** the fields refused, each with its message (a provider 400's `errors`, decision 102) */
  fieldErrors?: { path: string; message: string }[];
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly reason: string | undefined;
  readonly headers: Record<string, string>;
  readonly current: unknown;
  readonly fieldErrors: { path: string; message: string }[] | undefined;
  constructor(code: AppErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message);
    this.code = code;
    this.reason = options.reason;
    this.headers = options.headers ?? {};
    this.current = options.current;
    this.fieldErrors = options.fieldErrors;
  }
  get status(): number {
    return statusOf[this.code];
  }
}

export const notFound = (what = 'record') => new AppError('not_found', `The ${what} was not found.`);
export const badRequest = (message: string) => new AppError('bad_request', message);
export const unauthorized = (message = 'Sign in to continue.') => new AppError('unauthorized', message);

/** 409 STALE_VERSION_CODE: a save named an older version than the record has (decision 100). */
export const staleVersion = (message: string, current: unknown) =>
  new AppError('conflict', message, { reason: STALE_VERSION_CODE, current });
