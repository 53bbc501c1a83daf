// ETags and If-Match for provider resources (issue 17 point 3, decision 050). A resource's ETag is its
// row's `version`, which every write bumps; an update that names an older one answers 412, so that a
// system never overwrites a change it has not read.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';

export const etagOf = (version: number): string => `"${version}"`;

const STRONG_ETAG = /^"(\d{1,9})"$/;

/** The version an If-Match names; undefined when the request has none. */
export function ifMatchOf(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const match = STRONG_ETAG.exec(header.trim());
  if (!match) {
    throw new AppError(
      'bad_request',
      'If-Match must be one ETag exactly as a read of this resource gave it.',
      {
        reason: 'invalid-if-match',
      },
    );
  }
  return Number(match[1]);
}

export function preconditionFailed(
  detail = 'The resource has changed since the ETag of If-Match was read (or does not exist); read it again.',
): AppError {
  return new AppError('precondition_failed', detail, { reason: 'stale-etag' });
}
