// Housekeeping (decision 032): what the portal deletes by age, each part owned by its feature. Excel
// exports once their retention has passed (their links expired long before), sessions that ended
// long ago with their refresh tokens, audit rows past the audit retention, and the sign-in starts
// counted per address once they have left the limit's window, and the provider API's idempotency keys
// past their 24 hours (decision 050) and the vendor and staff writes' (decision 101), and the staff sessions that ended long ago (decision 057), and the
// token call's counted failures once out of their window with the addresses unused for 30 days
// (decision 099); and
// it folds each vendor's search changes into one row (decision 071). A
// periodic job of the queue runs it every HOUSEKEEPING_INTERVAL_SECONDS, once over all servers and
// workers (jobs.ts, decision 048); tests and the admin CLI call runHousekeeping themselves.
import type { Config } from './config.ts';
import type { Db } from './platform/db/database.ts';
import type { BlobStore } from './platform/blobs/blob-store.ts';
import { pruneAuditLog } from './platform/identity/audit-log.repository.ts';
import { pruneEndedSessions } from './features/auth/sessions.repository.ts';
import { pruneSignInStarts } from './platform/identity/srp-challenges.repository.ts';
import { SIGN_IN_START_WINDOW_SECONDS } from './platform/identity/sign-in-start-limit.ts';
import { pruneExports } from './features/work-orders/work-orders-prune.ts';
import { foldSearchChanges } from './features/work-orders/work-orders.repository.ts';
import { pruneIdempotencyKeys } from './platform/provider/idempotency.ts';
import { pruneWriteKeys } from './platform/http/idempotent-writes.ts';
import { pruneStaffSessions } from './platform/identity/staff-sessions.repository.ts';
import { pruneTokenFailures } from './features/integrations/provider-token-failures.repository.ts';
import {
  KNOWN_ADDRESS_DAYS,
  TOKEN_FAILURE_WINDOW_SECONDS,
} from './features/integrations/provider-token-throttle.ts';

export type HousekeepingDeps = { db: Db; blobs: BlobStore; settings: Config['housekeeping'] };
export type HousekeepingResult = {
  exports: number;
  sessions: number;
  auditRows: number;
  signInStarts: number;
  idempotencyKeys: number;
  /** the vendor and staff writes' Idempotency-Keys past their 24 hours (decision 101) */
  writeKeys: number;
  staffSessions: number;
  /** the token call's failures past their window (decision 099) */
  tokenFailures: number;
  /** search change rows folded away (their weights kept) */
  searchChanges: number;
};

export async function runHousekeeping(deps: HousekeepingDeps): Promise<HousekeepingResult> {
  const { db, blobs, settings } = deps;
  return {
    exports: await pruneExports({ db, blobs }, settings.exportRetentionHours),
    sessions: await pruneEndedSessions(db, settings.endedSessionRetentionDays),
    auditRows: await pruneAuditLog(db, settings.auditLogRetentionDays),
    signInStarts: await pruneSignInStarts(db, SIGN_IN_START_WINDOW_SECONDS),
    idempotencyKeys: await pruneIdempotencyKeys(db),
    writeKeys: await pruneWriteKeys(db),
    staffSessions: await pruneStaffSessions(db, settings.endedSessionRetentionDays),
    tokenFailures: await pruneTokenFailures(db, TOKEN_FAILURE_WINDOW_SECONDS, KNOWN_ADDRESS_DAYS),
    searchChanges: await foldSearchChanges(db),
  };
}
