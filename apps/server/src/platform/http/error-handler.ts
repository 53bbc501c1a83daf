// One place maps every error to a status and a body {error, message}. 4xx bodies say what was wrong in
// words a user understands; 5xx bodies never carry internals (those go to the log with the request id).
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { classifyError } from './classify-error.ts';
import { CLIENT_CLOSED_REQUEST } from './client-gone.ts';

export type ErrorBody = {
  error: string;
  message: string;
  statusCode: number;
  code?: string;
  current?: unknown;
};

const SERVER_ERROR =
  'Something went wrong on our side. Please try again; if it keeps happening, contact support.';

/** The /api rendering of the one classification (classify-error.ts): {error, message, statusCode, code?}. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const failure = classifyError(err, request);
    if (failure.kind === 'client-gone') {
      request.log.info({ reason: err.message }, 'request ended: the client went away');
      void reply.status(CLIENT_CLOSED_REQUEST).send();
      return;
    }
    const { status, headers, current } = failure;
    // the /api body has named only its own codes (an AppError's, a clash) since the spec's first calls
    const code = err instanceof AppError || failure.code === 'concurrent-change' ? failure.code : undefined;
    const message = failure.message || SERVER_ERROR;
    for (const [name, value] of Object.entries(headers)) void reply.header(name, value);
    if (failure.logAt === 'error') request.log.error({ err }, 'request failed');
    else if (failure.logAt === 'warn') request.log.warn({ err }, 'unmapped clash with a concurrent change');
    else request.log.info({ status, reason: message }, 'request refused');
    const body: ErrorBody = {
      error: message,
      message,
      statusCode: status,
      ...(code ? { code } : {}),
      ...(current !== undefined ? { current } : {}),
    };
    void reply.status(status).send(body);
  });
}
