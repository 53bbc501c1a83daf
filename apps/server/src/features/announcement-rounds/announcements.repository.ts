// The only SQL of the public announcement calls: round details found by their token's hash (live ones
// only), their answers and history, unsubscriptions, and the public calls' rate-limit counts.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { AnnouncementResponseValue } from '../../platform/db/schema.ts';

/** The unexpired round detail of a token hash, locked until the transaction ends, with its round. */
export function lockLiveDetail(db: Db, tokenHash: string) {
  return liveDetail(db, tokenHash).forUpdate('d').executeTakeFirst();
}

/** The same detail read without a lock: the link's answer as it stands (the decline page's question). */
export function findLiveDetail(db: Db, tokenHash: string) {
  return liveDetail(db, tokenHash).executeTakeFirst();
}

function liveDetail(db: Db, tokenHash: string) {
  return db
    .selectFrom('announcement_round_details as d')
    .innerJoin('announcement_rounds as r', 'r.id', 'd.round_id')
    .select([
      'd.id',
      'd.round_id as roundId',
      'r.external_id as roundExternalId',
      'd.vendor_id as vendorId',
      'd.response',
      'd.declined_reason as declinedReason',
    ])
    .where('d.token_hash', '=', tokenHash)
    .where('d.token_expires_at', '>', sql<Date>`now()`);
}

/**
 * A vendor's answer changes what the provider API reads of its round: a new version (its ETag) and
 * `updated_at` (what `updated_since` lists by), as every change of a provider resource does.
 */
export async function touchRound(db: Db, roundId: number): Promise<void> {
  await db
    .updateTable('announcement_rounds as t')
    .set({ version: sql<number>`t.version + 1`, updated_at: sql<Date>`now()` })
    .where('t.id', '=', roundId)
    .execute();
}

export async function saveAnswer(
  db: Db,
  detailId: number,
  answer: { response: AnnouncementResponseValue; declinedReason: string | null; ip: string },
): Promise<void> {
  await db
    .updateTable('announcement_round_details')
    .set({
      response: answer.response,
      declined_reason: answer.declinedReason,
      responded_at: sql<Date>`now()`,
    })
    .where('id', '=', detailId)
    .execute();
  await db
    .insertInto('announcement_responses')
    .values({
      round_detail_id: detailId,
      response: answer.response,
      declined_reason: answer.declinedReason,
      ip: answer.ip,
    })
    .execute();
}

/** Whether this round detail's accept was ever recorded (a link's earlier accept, issue 38 point 3). */
export async function wasEverAccepted(db: Db, detailId: number): Promise<boolean> {
  const row = await db
    .selectFrom('announcement_responses')
    .select('id')
    .where('round_detail_id', '=', detailId)
    .where('response', '=', 'Accepted')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the vendor has unsubscribed from announcements (by any of its links). */
export async function isVendorUnsubscribed(db: Db, vendorId: number): Promise<boolean> {
  const row = await db
    .selectFrom('announcement_unsubscriptions')
    .select('vendor_id')
    .where('vendor_id', '=', vendorId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The first unsubscription of a vendor counts; repeats change nothing (false). */
export async function insertUnsubscription(db: Db, vendorId: number, detailId: number): Promise<boolean> {
  const row = await db
    .insertInto('announcement_unsubscriptions')
    .values({ vendor_id: vendorId, round_detail_id: detailId })
    .onConflict((oc) => oc.column('vendor_id').doNothing())
    .returning('vendor_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records one public call of `ip` and counts its calls in the window (this one included). Rows older
 * than the window (of any address) are dropped on the way, so the table stays small.
 */
export async function recordPublicCall(db: Db, ip: string, windowMinutes: number): Promise<number> {
  await db
    .deleteFrom('public_call_attempts')
    .where('at', '<', sql<Date>`now() - make_interval(mins => ${windowMinutes})`)
    .execute();
  await db.insertInto('public_call_attempts').values({ ip }).execute();
  const row = await db
    .selectFrom('public_call_attempts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ip', '=', ip)
    .where('at', '>=', sql<Date>`now() - make_interval(mins => ${windowMinutes})`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
