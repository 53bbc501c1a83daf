// Records an event of the catalogue (decision 049) in the transaction of the change it describes, so
// that the event commits with the change or not at all (an outbox). A later reader lists events by
// `id` among those whose transaction (`tx_id`) is older than every transaction still in flight.
import { eventCatalogue, type EventData, type EventSubject, type EventType } from '@vp/contracts';
import type { Db } from '../db/database.ts';
import type { SessionClaims } from '../identity/token-service.ts';

export type EventActor =
  | { kind: 'vendor-user'; id: number }
  | { kind: 'provider'; id: number | null }
  | { kind: 'staff'; id: number }
  | { kind: 'system' };

export type NewEvent<T extends EventType> = {
  type: T;
  /** the vendor the event concerns (null: none, e.g. a provider-wide change) */
  vendorId: number | null;
  actor: EventActor;
  subject: EventSubject<T>;
  data: EventData<T>;
};

/** The signed-in vendor user of a request as the event's actor. */
export const vendorUserActor = (session: Pick<SessionClaims, 'userId'>): EventActor => ({
  kind: 'vendor-user',
  id: session.userId,
});

/**
 * The event's row. The subject and data are checked against the catalogue (strict objects): a field
 * the catalogue does not name is a bug, and failing the change is safer than sending it on.
 */
export function eventRow<T extends EventType>(event: NewEvent<T>) {
  const shape = eventCatalogue[event.type];
  return {
    type: event.type,
    vendor_id: event.vendorId,
    actor_kind: event.actor.kind,
    actor_id: 'id' in event.actor ? event.actor.id : null,
    subject: JSON.stringify(shape.subject.parse(event.subject)),
    data: JSON.stringify(shape.data.parse(event.data)),
  };
}

/**
 * Inserts the event. `tx` must be a transaction: an event written outside its change's transaction
 * could outlive a change that rolled back, or be lost when the change commits. (A change written in
 * one statement may carry its event in the same statement instead: see insertOrderNoteWithEvent.)
 */
export async function recordEvent<T extends EventType>(tx: Db, event: NewEvent<T>): Promise<void> {
  if (!tx.isTransaction) throw new Error(`event ${event.type} recorded outside a transaction`);
  await tx.insertInto('events').values(eventRow(event)).execute();
}

/** Inserts several events in one statement (a batch's: the daily compliance run's); as recordEvent. */
export async function recordEvents<T extends EventType>(
  tx: Db,
  events: readonly NewEvent<T>[],
): Promise<void> {
  if (!tx.isTransaction) throw new Error('events recorded outside a transaction');
  if (events.length === 0) return;
  await tx.insertInto('events').values(events.map(eventRow)).execute();
}
