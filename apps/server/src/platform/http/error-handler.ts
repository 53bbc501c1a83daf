// One place maps every error to a status and a body {error, message}. 4xx bodies say what was wrong in
// words a user understands; 5xx bodies never carry internals (those go to the log with the request id).
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { isInvalidTextForDatabase } from '../db/invalid-text.ts';
import { CLASH_MESSAGE, isConcurrentClash } from '../db/concurrent-clash.ts';
import { CLIENT_CLOSED_REQUEST, isClientGone } from './client-gone.ts';

export type ErrorBody = {
  error: string;
  message: string;
  statusCode: number;
  code?: string;
  current?: unknown;
};

/** 'field.path: what is wrong' for each refusal of the request's schema (or the shared text rule). */
function describeValidation(err: FastifyError): string {
  const parts = (err.validation ?? []).map((v) => {
    const path = String(v.instancePath ?? '')
      .replace(/^\//, '')
      .replace(/\//g, '.');
    return path ? `${path}: ${v.message ?? ''}` : (v.message ?? '');
  });
  return parts.length > 0 ? parts.join('; ') : err.message;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    // before the database's checks: Node's 'aborted' carries ECONNRESET, which a lost database has too
    if (isClientGone(request, err)) {
      request.log.info({ reason: err.message }, 'request ended: the client went away');
      void reply.status(CLIENT_CLOSED_REQUEST).send();
      return;
    }
    let status: number;
    let message: string;
    let code: string | undefined;
    let current: unknown;
    if (err instanceof AppError) {
      current = err.current;
      status = err.status;
      message = err.message;
      code = err.reason;
      for (const [name, value] of Object.entries(err.headers)) void reply.header(name, value);
    } else if (err.validation) {
      status = 400;
      message = `Invalid request: ${describeValidation(err)}`;
    } else if (isInvalidTextForDatabase(err)) {
      // the second net behind the shared text rule: a value PostgreSQL cannot take is the request's fault
      status = 400;
      message = 'Invalid request: a value holds characters or a size that cannot be stored.';
    } else if (isDatabaseUnavailable(err)) {
      status = 503;
      message = 'The service is busy or its database is unreachable. Please try again in a moment.';
    } else if (isConcurrentClash(err)) {
      status = 409;
      message = CLASH_MESSAGE;
      code = 'concurrent-change';
      request.log.warn({ err }, 'unmapped clash with a concurrent change');
    } else if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      message = err.message; // Fastify's own 4xx (bad JSON, body too large, wrong content type) read fine
    } else {
      status = 500;
      message = 'Something went wrong on our side. Please try again; if it keeps happening, contact support.';
    }
    if (status >= 500) request.log.error({ err }, 'request failed');
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
