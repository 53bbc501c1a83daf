// Abuse limits, counted from the audit log over a rolling 15 minutes (so they hold across server
// processes): password guesses (failed sign-ins and failed password changes) per account and per
// address, and password-link requests per account and per address. The account count restarts after a
// success; the address count does not, so one good account cannot launder an address's guesses.
import { TOO_MANY_ATTEMPTS } from '@vp/contracts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthDeps } from './auth-deps.ts';
import { countRecent, recordAudit, type AuditKind } from '../../platform/identity/audit-log.repository.ts';

/** The window the user-facing text names ("Please wait 15 minutes"). */
export const THROTTLE_WINDOW_MINUTES = 15;

export type ThrottledCall = 'sign_in' | 'set_password' | 'password_link';

export const GUESS_FAILURE_KINDS: readonly AuditKind[] = ['sign_in_failed', 'password_change_failed'];
const GUESS_SUCCESS_KINDS: readonly AuditKind[] = ['sign_in', 'password_changed'];

function rulesFor(call: ThrottledCall, limits: AuthDeps['config']['auth']) {
  return call === 'password_link'
    ? {
        kinds: ['password_link_requested'] as const,
        resetKinds: [] as const,
        perAccount: limits.maxPasswordLinksPerAccount,
        perIp: limits.maxPasswordLinksPerIp,
      }
    : {
        kinds: GUESS_FAILURE_KINDS,
        resetKinds: GUESS_SUCCESS_KINDS,
        perAccount: limits.maxFailuresPerAccount,
        perIp: limits.maxFailuresPerIp,
      };
}

export function tooManyAttempts(): AppError {
  return new AppError('too_many_requests', TOO_MANY_ATTEMPTS, {
    reason: 'TOO_MANY_ATTEMPTS',
    headers: { 'retry-after': String(THROTTLE_WINDOW_MINUTES * 60) },
  });
}

/** Throws 429 (and records a 'throttled' row) when the account or the address is over its limit. */
export async function assertNotThrottled(
  deps: Pick<AuthDeps, 'db' | 'config'>,
  call: ThrottledCall,
  email: string,
  ip: string,
): Promise<void> {
  const rules = rulesFor(call, deps.config.auth);
  const counts = await countRecent(deps.db, {
    kinds: rules.kinds,
    resetKinds: rules.resetKinds,
    email: email.toLowerCase(),
    ip,
    windowMinutes: THROTTLE_WINDOW_MINUTES,
  });
  const scope = counts.account >= rules.perAccount ? 'account' : counts.ip >= rules.perIp ? 'ip' : null;
  if (!scope) return;
  await recordAudit(deps.db, { kind: 'throttled', email, ip, detail: { call, scope } });
  throw tooManyAttempts();
}
