// The notification consumer's SQL (decision 118): its cursor, who receives an event's kind, the
// names a mail shows, and the digest's waiting lines.
import type { NotificationDelivery, NotificationKind, VendorPermission } from '@vp/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { EventPosition } from '../../platform/events/read-events.ts';

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
    /** only these users, and of them not those who reach every order (an assignment's; decision 122) */
    only?: { userIds: number[]; notAllOrders: boolean } | null;
  },
): Promise<Recipient[]> {
  const only = q.only ?? null;
  if (only && only.userIds.length === 0) return [];
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
       and (${only === null} or (u.id = any(${only?.userIds ?? []}::int[])
             and not (${only?.notAllOrders ?? false} and 'work-orders:all' = any(g.perms))))
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
