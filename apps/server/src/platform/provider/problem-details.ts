// RFC 9457 problem details for the provider API only (decision 047): its own error handler and 404,
// registered in the provider scope, so that the /api error body ({error, message}) does not change.
// Every 400 also lists its field errors, `errors: [{path, message}]`, as a bulk answer does per item
// (decision 102): path is the field, dotted ('crewLines.0.nte'), or '' for the request as a whole.
import { CLIENT_CLOSED_REQUEST, isClientGone } from '../http/client-gone.ts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError, ProviderProblem, ProviderValidationProblem } from '@vp/contracts';
import { AppError } from '../http/app-error.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { isInvalidTextForDatabase } from '../db/invalid-text.ts';
import { CLASH_MESSAGE, isConcurrentClash } from '../db/concurrent-clash.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export type Problem = ProviderProblem | ProviderValidationProblem;

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** A problem type per reason; names, not addresses to fetch (RFC 9457 section 3.1.1 allows it). */
export const problemType = (reason: string): string => `urn:vendor-portal:problem:${reason}`;

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  reason: string,
  detail: string,
  /** a 400's fields; none given: the request as a whole, in the detail's words */
  errors?: FieldError[],
): FastifyReply {
  const problem: ProviderProblem = {
    type: reason === 'about:blank' ? 'about:blank' : problemType(reason),
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    instance: request.url.split('?')[0] ?? request.url,
  };
  const body: Problem =
    status === 400
      ? { ...problem, errors: errors?.length ? errors : [{ path: '', message: detail }] }
      : problem;
  return reply.status(status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
}

export function registerProblemHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    // as the portal's handler: a client gone is no failure, and its ECONNRESET no lost database
    if (isClientGone(request, err)) {
      request.log.info({ reason: err.message }, 'request ended: the client went away');
      return reply.status(CLIENT_CLOSED_REQUEST).send();
    }
    let status: number;
    let reason = 'about:blank';
    let detail: string;
    let errors: FieldError[] | undefined;
    if (err instanceof AppError) {
      status = err.status;
      reason = err.reason ?? err.code;
      detail = err.message;
      errors = err.fieldErrors;
      for (const [name, value] of Object.entries(err.headers)) void reply.header(name, value);
    } else if (err.validation) {
      status = 400;
      reason = 'invalid-request';
      errors = (err.validation ?? []).map((v) => ({
        path: String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replace(/\//g, '.'),
        message: v.message ?? '',
      }));
      detail = `Invalid request: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`;
    } else if (isInvalidTextForDatabase(err)) {
      status = 400;
      reason = 'invalid-request';
      detail = 'Invalid request: a value holds characters or a size that cannot be stored.';
    } else if (isDatabaseUnavailable(err)) {
      status = 503;
      detail = 'The service is busy or its database is unreachable. Please try again in a moment.';
    } else if (isConcurrentClash(err)) {
      status = 409;
      reason = 'concurrent-change';
      detail = CLASH_MESSAGE;
      request.log.warn({ err }, 'unmapped clash with a concurrent change');
    } else if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      detail = err.message;
    } else {
      status = 500;
      detail = 'Something went wrong on our side. Please try again later.';
    }
    if (status >= 500) request.log.error({ err }, 'provider request failed');
    else request.log.info({ status, reason: detail }, 'provider request refused');
    return sendProblem(request, reply, status, reason, detail, errors);
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblem(
      request,
      reply,
      404,
      'about:blank',
      `There is no ${request.method} ${request.url.split('?')[0]}.`,
    ),
  );
}
