// The webhook dispatcher (decision 056): follows the events feed with a cursor of its own (one row,
// webhook_dispatch_cursor) and, for each event, adds one delivery per enabled subscription that wants
// its type and queues that delivery's job, in the same transaction that moves the cursor on. So an
// event is fanned out exactly once, and a delivery exists exactly when its job was queued.
//
// It is woken by the NOTIFY that every transaction writing events sends at commit (trigger
// notify_events, migration 0026), and polls as a fallback. Each runner process runs one; they take
// turns on the cursor row (FOR UPDATE), so two never fan out the same event. Nothing is kept in
// memory: a process that dies loses nothing, the next one starts at the stored cursor.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { JobLog } from '../jobs/job-runner.ts';
import { hasEventsAfter, readEvents, type EventPosition } from '../events/read-events.ts';
import { followEvents } from '../events/follow-events.ts';
import { enqueueDeliveries } from './delivery-jobs.ts';

export const EVENTS_CHANNEL = 'vp_events';
export const DISPATCH_BATCH = 500;

export type DispatchResult = { events: number; deliveries: number; cursor: EventPosition };

/** Fans out the next events the feed may show (at most `batch`) and moves the cursor past them. */
export async function dispatchEvents(db: Db, batch = DISPATCH_BATCH): Promise<DispatchResult> {
  // read-only first: an idle poll takes no lock and no transaction id
  const { rows: ready } = await sql<{ tx_id: string; id: string; ready: boolean }>`
    select c.last_tx_id::text as tx_id, c.last_event_id as id, exists (
      select 1 from events e
       where (e.tx_id, e.id) > (c.last_tx_id, c.last_event_id)
         and e.tx_id < pg_snapshot_xmin(pg_current_snapshot())
    ) as ready
      from webhook_dispatch_cursor c where c.id = 1
  `.execute(db);
  if (!ready[0]!.ready)
    return { events: 0, deliveries: 0, cursor: { txId: ready[0]!.tx_id, id: Number(ready[0]!.id) } };
  return db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ tx_id: string; id: string }>`
      select last_tx_id::text as tx_id, last_event_id as id from webhook_dispatch_cursor where id = 1 for update
    `.execute(tx);
    const cursor: EventPosition = { txId: rows[0]!.tx_id, id: Number(rows[0]!.id) };
    const events = await readEvents(tx, { after: cursor, limit: batch });
    const last = events.at(-1)?.position;
    if (!last) return { events: 0, deliveries: 0, cursor };
    // a suspended subscription's deliveries are recorded parked, with no job (decision 095); its row
    // is share-locked so that a resume committing meanwhile cannot miss them (suspension.ts)
    const { rows: added } = await sql<{ id: string; queued: boolean }>`
      insert into webhook_deliveries (subscription_id, event_id, message_id, next_attempt_at)
      select s.id, e.id, e.event_id, case when s.suspended_at is null then now() end
        from events e
        join (select id, event_types, suspended_at from webhook_subscriptions where enabled for share) s
          on s.event_types is null or e.type = any(s.event_types)
       where e.id = any(${events.map((e) => e.position.id)}::bigint[])
       order by e.tx_id, e.id, s.id
      on conflict (subscription_id, event_id) do nothing
      returning id, next_attempt_at is not null as queued
    `.execute(tx);
    await enqueueDeliveries(
      tx,
      added.filter((d) => d.queued).map((d) => Number(d.id)),
    );
    await sql`
      update webhook_dispatch_cursor set last_tx_id = ${last.txId}::xid8, last_event_id = ${last.id}, updated_at = now()
       where id = 1
    `.execute(tx);
    return { events: events.length, deliveries: added.length, cursor: last };
  });
}

export type EventDispatcher = { stop(): Promise<void>; /** runs a pass now (tests) */ wake(): void };

/**
 * Runs the dispatcher in this process until stop(): on every NOTIFY of new events, every `pollMs`,
 * and again shortly while events are held back by a transaction still in flight.
 */
export function startEventDispatcher(db: Db, pollMs: number, log: JobLog): EventDispatcher {
  return followEvents(db, {
    channel: EVENTS_CHANNEL,
    applicationName: 'vendor-portal-dispatcher',
    pollMs,
    log,
    what: 'webhook dispatch',
    async pass(stopped) {
      let result: DispatchResult;
      do result = await dispatchEvents(db);
      while (result.events === DISPATCH_BATCH && !stopped());
      // committed events the xmin rule still holds back: the follower looks again soon
      return hasEventsAfter(db, result.cursor);
    },
  });
}
