// SRP challenges live in the database (not in process memory) so that start and finish may reach
// different server processes. Each is taken (deleted) by the first finish that names it.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

export type NewChallenge = {
  id: string;
  userId: number | null;
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
    passwordState: string | null;
    verifier: string | null;
  }>`
    with taken as (delete from srp_challenges where id = ${id} returning *)
    select t.email, t.salt, t.server_secret as "serverSecret", t.server_public as "serverPublic",
           t.expires_at <= now() as expired,
           u.id as "userId", u.vendor_id as "vendorId", u.email as "userEmail", u.status,
           u.password_state as "passwordState", u.srp_verifier as verifier
      from taken t left join users u on u.id = t.user_id
  `.execute(db);
  return result.rows[0];
}

export async function readDecoySecret(db: Db): Promise<string> {
  const row = await db
    .selectFrom('auth_secrets')
    .select('value')
    .where('name', '=', 'srp-decoy')
    .executeTakeFirstOrThrow();
  return row.value;
}
