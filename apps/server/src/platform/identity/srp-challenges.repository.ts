// SRP challenges live in the database (not in process memory) so that start and finish may reach
// different server processes. Each is taken (deleted) by the first finish that names it. The vendor
// and the staff sign-ins share the table (decision 057): a challenge names its surface, and a finish
// takes only a challenge of its own surface.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { lockKeys } from '../db/advisory-locks.ts';
import { commitWithoutWaitingForDisk } from '../db/unflushed-commit.ts';

export type NewChallenge = {
  id: string;
  userId: number | null;
  /** on the staff sign-in: the staff account (null for a decoy), and userId is null */
  staffId?: number | null;
  surface?: 'vendor' | 'staff';
  email: string;
  salt: string;
  serverSecret: string;
  serverPublic: string;
  ttlSeconds: number;
};

/** Stores a challenge, and drops expired ones in the same statement. */
export async function insertChallenge(db: Db, c: NewChallenge): Promise<void> {
  await db
    .with('expired', (d) => d.deleteFrom('srp_challenges').where('expires_at', '<', sql<Date>`now()`))
    .insertInto('srp_challenges')
    .values({
      id: c.id,
      user_id: c.userId,
      staff_id: c.staffId ?? null,
      surface: c.surface ?? 'vendor',
      email: c.email,
      salt: c.salt,
      server_secret: c.serverSecret,
      server_public: c.serverPublic,
      expires_at: sql<Date>`now() + make_interval(secs => ${c.ttlSeconds})`,
    })
    .execute();
}

/**
 * Takes an unexpired challenge (it can never be used again) with its account, in one round trip
 * whether or not the e-mail has an account.
 */
export async function takeChallenge(db: Db, id: string) {
  const result = await sql<{
    email: string;
    salt: string;
    serverSecret: string;
    serverPublic: string;
    expired: boolean;
    userId: number | null;
    vendorId: number | null;
    userEmail: string | null;
    status: string | null;
    /** the user's vendor: an inactive one's users cannot sign in (decision 053) */
    vendorStatus: string | null;
    passwordState: string | null;
    verifier: string | null;
  }>`
    with taken as (delete from srp_challenges where id = ${id} and surface = 'vendor' returning *)
    select t.email, t.salt, t.server_secret as "serverSecret", t.server_public as "serverPublic",
           t.expires_at <= now() as expired,
           u.id as "userId", u.vendor_id as "vendorId", u.email as "userEmail", u.status,
           v.status as "vendorStatus",
           u.password_state as "passwordState", u.srp_verifier as verifier
      from taken t left join users u on u.id = t.user_id left join vendors v on v.id = u.vendor_id
  `.execute(db);
  return result.rows[0];
}

/** Takes an unexpired challenge of the staff sign-in with its staff account (decision 057). */
export async function takeStaffChallenge(db: Db, id: string) {
  const result = await sql<{
    email: string;
    salt: string;
    serverSecret: string;
    serverPublic: string;
    expired: boolean;
    staffId: number | null;
    staffEmail: string | null;
    status: string | null;
    passwordState: string | null;
    verifier: string | null;
  }>`
    with taken as (delete from srp_challenges where id = ${id} and surface = 'staff' returning *)
    select t.email, t.salt, t.server_secret as "serverSecret", t.server_public as "serverPublic",
           t.expires_at <= now() as expired,
           s.id as "staffId", s.email as "staffEmail", s.status,
           s.password_state as "passwordState", s.srp_verifier as verifier
      from taken t left join staff_accounts s on s.id = t.staff_id
  `.execute(db);
  return result.rows[0];
}

/** A server key of `auth_secrets`: 'srp-decoy' (decoy accounts), 'device-cookie' (migration 0012). */
export async function readAuthSecret(db: Db, name: 'srp-decoy' | 'device-cookie'): Promise<string> {
  const row = await db
    .selectFrom('auth_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

export const readDecoySecret = (db: Db) => readAuthSecret(db, 'srp-decoy');

/**
 * Takes a sign-in start for `ip` if it made fewer than `max` in the window: answers whether it did.
 * The count and the insert run under a lock on the address, so concurrent starts take exactly the
 * slots there are; a refused start is not recorded (it cost nothing).
 */
export async function takeSignInStart(
  db: Db,
  ip: string,
  max: number,
  windowSeconds: number,
): Promise<boolean> {
  const since = sql<Date>`now() - make_interval(secs => ${windowSeconds})`;
  return db.transaction().execute(async (tx) => {
    // a slot lost in a crash is one more start allowed; and the challenge's insert, which follows,
    // flushes it in any case (decision 077)
    await commitWithoutWaitingForDisk(tx);
    await lockKeys(tx, [`sign-in-start:${ip}`]);
    const row = await tx
      .selectFrom('sign_in_starts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ip', '=', ip)
      .where('at', '>=', since)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= max) return false;
    await tx.insertInto('sign_in_starts').values({ ip }).execute();
    return true;
  });
}

/** Deletes the sign-in starts older than `windowSeconds` (housekeeping); answers how many went. */
export async function pruneSignInStarts(db: Db, windowSeconds: number): Promise<number> {
  const result = await db
    .deleteFrom('sign_in_starts')
    .where('at', '<', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
