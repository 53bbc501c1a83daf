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
  | 'password_link_requested'
  | 'password_reset_required'
  | 'token_reuse'
  | 'logout';

export type AuditEntry = {
  kind: AuditKind;
  userId?: number | null;
  email?: string | null;
  ip?: string | null;
  detail?: Record<string, string | number | boolean>;
};

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      kind: entry.kind,
      user_id: entry.userId ?? null,
      email: entry.email?.toLowerCase() ?? null,
      ip: entry.ip ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}

export type RecentCountQuery = {
  kinds: readonly AuditKind[];
  email: string;
  ip: string;
  windowMinutes: number;
  /** for the account count: rows of these kinds restart it (a success ends a run of failures) */
  resetKinds: readonly AuditKind[];
};

/** Rows of `kinds` in the window for the account (since its last reset) and for the address. */
export async function countRecent(db: Db, q: RecentCountQuery): Promise<{ account: number; ip: number }> {
  const kinds = sql.join([...q.kinds]);
  const since = sql`now() - make_interval(mins => ${q.windowMinutes})`;
  const lastReset =
    q.resetKinds.length === 0
      ? sql`null`
      : sql`(select max(r.at) from audit_log r
             where r.kind in (${sql.join([...q.resetKinds])})
               and r.email = ${q.email} and r.at > ${since})`;
  const result = await sql<{ account: number; ip: number }>`
    select
      (select count(*) from audit_log f
        where f.kind in (${kinds}) and f.email = ${q.email}
          and f.at > coalesce(${lastReset}, ${since})) as account,
      (select count(*) from audit_log f
        where f.kind in (${kinds}) and f.ip = ${q.ip} and f.at > ${since}) as ip
  `.execute(db);
  const row = result.rows[0];
  return { account: Number(row?.account ?? 0), ip: Number(row?.ip ?? 0) };
}

/** Deletes audit rows older than `days` (housekeeping, decision 032); answers how many went. */
export async function pruneAuditLog(db: Db, days: number): Promise<number> {
  const result = await db
    .deleteFrom('audit_log')
    .where('at', '<', sql<Date>`now() - make_interval(days => ${days})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
