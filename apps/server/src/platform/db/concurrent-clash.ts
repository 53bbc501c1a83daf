// PostgreSQL's refusals of a write that met another one at the same moment: a unique value taken by a
// row committed meanwhile, a serialization failure, a deadlock. Services map the clashes they expect
// (a code in use is a 409 that names it); one that reaches the error handler unmapped is still the
// timing of two requests, not a fault of ours to answer 500: it is a 409 that asks to try again, and
// the log keeps the error so the missing mapping can be found (decision 093).
const clashCodes = new Set([
  '23505', // unique_violation
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

export const CLASH_MESSAGE =
  'Another change to the same record was made at the same moment. Please try again.';

export function isConcurrentClash(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && clashCodes.has(code);
}
