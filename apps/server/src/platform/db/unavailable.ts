// Errors that mean "the database cannot serve us right now": pool exhausted past the connect
// timeout, server down or restarting, statement timed out. They become a fast 503, never a hang.
import { UNAVAILABLE_MESSAGE } from './pg-internals.ts';

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '53300',
  '57014',
]);

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && unavailableCodes.has(code)) return true;
  // 'Query read timeout': pg's own limit on a query (query_timeout), a database that stopped answering
  return UNAVAILABLE_MESSAGE.test(err.message);
}
