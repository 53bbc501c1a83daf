// The token call's counted failures and each client's known addresses (decision 099, migration 0040).
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

/** What a token request is counted against: its client id (as sent, cut) and its address. */
export type TokenAttemptKey = { clientId: string; ip: string };

/** Whether the client has had a token from this address within `days`. */
export async function isKnownAddress(db: Db, key: TokenAttemptKey, days: number): Promise<boolean> {
  const row = await db
    .selectFrom('api_client_addresses')
    .select('ip')
    .where('client_id', '=', key.clientId)
    .where('ip', '=', key.ip)
    .where('last_token_at', '>=', sql<Date>`now() - make_interval(days => ${days})`)
    .executeTakeFirst();
  return row !== undefined;
}

export type Bucket = { count: number; secondsLeft: number };

/**
 * The failures in the window of each bucket the attempt falls in: a known address's pair alone, else
 * the client id's and the address's failures from addresses not known for their client. With each,
 * the seconds until its oldest failure leaves the window.
 */
export async function countTokenFailures(
  db: Db,
  key: TokenAttemptKey,
  known: boolean,
  windowSeconds: number,
): Promise<Bucket[]> {
  const since = sql<Date>`now() - make_interval(secs => ${windowSeconds})`;
  const bucket = (where: ReturnType<typeof sql>) => sql<{ count: number; seconds_left: number | null }>`
    select count(*)::int as count,
           extract(epoch from (min(at) + make_interval(secs => ${windowSeconds}) - now()))::float8 as seconds_left
      from provider_token_failures where at >= ${since} and ${where}`;
  const wheres = known
    ? [sql`client_id = ${key.clientId} and ip = ${key.ip} and known_address`]
    : [sql`client_id = ${key.clientId} and not known_address`, sql`ip = ${key.ip} and not known_address`];
  const buckets: Bucket[] = [];
  for (const where of wheres) {
    const row = (await bucket(where).execute(db)).rows[0];
    buckets.push({ count: row?.count ?? 0, secondsLeft: row?.seconds_left ?? 0 });
  }
  return buckets;
}

/** The attempt's row, written as a failure before its secret is checked; its id. */
export async function insertTokenFailure(db: Db, key: TokenAttemptKey, known: boolean): Promise<number> {
  const row = await db
    .insertInto('provider_token_failures')
    .values({ client_id: key.clientId, ip: key.ip, known_address: known })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The secret was right: the attempt's row goes, and the address is known for the client. */
export async function settleTokenSuccess(db: Db, failureId: number, key: TokenAttemptKey): Promise<void> {
  await sql`
    with gone as (delete from provider_token_failures where id = ${failureId})
    insert into api_client_addresses (client_id, ip) values (${key.clientId}, ${key.ip})
    on conflict (client_id, ip) do update set last_token_at = now()`.execute(db);
}

/** Deletes the failures that have left the window and the addresses not used for `days` (housekeeping). */
export async function pruneTokenFailures(db: Db, windowSeconds: number, days: number): Promise<number> {
  const failures = await db
    .deleteFrom('provider_token_failures')
    .where('at', '<', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .executeTakeFirst();
  await db
    .deleteFrom('api_client_addresses')
    .where('last_token_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
    .execute();
  return Number(failures.numDeletedRows);
}
