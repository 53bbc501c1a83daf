// Abuse limits, counted from the audit log over a rolling 15 minutes (so they hold across server
// processes): password guesses (failed sign-ins and failed password changes) per account and per
// address, and password-link requests per account and per address. The account count restarts after a
// success; the address count does not, so one good account cannot launder an address's guesses.
//
// A guess is counted before it is checked (decision 034): under advisory locks on its account, address
// and device, the recent rows are counted and, within the limits, the guess's own row is written at
// once (as a failure to be), so the next guess for the same account or address counts it; only then
// does it go on to the proof or the slow password hashing. Reading the count, checking, and writing
// the failure afterwards let 150 concurrent wrong proofs all through. The row then becomes what the
// guess turned out to be: a failure with its reason, or the success.
//
// A browser that has signed in to the account before (a trusted device, device-cookies.ts: the vendor
// sign-in's since decision 034, the staff password step's since decision 097) is counted on its own
// instead: failures from elsewhere never lock the owner out, and the device has a limit of its own,
// so a stolen cookie buys no more guesses than an unknown browser (OWASP's device cookies).
import { TOO_MANY_ATTEMPTS } from '@vp/contracts';
import { AppError } from '../http/app-error.ts';
import { lockKeys } from '../db/advisory-locks.ts';
import type { Db } from '../db/database.ts';
import {
  countRecent,
  insertAudit,
  recordAudit,
  settleAudit,
  type AuditKind,
  type AuditSurface,
} from './audit-log.repository.ts';

/** What the throttle stands on: the database and the limits (the vendor and the staff sign-ins share both). */
export type ThrottleLimits = {
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
  maxPasswordLinksPerAccount: number;
  maxPasswordLinksPerIp: number;
};
export type ThrottleDeps = { db: Db; config: { auth: ThrottleLimits } };

/** The window the user-facing text names ("Please wait 15 minutes"). */
export const THROTTLE_WINDOW_MINUTES = 15;

/** 'second_factor': a staff member's authenticator or recovery code, after the password (decision 057). */
export type ThrottledCall = 'sign_in' | 'set_password' | 'password_link' | 'second_factor';

export const GUESS_FAILURE_KINDS: readonly AuditKind[] = ['sign_in_failed', 'password_change_failed'];
const GUESS_SUCCESS_KINDS: readonly AuditKind[] = ['sign_in', 'password_changed'];

/**
 * Who is trying: the account's e-mail, the client's address, and a trusted device's id if any. The
 * surface keeps the vendor and staff sign-ins' counts apart (one address may be both; decision 057).
 */
export type Attempt = { email: string; ip: string; device?: string | null; surface?: AuditSurface };

function rulesFor(call: ThrottledCall, limits: ThrottleLimits) {
  if (call === 'second_factor')
    return {
      kinds: ['second_factor_failed'] as const,
      resetKinds: ['sign_in'] as const,
      // counted per account and address whatever the browser; any sign-in restarts it (decision 097)
      accountResetByDevices: true,
      perAccount: limits.maxFailuresPerAccount,
      perIp: limits.maxFailuresPerIp,
    };
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
    reason: 'too-many-attempts',
    headers: { 'retry-after': String(THROTTLE_WINDOW_MINUTES * 60) },
  });
}

type Counts = { account: number; ip: number; device: number };
type Limits = { perAccount: number; perIp: number };

/** Which limit is already reached by `counts` (a trusted device has only its own), or null. */
function scopeOver(counts: Counts, limits: Limits, trusted: boolean) {
  if (trusted) return counts.device >= limits.perAccount ? 'device' : null;
  if (counts.account >= limits.perAccount) return 'account';
  return counts.ip >= limits.perIp ? 'ip' : null;
}

const countsFor = (deps: ThrottleDeps, call: ThrottledCall, attempt: Attempt) => {
  const rules = rulesFor(call, deps.config.auth);
  return countRecent(deps.db, {
    kinds: rules.kinds,
    resetKinds: rules.resetKinds,
    email: attempt.email.toLowerCase(),
    ip: attempt.ip,
    device: attempt.device ?? null,
    accountResetByDevices: 'accountResetByDevices' in rules,
    surface: attempt.surface ?? 'vendor',
    windowMinutes: THROTTLE_WINDOW_MINUTES,
  });
};

