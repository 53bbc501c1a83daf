// The events a test's actions recorded (decision 049), oldest first, as plain values to compare.
import { sql } from 'kysely';
import type { Db } from '../src/platform/db/database.ts';

export async function eventsOf(db: Db, vendorId: number) {
  return db
    .selectFrom('events')
    .select([
      'type',
      'vendor_id as vendorId',
      'actor_kind as actorKind',
      'actor_id as actorId',
      'subject',
      'data',
    ])
    .where('vendor_id', '=', vendorId)
    .orderBy('id')
    .execute();
}

/**
 * Makes every later commit that wrote an event fail, after the change and its event were written in
 * the transaction: a deferred trigger raises at commit. What the change wrote must go with the event.
 */
export async function failCommitsWithEvents(db: Db): Promise<() => Promise<void>> {
  await sql`
    create function fail_event_commit() returns trigger language plpgsql as $$
      begin raise exception 'forced failure after the event was written'; end $$;
    create constraint trigger fail_event_commit after insert on events
      deferrable initially deferred for each row execute function fail_event_commit();
  `.execute(db);
  return async () => {
    await sql`drop trigger fail_event_commit on events; drop function fail_event_commit();`.execute(db);
  };
}
