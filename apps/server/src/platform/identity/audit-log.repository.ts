// The audit log: one row per sign-in, failure, throttle, password change, link request, token reuse and
// logout. Throttling counts from it, so every server process sees the same numbers. Rows never hold a
// password, token, verifier, proof or ephemeral: `detail` takes only short words and numbers.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type AuditKind =
  | 'sign_in'
  | 'sign_in_failed'
  /** the password was right, but the account must first choose a new one */
  | 'sign_in_challenge'
  | 'throttled'
  | 'password_changed'
  | 'password_change_failed'
  /** the link or the current password was right (a counted guess that was no failure) */
  | 'password_check_passed'
  | 'password_link_requested'
  | 'password_reset_required'
  | 'token_reuse'
  | 'logout'
  /** a staff member's wrong, replayed or unknown authenticator or recovery code (decision 057) */
  | 'second_factor_failed';

/** Whose sign-in a row is about: a vendor user's (/api) or a staff member's (/staff/api, decision 057). */
export type AuditSurface = 'vendor' | 'staff';

export type AuditEntry = {
  kind: AuditKind;
  userId?: number | null;
  /** a staff member's rows name the staff account instead of a user */
  staffId?: number | null;
  surface?: AuditSurface | undefined;
  email?: string | null;
  ip?: string | null;
  detail?: Record<string, string | number | boolean>;
};

/** An entry's row: a vendor user's unless it names another surface; the e-mail lower-cased. */
const auditRow = (entry: AuditEntry) => ({
  kind: entry.kind,
  user_id: entry.userId ?? null,
  staff_id: entry.staffId ?? null,
  surface: entry.surface ?? 'vendor',
  email: entry.email?.toLowerCase() ?? null,
  ip: entry.ip ?? null,
  detail: JSON.stringify(entry.detail ?? {}),
});

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insertInto('audit_log').values(auditRow(entry)).execute();
}

/** Records an entry and answers its id, so that the entry can be settled later (a reserved guess). */
export async function insertAudit(db: Db, entry: AuditEntry): Promise<number> {
  const row = await db
    .insertInto('audit_log')
    .values(auditRow(entry))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rewrites an entry's kind, user and detail (a reserved guess turned failure, success or throttle). */
export async function settleAudit(
  db: Db,
  id: number,
  entry: Pick<AuditEntry, 'kind' | 'userId' | 'staffId' | 'detail'>,
): Promise<void> {
  await db
    .updateTable('audit_log')
    .set({
      kind: entry.kind,
      ...(entry.userId !== undefined ? { user_id: entry.userId } : {}),
      ...(entry.staffId !== undefined ? { staff_id: entry.staffId } : {}),
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .where('id', '=', id)
    .execute();
}

export type RecentCountQuery = {
  kinds: readonly AuditKind[];
  email: string;
  ip: string;
  windowMinutes: number;
  /** only rows of this sign-in are counted (decision 057) */
  surface: AuditSurface;
  /** for the account count: rows of these kinds restart it (a success ends a run of failures) */
  resetKinds: readonly AuditKind[];
  /**
   * A trusted device's id (decision 034): its rows (detail.device) are counted on their own, and
   * left out of the account's and the address's counts.
   */
  device?: string | null;
  /**
   * The account count restarts at a success from a trusted device too: the staff's second factor,
   * whose limit is per account and address only (decision 097). Else only a success from an unknown
   * browser restarts it (decision 034).
   */
  accountResetByDevices?: boolean;
};

/**
 * Rows of `kinds` in the window: for the account (since its last reset) and for the address, both
 * without the rows of trusted devices, and for the trusted device `device` (since its last reset).
 */
export async function countRecent(
  db: Db,
  q: RecentCountQuery,
): Promise<{ account: number; ip: number; device: number }> {
  const kinds = sql.join([...q.kinds]);
  const since = sql`now() - make_interval(mins => ${q.windowMinutes})`;
  // a success restarts the count of where it came from: a trusted device's its own, an unknown
  // browser's the account's (so the owner signing in from a trusted device gives a guesser no fresh
  // allowance)
  const resetFrom = (fromDevice: boolean) =>
    fromDevice
      ? sql`r.detail->>'device' = ${q.device ?? null}`
      : q.accountResetByDevices
        ? sql`true`
        : sql`not (r.detail ? 'device')`;
  const lastReset = (fromDevice: boolean) =>
    q.resetKinds.length === 0
      ? sql`null`
      : sql`(select max(r.at) from audit_log r
             where r.kind in (${sql.join([...q.resetKinds])})
               and r.email = ${q.email} and r.surface = ${q.surface} and r.at > ${since}
               and ${resetFrom(fromDevice)})`;
  const result = await sql<{ account: number; ip: number; device: number }>`
    select
      (select count(*) from audit_log f
        where f.kind in (${kinds}) and f.email = ${q.email} and f.surface = ${q.surface}
          and not (f.detail ? 'device')
          and f.at > coalesce(${lastReset(false)}, ${since})) as account,
      (select count(*) from audit_log f
        where f.kind in (${kinds}) and f.ip = ${q.ip} and not (f.detail ? 'device')
          and f.at > ${since}) as ip,
      (select count(*) from audit_log f
        where f.kind in (${kinds}) and f.detail ? 'device' and f.detail->>'device' = ${q.device ?? null}
          and f.at > coalesce(${lastReset(true)}, ${since})) as device
  `.execute(db);
  const row = result.rows[0];
  return { account: Number(row?.account ?? 0), ip: Number(row?.ip ?? 0), device: Number(row?.device ?? 0) };
}

/** Deletes audit rows older than `days` (housekeeping, decision 032); answers how many went. */
export async function pruneAuditLog(db: Db, days: number): Promise<number> {
  const result = await db
    .deleteFrom('audit_log')
    .where('at', '<', sql<Date>`now() - make_interval(days => ${days})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