/**
 * Throws 429 (and records a 'throttled' row) when the account, the address or the trusted device is
 * already at its limit. Only for a step that guesses nothing (sign-in start): it tells the user early.
 */
export async function assertNotThrottled(
  deps: ThrottleDeps,
  call: ThrottledCall,
  attempt: Attempt,
): Promise<void> {
  const scope = scopeOver(
    await countsFor(deps, call, attempt),
    rulesFor(call, deps.config.auth),
    Boolean(attempt.device),
  );
  if (!scope) return;
  await recordAudit(deps.db, {
    kind: 'throttled',
    email: attempt.email,
    ip: attempt.ip,
    surface: attempt.surface,
    detail: { call, scope },
  });
  throw tooManyAttempts();
}

/** A counted attempt, to be settled once its check is done. */
export type ReservedAttempt = {
  /** The attempt failed: its row stays counted, with the reason. */
  failed(
    reason: string,
    userId?: number | null,
    detail?: Record<string, string | number | boolean>,
  ): Promise<void>;
  /** The attempt was not a failure: its row becomes `kind` (a success restarts the account count). */
  settled(
    kind: AuditKind,
    userId: number | null,
    detail?: Record<string, string | number | boolean>,
  ): Promise<void>;
};

/** The lock keys of an attempt: guesses of both calls share their counts, link requests have their own. */
function lockKeysOf(call: ThrottledCall, attempt: Attempt): string[] {
  const group = call === 'password_link' ? 'link' : call === 'second_factor' ? 'code' : 'guess';
  return [
    `throttle:${group}:account:${attempt.surface ?? 'vendor'}:${attempt.email.toLowerCase()}`,
    `throttle:${group}:ip:${attempt.ip}`,
    ...(attempt.device ? [`throttle:${group}:device:${attempt.device}`] : []),
  ];
}

/**
 * Counts an attempt before any of its work (the proof, the slow hashing, the e-mail), and throws 429
 * when it would pass a limit. Its row is written as what the attempt is presumed to be (a failed
 * guess, a link request) and settled by the caller.
 */
export async function reserveAttempt(
  deps: ThrottleDeps,
  call: ThrottledCall,
  attempt: Attempt,
): Promise<ReservedAttempt> {
  const rules = rulesFor(call, deps.config.auth);
  const device: Record<string, string> = attempt.device ? { device: attempt.device } : {};
  const presumed: AuditKind =
    call === 'password_link'
      ? 'password_link_requested'
      : call === 'second_factor'
        ? 'second_factor_failed'
        : call === 'sign_in'
          ? 'sign_in_failed'
          : 'password_change_failed';
  const id = await deps.db.transaction().execute(async (tx) => {
    // Others count the row as soon as it commits; the settle that ends every attempt is a normal
    // commit and flushes it too. Only a throttled attempt's audit row, or the row of an attempt whose
    // work then failed unexpectedly, could be lost in a crash (decision 077).
    // A few milliseconds: the count and the insert, one attempt of this account or address at a time.
    await lockKeys(tx, lockKeysOf(call, attempt), { commitWithoutDiskWait: true });
    const counts = await countsFor({ ...deps, db: tx }, call, attempt);
    const scope = scopeOver(counts, rules, Boolean(attempt.device));
    if (scope) {
      await recordAudit(tx, {
        kind: 'throttled',
        email: attempt.email,
        ip: attempt.ip,
        surface: attempt.surface,
        detail: { call, scope, ...device },
      });
      return null;
    }
    return insertAudit(tx, {
      kind: presumed,
      email: attempt.email,
      ip: attempt.ip,
      surface: attempt.surface,
      detail: { call, reason: 'pending', ...device },
    });
  });
  if (id === null) throw tooManyAttempts();
  // the account's id names a user, or a staff account on the staff sign-in
  const account = (accountId: number | null | undefined) =>
    attempt.surface === 'staff' ? { staffId: accountId } : { userId: accountId };
  return {
    failed: (reason, userId, detail = {}) =>
      settleAudit(deps.db, id, {
        kind: presumed,
        ...account(userId),
        detail: { call, reason, ...detail, ...device },
      }),
    settled: (kind, userId, detail = {}) =>
      settleAudit(deps.db, id, { kind, ...account(userId), detail: { ...detail, ...device } }),
  };
}
