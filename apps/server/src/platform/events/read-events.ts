// Reads the events outbox in feed order (decisions 049 and 056), for the provider API's feed and the
// webhook dispatcher alike. An event is listed only once its transaction is older than every
// transaction still in flight (`tx_id < pg_snapshot_xmin(pg_current_snapshot())`): everything below
// that xmin has ended, and any transaction that writes an event later has an xid at or above it. The
// order is (tx_id, id), not id alone: ids are taken when rows are inserted, so a transaction that got
// its xid first can insert its event after another one's; ordered by id, a reader could return the
// later id of the ended transaction and move its cursor past the earlier id of the one still running.
import type { ProviderEvent } from '@vp/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';

/** A place in the feed: after the event (txId, id). */
export type EventPosition = { txId: string; id: number };
export const FEED_START: EventPosition = { txId: '0', id: 0 };

export type StoredEvent = {
  position: EventPosition;
  event: ProviderEvent;
};

const PREFIX = 'ev1:';

export const encodeEventCursor = (p: EventPosition): string =>
  Buffer.from(`${PREFIX}${p.txId}:${p.id}`).toString('base64url');

/** The position a cursor of the feed names; 400 for anything the feed did not give. */
export function decodeEventCursor(cursor: string | undefined): EventPosition {
  if (cursor === undefined) return FEED_START;
  const text = Buffer.from(cursor, 'base64url').toString();
  const match = /^ev1:(\d{1,20}):(\d{1,18})$/.exec(text);
  const position = match ? { txId: match[1]!, id: Number(match[2]) } : undefined;
  if (!position || !Number.isSafeInteger(position.id) || encodeEventCursor(position) !== cursor) {
    throw new AppError(
      'bad_request',
      'The cursor is not one that the events feed gave; start again without it.',
      {
        reason: 'invalid-cursor',
      },
    );
  }
  return position;
}

type Row = {
  id: string;
  tx_id: string;
  event_id: string;
  type: string;
  occurred_at: Date;
  vendor_id: number | null;
  vendor_num: number | null;
  vendor_external_id: string | null;
  actor_kind: ProviderEvent['actor']['kind'];
  actor_id: number | null;
  subject: Record<string, unknown>;
  data: Record<string, unknown>;
};

const toStored = (r: Row): StoredEvent => ({
  position: { txId: r.tx_id, id: Number(r.id) },
  event: {
    id: r.event_id,
    type: r.type,
    occurredAt: r.occurred_at.toISOString(),
    vendor:
      r.vendor_id === null || r.vendor_num === null
        ? null
        : { id: r.vendor_id, vendorNum: r.vendor_num, externalId: r.vendor_external_id },
    actor: { kind: r.actor_kind, id: r.actor_id },
    subject: r.subject,
    data: r.data,
  },
});

/** The events after `after` that the feed may show now, oldest first, at most `limit`. */
export async function readEvents(
  db: Db,
  options: { after: EventPosition; limit: number; types?: string[] },
): Promise<StoredEvent[]> {
  const { after, limit, types } = options;
  const { rows } = await sql<Row>`
    select e.id, e.tx_id::text as tx_id, e.event_id, e.type, e.occurred_at,
           e.vendor_id, v.vendor_num, v.external_id as vendor_external_id,
           e.actor_kind, e.actor_id, e.subject, e.data
      from events e
      left join vendors v on v.id = e.vendor_id
     where (e.tx_id, e.id) > (${after.txId}::xid8, ${after.id}::bigint)
       and e.tx_id < pg_snapshot_xmin(pg_current_snapshot())
       ${types ? sql`and e.type = any(${types}::text[])` : sql``}
     order by e.tx_id, e.id
     limit ${limit}
  `.execute(db);
  return rows.map(toStored);
}

/** The last position the feed may show now (null: no event yet). */
export async function feedHorizon(db: Db): Promise<EventPosition | null> {
  const { rows } = await sql<{ id: string; tx_id: string }>`
    select id, tx_id::text as tx_id from events
     where tx_id < pg_snapshot_xmin(pg_current_snapshot())
     order by tx_id desc, id desc limit 1
  `.execute(db);
  const row = rows[0];
  return row ? { txId: row.tx_id, id: Number(row.id) } : null;
}

/** Whether any event after `after` exists, shown yet or not (one still held back by the xmin rule). */
export async function hasEventsAfter(db: Db, after: EventPosition): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select exists (select 1 from events where (tx_id, id) > (${after.txId}::xid8, ${after.id}::bigint)) as found
  `.execute(db);
  return rows[0]!.found;
}

/**
 * A page of the feed: the events and where the next page starts. With a type filter and a page that
 * is not full, the cursor moves on to the last event the feed may show (of any type), read in the same
 * snapshot, so that the next poll does not read the skipped events again.
 */
export async function readEventsPage(
  db: Db,
  options: { after: EventPosition; limit: number; types?: string[] },
): Promise<{ events: StoredEvent[]; next: EventPosition; hasMore: boolean }> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (tx) => {
      const rows = await readEvents(tx, { ...options, limit: options.limit + 1 });
      const events = rows.slice(0, options.limit);
      const hasMore = rows.length > options.limit;
      let next = events.at(-1)?.position ?? options.after;
      if (!hasMore && options.types) {
        const horizon = await feedHorizon(tx);
        if (horizon && (horizon.txId !== next.txId || horizon.id !== next.id) && isAfter(horizon, next))
          next = horizon;
      }
      return { events, next, hasMore };
    });
}

function isAfter(a: EventPosition, b: EventPosition): boolean {
  const [ta, tb] = [BigInt(a.txId), BigInt(b.txId)];
  return ta > tb || (ta === tb && a.id > b.id);
}
