// The staff sign-in's queries (decision 057): the account's SRP secret, the second factor's pending
// challenges (taken once), the authenticator's last step (a code used once), the recovery codes, and
// the temporary password replaced at the first sign-in.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

export function staffSecretByEmail(db: Db, email: string) {
  return db
    .selectFrom('staff_accounts')
    .select(['id', 'srp_salt as salt', 'srp_verifier as verifier'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** A new pending second factor for the account; the expired ones of every account go first. */
export async function insertSecondFactorChallenge(
  tx: Db,
  tokenHash: string,
  staffId: number,
  ttlSeconds: number,
): Promise<void> {
  await tx
    .deleteFrom('staff_second_factor_challenges')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await tx
    .insertInto('staff_second_factor_challenges')
    .values({
      token_hash: tokenHash,
      staff_id: staffId,
      expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
    })
    .execute();
}

export async function totpEnrolled(tx: Db, staffId: number): Promise<boolean> {
  const row = await tx
    .selectFrom('staff_accounts')
    .select(['totp_enrolled_at'])
    .where('id', '=', staffId)
    .executeTakeFirstOrThrow();
  return row.totp_enrolled_at !== null;
}

/** An authenticator secret offered for enrolment (only while none is enrolled). */
export async function setPendingTotpSecret(tx: Db, staffId: number, totpSecret: string): Promise<void> {
  await tx
    .updateTable('staff_accounts')
    .set({ totp_secret: totpSecret, totp_last_step: null })
    .where('id', '=', staffId)
    .where('totp_enrolled_at', 'is', null)
    .execute();
}

/** The pending second factor of that token, with its account. */
export function pendingSecondFactor(db: Db, tokenHash: string) {
  return db
    .selectFrom('staff_second_factor_challenges as c')
    .innerJoin('staff_accounts as s', 's.id', 'c.staff_id')
    .select([
      's.id',
      's.email',
      's.status',
      's.totp_secret',
      's.totp_enrolled_at',
      's.totp_last_step',
      sql<boolean>`c.expires_at <= now()`.as('expired'),
    ])
    .where('c.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Takes the pending second factor (one sign-in per challenge); undefined when another took it. */
export function takeSecondFactorChallenge(tx: Db, tokenHash: string) {
  return tx
    .deleteFrom('staff_second_factor_challenges')
    .where('token_hash', '=', tokenHash)
    .returning('staff_id')
    .executeTakeFirst();
}

/** Stores the code's step, only if no other sign-in took this step or a later one; whether it did. */
export async function storeTotpStep(
  tx: Db,
  staffId: number,
  totpSecret: string,
  step: number,
): Promise<boolean> {
  const stored = await tx
    .updateTable('staff_accounts')
    .set({
      totp_last_step: step,
      totp_enrolled_at: sql<Date>`coalesce(totp_enrolled_at, now())`,
    })
    .where('id', '=', staffId)
    .where('totp_secret', '=', totpSecret)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(stored.numUpdatedRows) === 1;
}

/** Uses an unused recovery code of the account; whether there was one. */
export async function useRecoveryCode(tx: Db, staffId: number, codeHash: string): Promise<boolean> {
  const used = await tx
    .updateTable('staff_recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** The account's code of that hash, used or not (undefined: not one of its codes). */
export function recoveryCodeUsed(tx: Db, staffId: number, codeHash: string) {
  return tx
    .selectFrom('staff_recovery_codes')
    .select('used_at')
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
}

export async function replaceRecoveryCodes(tx: Db, staffId: number, codeHashes: string[]): Promise<void> {
  await tx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await tx
    .insertInto('staff_recovery_codes')
    .values(codeHashes.map((codeHash) => ({ staff_id: staffId, code_hash: codeHash })))
    .execute();
}

/** The new password's secret in place of the temporary one (still the same); whether it was. */
export async function storeNewPasswordOverTemporary(
  tx: Db,
  staffId: number,
  temporaryVerifier: string,
  secret: { salt: string; verifier: string },
): Promise<boolean> {
  const result = await tx
    .updateTable('staff_accounts')
    .set((eb) => ({
      srp_salt: secret.salt,
      srp_verifier: secret.verifier,
      password_state: 'ok',
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', staffId)
    .where('srp_verifier', '=', temporaryVerifier)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function unusedRecoveryCodes(db: Db, staffId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
