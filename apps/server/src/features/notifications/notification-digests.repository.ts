// The daily digest's SQL (decision 118): the users due now, claimed by their day's row, and their
// waiting lines taken.
import { DEFAULT_DIGEST_TIME, DEFAULT_TIME_ZONE, type NotificationKind } from '@vp/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

export type ClaimedDigest = { userId: number; email: string; company: string; day: string };

/**
 * Claims up to `limit` users whose digest is due at `now`: they have lines waiting, their chosen time
 * has passed today in their zone, and no digest of theirs is recorded for that day. The claim is the
 * day's row, inserted here; a second run (or server) finds it and skips the user.
 */
export async function claimDueDigests(tx: Db, now: Date, limit: number): Promise<ClaimedDigest[]> {
  const { rows } = await sql<{ user_id: number; email: string; company: string; day: string }>`
    with waiting as (
      select user_id, count(*)::int as n from notification_digest_items group by user_id
    ), due as (
      select w.user_id, w.n, (${now}::timestamptz at time zone coalesce(s.time_zone, ${DEFAULT_TIME_ZONE}))::date as day
        from waiting w
        join users u on u.id = w.user_id and u.status = 'active'
        left join notification_settings s on s.user_id = w.user_id
       where to_char(${now}::timestamptz at time zone coalesce(s.time_zone, ${DEFAULT_TIME_ZONE}), 'HH24:MI')
             >= coalesce(s.digest_time, ${DEFAULT_DIGEST_TIME})
    ), claimed as (
      insert into notification_digests (user_id, day, items)
      select user_id, day, n from due
       where not exists (select 1 from notification_digests d where d.user_id = due.user_id and d.day = due.day)
       order by user_id
       limit ${limit}
      on conflict do nothing
      returning user_id, day
    )
    select c.user_id, u.email, v.company, c.day::text as day
      from claimed c join users u on u.id = c.user_id join vendors v on v.id = u.vendor_id
     order by c.user_id`.execute(tx);
  return rows.map((r) => ({ userId: r.user_id, email: r.email, company: r.company, day: r.day }));
}

/** Takes the waiting lines of the users (deleted: the digest that shows them is queued with this). */
export async function takeDigestItems(
  tx: Db,
  userIds: readonly number[],
): Promise<Map<number, { kind: NotificationKind; line: string }[]>> {
  const { rows } = await sql<{ user_id: number; kind: string; line: string; id: string }>`
    delete from notification_digest_items where user_id = any(${userIds}::int[])
    returning user_id, kind, line, id`.execute(tx);
  rows.sort((a, b) => Number(a.id) - Number(b.id));
  const out = new Map<number, { kind: NotificationKind; line: string }[]>();
  for (const r of rows) {
    const list = out.get(r.user_id) ?? [];
    list.push({ kind: r.kind as NotificationKind, line: r.line });
    out.set(r.user_id, list);
  }
  return out;
}
