// RFC 9457 problem details for the provider API only (decision 047): its own error handler and 404,
// registered in the provider scope, so that the /api error body ({error, message}) does not change.
// Every 400 also lists its field errors, `errors: [{path, message}]`, as a bulk answer does per item
// (decision 102): path is the field, dotted ('crewLines.0.nte'), or '' for the request as a whole.
import { CLIENT_CLOSED_REQUEST } from '../http/client-gone.ts';
import { classifyError } from '../http/classify-error.ts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError, ProviderProblem, ProviderValidationProblem } from '@vp/contracts';
import { AppError } from '../http/app-error.ts';

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

const SERVER_ERROR = 'Something went wrong on our side. Please try again later.';

/** The provider API's rendering of the one classification (classify-error.ts) as problem details. */
export function registerProblemHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const failure = classifyError(err, request);
    // as the portal's handler: a client gone is no failure, and its ECONNRESET no lost database
    if (failure.kind === 'client-gone') {
      request.log.info({ reason: err.message }, 'request ended: the client went away');
      return reply.status(CLIENT_CLOSED_REQUEST).send();
    }
    const { status, fieldErrors } = failure;
    // an AppError without a code of its own is typed by its kind, in the codes' kebab-case
    const reason = failure.code ?? (err instanceof AppError ? err.code.replace(/_/g, '-') : 'about:blank');
    const detail = failure.message || SERVER_ERROR;
    for (const [name, value] of Object.entries(failure.headers)) void reply.header(name, value);
    if (failure.logAt === 'error') request.log.error({ err }, 'provider request failed');
    else if (failure.logAt === 'warn') request.log.warn({ err }, 'unmapped clash with a concurrent change');
    else request.log.info({ status, reason: detail }, 'provider request refused');
    return sendProblem(request, reply, status, reason, detail, fieldErrors);
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
