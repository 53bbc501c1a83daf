// The one classification of an error a request ends with (issue 39 point 4, decision 107): what went
// wrong, its status, its stable code, the fields refused and how loud the log line is. Two renderers
// write it: the /api body {error, message, code} (error-handler.ts) and the provider API's RFC 9457
// problem details (provider/problem-details.ts). A new kind of failure is taught here, once.
import type { FastifyError, FastifyRequest } from 'fastify';
import { CLASH_MESSAGE, isConcurrentClash } from '../db/concurrent-clash.ts';
import { isInvalidTextForDatabase } from '../db/invalid-text.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from './app-error.ts';
import { isClientGone } from './client-gone.ts';

export type FieldError = { path: string; message: string };

export type ClassifiedError =
  /** the client went away: no answer to write, and no failure */
  | { kind: 'client-gone' }
  | {
      kind: 'answer';
      status: number;
      /** the sentence a person reads; empty for an unknown failure: the renderer's words (no internals) */
      message: string;
      /** the stable code to branch on, kebab-case, when there is one */
      code: string | undefined;
      /** a 400's refused fields, dotted paths ('' for the request as a whole) */
      fieldErrors: FieldError[] | undefined;
      /** the record as it now is (a save over a newer version, decision 100) */
      current: unknown;
      headers: Record<string, string>;
      /** a 5xx is an error for whoever runs it; a clash nobody mapped, a warning; a refusal, info */
      logAt: 'error' | 'warn' | 'info';
    };

const INVALID_TEXT = 'Invalid request: a value holds characters or a size that cannot be stored.';
const UNAVAILABLE = 'The service is busy or its database is unreachable. Please try again in a moment.';

/** The schema's refusals as field errors: the path dotted, each with its message. */
function fieldErrorsOf(err: FastifyError): FieldError[] {
  return (err.validation ?? []).map((v) => ({
    path: String(v.instancePath ?? '')
      .replace(/^\//, '')
      .replace(/\//g, '.'),
    message: v.message ?? '',
  }));
}

/** 'field.path: what is wrong' for each refusal (the request as a whole: just what is wrong). */
export const describeFieldErrors = (errors: FieldError[]): string =>
  errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; ');

export function classifyError(err: FastifyError, request: FastifyRequest): ClassifiedError {
  // before the database's checks: Node's 'aborted' carries ECONNRESET, which a lost database has too
  if (isClientGone(request, err)) return { kind: 'client-gone' };
  const answer = (
    status: number,
    message: string,
    more: Partial<Omit<ClassifiedError & { kind: 'answer' }, 'kind'>> = {},
  ) =>
    ({
      kind: 'answer',
      status,
      message,
      code: undefined,
      fieldErrors: undefined,
      current: undefined,
      headers: {},
      logAt: status >= 500 ? 'error' : 'info',
      ...more,
    }) as const;
  if (err instanceof AppError) {
    return answer(err.status, err.message, {
      code: err.reason,
      fieldErrors: err.fieldErrors,
      current: err.current,
      headers: err.headers,
    });
  }
  if (err.validation) {
    const fieldErrors = fieldErrorsOf(err);
    const described = describeFieldErrors(fieldErrors) || err.message;
    return answer(400, `Invalid request: ${described}`, { code: 'invalid-request', fieldErrors });
  }
  // the second net behind the shared text rule: a value PostgreSQL cannot take is the request's fault
  if (isInvalidTextForDatabase(err)) return answer(400, INVALID_TEXT, { code: 'invalid-request' });
  if (isDatabaseUnavailable(err)) return answer(503, UNAVAILABLE);
  if (isConcurrentClash(err)) return answer(409, CLASH_MESSAGE, { code: 'concurrent-change', logAt: 'warn' });
  // Fastify's own 4xx (bad JSON, body too large, wrong content type) read fine
  if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500)
    return answer(err.statusCode, err.message);
  return answer(500, '');
}
