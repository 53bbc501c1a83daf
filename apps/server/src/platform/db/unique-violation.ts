// A unique index refused a row. Services turn it into a 409 that names the clash: the index is the
// authority, a lookup beforehand can race with another request.
const UNIQUE_VIOLATION = '23505';

/** True when `err` is PostgreSQL's unique violation, of the named constraint or index if given. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (!(err instanceof Error)) return false;
  const e = err as { code?: unknown; constraint?: unknown };
  return e.code === UNIQUE_VIOLATION && (constraint === undefined || e.constraint === constraint);
}
