// The notifications' SQL (decision 118): a user's settings and deliveries, the consumer's cursor and
// recipients, the digest's waiting lines and its one row per user and day.
import {
  DEFAULT_DIGEST_TIME,
  DEFAULT_TIME_ZONE,
  type NotificationDelivery,
  type NotificationKind,
  type VendorPermission,
} from '@vp/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { EventPosition } from '../../platform/events/read-events.ts';

export async function signingSecret(db: Db): Promise<string> {
  const row = await db
    .selectFrom('notification_signing_key')
    .select('secret')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return row.secret;
}

export async function readSettings(
  db: Db,
  userId: number,
): Promise<{ digestTime: string; timeZone: string; deliveries: Map<string, NotificationDelivery> }> {
  const [settings, preferences] = await Promise.all([
    db
      .selectFrom('notification_settings')
      .select(['digest_time', 'time_zone'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('notification_preferences')
      .select(['kind', 'delivery'])
      .where('user_id', '=', userId)
      .execute(),
  ]);
  return {
    digestTime: settings?.digest_time ?? DEFAULT_DIGEST_TIME,
    timeZone: settings?.time_zone ?? DEFAULT_TIME_ZONE,
    deliveries: new Map(preferences.map((p) => [p.kind, p.delivery as NotificationDelivery])),
  };
}

export async function saveSettings(
  tx: Db,
  userId: number,
  settings: { digestTime: string; timeZone: string },
  deliveries: readonly { kind: NotificationKind; delivery: NotificationDelivery }[],
): Promise<void> {
  await tx
    .insertInto('notification_settings')
    .values({ user_id: userId, digest_time: settings.digestTime, time_zone: settings.timeZone })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        digest_time: settings.digestTime,
        time_zone: settings.timeZone,
        updated_at: sql`now()`,
      }),
    )
    .execute();
  if (deliveries.length === 0) return;
  await tx
    .insertInto('notification_preferences')
    .values(deliveries.map((d) => ({ user_id: userId, kind: d.kind, delivery: d.delivery })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind']).doUpdateSet({
        delivery: sql`excluded.delivery`,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

/**
 * Turns the kinds off for the user, if the user exists (a link may outlive its user); answers whether
 * the user does. `kinds: 'digest'` turns off every kind whose delivery is the digest now, defaults
 * included (`digestByDefault`).
 */
export async function turnOff(db: Db, userId: number, kinds: readonly NotificationKind[]): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
    with u as (select id from users where id = ${userId}),
    off as (
      insert into notification_preferences (user_id, kind, delivery)
      select u.id, k, 'off' from u, unnest(${kinds}::text[]) as k
      on conflict (user_id, kind) do update set delivery = 'off', updated_at = now()
      returning user_id
    )
    select id from u`.execute(db);
  return rows.length > 0;
}

/** The kinds whose delivery is the digest for the user (defaults given), for the digest's unsubscribe. */
export async function digestKinds(
  db: Db,
  userId: number,
  defaults: Record<NotificationKind, NotificationDelivery>,
): Promise<NotificationKind[]> {
  const set = await db
    .selectFrom('notification_preferences')
    .select(['kind', 'delivery'])
    .where('user_id', '=', userId)
    .execute();
  const chosen = new Map(set.map((p) => [p.kind, p.delivery]));
  return (Object.keys(defaults) as NotificationKind[]).filter(
    (k) => (chosen.get(k) ?? defaults[k]) === 'digest',
  );
}

// ---- the consumer ----

/**
 * The consumer's place in the feed, its row locked for this transaction; null when another server's
 * consumer holds it now (skip locked: that one is doing the work, this one need not wait).
 */
export async function lockCursor(tx: Db): Promise<EventPosition | null> {
  const { rows } = await sql<{ tx_id: string; id: string }>`
    select last_tx_id::text as tx_id, last_event_id as id from notification_cursor
     where id = 1 for update skip locked`.execute(tx);
  const row = rows[0];
  return row ? { txId: row.tx_id, id: Number(row.id) } : null;
}

export async function moveCursor(tx: Db, to: EventPosition): Promise<void> {
  await sql`update notification_cursor set last_tx_id = ${to.txId}::xid8, last_event_id = ${to.id},
    updated_at = now() where id = 1`.execute(tx);
}

/** Whether any event lies after the consumer's cursor that the feed may show now (an idle poll's check). */
export async function eventsWaiting(db: Db): Promise<boolean> {
  const { rows } = await sql<{ ready: boolean }>`
    select exists (
      select 1 from events e, notification_cursor c
       where c.id = 1 and (e.tx_id, e.id) > (c.last_tx_id, c.last_event_id)
         and e.tx_id < pg_snapshot_xmin(pg_current_snapshot())
    ) as ready`.execute(db);
  return rows[0]!.ready;
}

/** Whether any event lies after the cursor, shown yet or held back (its transaction older than one in flight). */
export async function eventsAfterCursor(db: Db): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select exists (
      select 1 from events e, notification_cursor c
       where c.id = 1 and (e.tx_id, e.id) > (c.last_tx_id, c.last_event_id)
    ) as found`.execute(db);
  return rows[0]!.found;
}

export type Recipient = {
  userId: number;
  email: string;
  company: string;
  delivery: NotificationDelivery;
};

/**
 * The vendor's active users who receive `kind` about this subject, with their delivery (their choice
 * or the default): those whose roles grant `permission`; for an order, only those who reach it (every
 * crew line with 'work-orders:all', else a crew line of it assigned to them; of `ocdId` when the event
 * names one).
 */
export async function notificationRecipients(
  tx: Db,
  q: {
    vendorId: number;
    kind: NotificationKind;
    byDefault: NotificationDelivery;
    permission: VendorPermission;
    ordNum: number | null;
    ocdId: number | null;
  },
): Promise<Recipient[]> {
  const { rows } = await sql<{ user_id: number; email: string; company: string; delivery: string }>`
    select u.id as user_id, u.email, v.company, coalesce(p.delivery, ${q.byDefault}) as delivery
      from users u
      join vendors v on v.id = u.vendor_id
      left join notification_preferences p on p.user_id = u.id and p.kind = ${q.kind}
      left join lateral (
        select array_agg(distinct perm) as perms
          from user_roles ur join roles r on r.id = ur.role_id, unnest(r.permissions) perm
         where ur.user_id = u.id
      ) g on true
     where u.vendor_id = ${q.vendorId} and u.status = 'active'
       and ${q.permission} = any(g.perms)
       and coalesce(p.delivery, ${q.byDefault}) <> 'off'
       and (${q.ordNum}::int is null or 'work-orders:all' = any(g.perms) or exists (
             select 1 from crew_line_assignments a join crew_details cd on cd.ocd_id = a.ocd_id
              where a.user_id = u.id and a.vendor_id = ${q.vendorId} and cd.ord_num = ${q.ordNum}
                and (${q.ocdId}::int is null or a.ocd_id = ${q.ocdId})))
     order by u.id`.execute(tx);
  return rows.map((r) => ({
    userId: r.user_id,
    email: r.email,
    company: r.company,
    delivery: r.delivery as NotificationDelivery,
  }));
}

export async function orderPoNumber(tx: Db, ordNum: number): Promise<string | null> {
  const row = await tx.selectFrom('orders').select('po_num').where('ord_num', '=', ordNum).executeTakeFirst();
  return row?.po_num ?? null;
}

export async function invoiceNumber(tx: Db, invoiceId: number): Promise<string | null> {
  const row = await tx
    .selectFrom('invoices')
    .select('invoice_num')
    .where('inv_seq', '=', invoiceId)
    .executeTakeFirst();
  return row?.invoice_num ?? null;
}

export type DigestItem = { userId: number; kind: NotificationKind; eventId: number; line: string };

export async function insertDigestItems(tx: Db, items: readonly DigestItem[]): Promise<void> {
  if (items.length === 0) return;
  await sql`
    insert into notification_digest_items (user_id, kind, event_id, line)
    select * from unnest(${items.map((i) => i.userId)}::int[], ${items.map((i) => i.kind)}::text[],
                         ${items.map((i) => i.eventId)}::bigint[], ${items.map((i) => i.line)}::text[])`.execute(
    tx,
  );
}

// ---- the digest ----

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
