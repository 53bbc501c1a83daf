// Staff sessions (decision 057): a row per sign-in with its last-seen time. Every staff call moves the
// time in the statement that checks the session, so a session idle for longer than the setting is
// refused at once, whichever server process sees the call.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { StaffRole } from '@vp/contracts';
import type { Db } from '../db/database.ts';

/** However active, a staff session ends this long after its sign-in. */
export const STAFF_SESSION_MAX_SECONDS = 12 * 3600;

export async function insertStaffSession(db: Db, staffId: number): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('staff_sessions')
    .values({
      id,
      staff_id: staffId,
      expires_at: sql<Date>`now() + make_interval(secs => ${STAFF_SESSION_MAX_SECONDS})`,
    })
    .execute();
  return id;
}

export type StaffOnCall = {
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: string;
};

/**
 * The session's staff member, when the session is open, was used within `idleSeconds` and its account
 * is active; the call moves its last-seen time. Null otherwise.
 */
export async function touchStaffSession(
  db: Db,
  sessionId: string,
  staffId: number,
  idleSeconds: number,
): Promise<StaffOnCall | null> {
  const result = await sql<{ staffId: number; email: string; name: string; role: StaffRole }>`
    update staff_sessions s set last_seen_at = now()
      from staff_accounts a
     where s.id = ${sessionId} and s.staff_id = ${staffId} and a.id = s.staff_id
       and s.revoked_at is null and s.expires_at > now()
       and s.last_seen_at > now() - make_interval(secs => ${idleSeconds})
       and a.status = 'active'
    returning a.id as "staffId", a.email, a.name, a.role
  `.execute(db);
  const row = result.rows[0];
  return row ? { ...row, sessionId } : null;
}

/** Ends one session (sign-out); answers whether it was open. */
export async function revokeStaffSession(db: Db, sessionId: string, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every open session of a staff member (disabled); answers how many. */
export async function revokeStaffSessions(db: Db, staffId: number, reason: string): Promise<number> {
  const result = await db
    .updateTable('staff_sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Deletes staff sessions that ended more than `days` ago (signed out, disabled, or past their absolute
 * end; an idle one is past its end within 12 hours), the second-factor steps and the identity
 * provider's sign-in states left expired
 * (housekeeping, decision 032); answers how many sessions went.
 */
export async function pruneStaffSessions(db: Db, days: number): Promise<number> {
  const before = sql<Date>`now() - make_interval(days => ${days})`;
  await db
    .deleteFrom('staff_second_factor_challenges')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  // sign-ins sent to the company's identity provider and never come back (decision 064)
  await db
    .deleteFrom('staff_oidc_states')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  const result = await db
    .deleteFrom('staff_sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
