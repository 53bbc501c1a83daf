// The one typed error of the server. Services throw it; the error handler maps its code to a status.
export type AppErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'unavailable';

export const statusOf: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  unavailable: 503,
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  constructor(code: AppErrorCode, message: string) {
    super(message);
    this.code = code;
  }
  get status(): number {
    return statusOf[this.code];
  }
}

export const notFound = (what = 'record') => new AppError('not_found', `The ${what} was not found.`);
export const badRequest = (message: string) => new AppError('bad_request', message);
export const unauthorized = (message = 'Sign in to continue.') => new AppError('unauthorized', message);
