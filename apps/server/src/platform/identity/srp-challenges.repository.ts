// SRP challenges live in the database (not in process memory) so that start and finish may reach
// different server processes. Each is taken (deleted) by the first finish that names it. The vendor
// and the staff sign-ins share the table (decision 057): a challenge names its surface, and a finish
// takes only a challenge of its own surface.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { lockKeys } from '../db/advisory-locks.ts';
import { NO_DISK_WAIT } from '../db/unflushed-commit.ts';

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
  // A challenge lost in a crash costs its user one more try, so its commit does not wait for the disk
  // (decision 077). The setting is made inside the statement, which stays one round trip: the insert
  // selects from it, so it runs.
  await sql`
    with no_disk_wait as (${NO_DISK_WAIT}),
         expired as (delete from srp_challenges where expires_at < now())
    insert into srp_challenges
      (id, user_id, staff_id, surface, email, salt, server_secret, server_public, expires_at)
    select ${c.id}::text, ${c.userId}::integer, ${c.staffId ?? null}::integer, ${c.surface ?? 'vendor'}::text,
           ${c.email}::text, ${c.salt}::text, ${c.serverSecret}::text, ${c.serverPublic}::text,
           now() + make_interval(secs => ${c.ttlSeconds})
      from no_disk_wait`.execute(db);
}

/**
 * What every taken challenge holds, whichever sign-in made it: `expired` when it came too late, and its
 * account's status, password state and verifier (null when the e-mail has no account).
 */
type TakenChallenge = {
  email: string;
  salt: string;
  serverSecret: string;
  serverPublic: string;
  expired: boolean;
  status: string | null;
  passwordState: string | null;
  verifier: string | null;
};

/**
 * Takes an unexpired challenge (it can never be used again) with its account, in one round trip
 * whether or not the e-mail has an account.
 */
export async function takeChallenge(db: Db, id: string) {
  const result = await sql<
    TakenChallenge & {
      userId: number | null;
      vendorId: number | null;
      userEmail: string | null;
      /** the user's vendor: an inactive one's users cannot sign in (decision 053) */
      vendorStatus: string | null;
    }
  >`
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
  const result = await sql<
    TakenChallenge & {
      staffId: number | null;
      staffEmail: string | null;
    }
  >`
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
    // a slot lost in a crash is one more start allowed (decision 077)
    await lockKeys(tx, [`sign-in-start:${ip}`], { commitWithoutDiskWait: true });
    // counted and taken in one statement, whose snapshot is taken after the lock: a start that held
    // it has committed its row, and is counted
    const taken = await sql<{ taken: number }>`
      insert into sign_in_starts (ip)
      select ${ip}::text
       where (select count(*) from sign_in_starts where ip = ${ip}::text and at >= ${since}) < ${max}
      returning 1 as taken`.execute(tx);
    return taken.rows.length === 1;
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
