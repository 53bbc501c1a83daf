// The staff OIDC sign-in's queries (decision 064): the sign-in states a browser starts, taken once at
// the provider's redirect back, and the staff account a subject or an e-mail names.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

export async function deleteExpiredOidcStates(tx: Db): Promise<void> {
  await tx
    .deleteFrom('staff_oidc_states')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
}

export async function insertOidcState(
  tx: Db,
  state: { stateHash: string; browserHash: string; nonce: string; codeVerifier: string; ttlSeconds: number },
): Promise<void> {
  await tx
    .insertInto('staff_oidc_states')
    .values({
      state_hash: state.stateHash,
      browser_hash: state.browserHash,
      nonce: state.nonce,
      code_verifier: state.codeVerifier,
      expires_at: sql<Date>`now() + make_interval(secs => ${state.ttlSeconds})`,
    })
    .execute();
}

/** The state of that hash, deleted as it is read: a second use of it finds nothing. */
export function takeOidcState(db: Db, stateHash: string) {
  return db
    .deleteFrom('staff_oidc_states')
    .where('state_hash', '=', stateHash)
    .returning(['browser_hash', 'nonce', 'code_verifier', sql<boolean>`expires_at <= now()`.as('expired')])
    .executeTakeFirst();
}

export function lockStaffBySubject(tx: Db, issuer: string, subject: string) {
  return tx
    .selectFrom('staff_accounts')
    .select(['id', 'email', 'status'])
    .where('oidc_subject', '=', subject)
    .where('oidc_issuer', '=', issuer)
    .forUpdate()
    .executeTakeFirst();
}

export function lockStaffByEmail(tx: Db, email: string) {
  return tx
    .selectFrom('staff_accounts')
    .select(['id', 'email', 'status', 'oidc_subject', 'oidc_issuer'])
    .where('email', '=', email)
    .forUpdate()
    .executeTakeFirst();
}

export async function linkOidcSubject(
  tx: Db,
  staffId: number,
  issuer: string,
  subject: string,
): Promise<void> {
  await tx
    .updateTable('staff_accounts')
    .set({ oidc_subject: subject, oidc_issuer: issuer, updated_at: new Date() })
    .where('id', '=', staffId)
    .execute();
}
