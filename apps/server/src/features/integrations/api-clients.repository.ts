// The provider API's clients' queries (decision 047): the rows, the secret's hash, revocation.
import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';

const SUMMARY_COLUMNS = [
  'client_id',
  'name',
  'scopes',
  'contact_email',
  'created_at',
  'secret_rotated_at',
  'revoked_at',
  'last_used_at',
] as const;

export async function insertApiClient(db: Db, row: Insertable<Database['api_clients']>): Promise<void> {
  await db.insertInto('api_clients').values(row).execute();
}

export function apiClientRows(db: Db) {
  return db.selectFrom('api_clients').select(SUMMARY_COLUMNS).orderBy('id').execute();
}

/** One client's row; `forUpdate` locks it for the rest of the transaction. */
export function apiClientRow(db: Db, clientId: string, forUpdate: boolean) {
  const query = db.selectFrom('api_clients').select(SUMMARY_COLUMNS).where('client_id', '=', clientId);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export function revokedAtOf(db: Db, clientId: string) {
  return db
    .selectFrom('api_clients')
    .select('revoked_at')
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

export async function markRevoked(db: Db, clientId: string): Promise<void> {
  await db
    .updateTable('api_clients')
    .set({ revoked_at: new Date() })
    .where('client_id', '=', clientId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The new secret's hash on an active client; whether there was one. */
export async function setSecretHash(db: Db, clientId: string, secretHash: string): Promise<boolean> {
  const updated = await db
    .updateTable('api_clients')
    .set({ secret_hash: secretHash, secret_rotated_at: new Date() })
    .where('client_id', '=', clientId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** An active client's secret hash and scopes (undefined: unknown or revoked). */
export function activeClientSecret(db: Db, clientId: string) {
  return db
    .selectFrom('api_clients')
    .select(['secret_hash', 'scopes'])
    .where('client_id', '=', clientId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}
