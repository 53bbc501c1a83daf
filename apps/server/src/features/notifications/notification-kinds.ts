// Which event is which kind of notification (issue 41 point 7, decision 118). One line per source
// event type: the kind it raises, or null when that event of the type is no news to the vendor (an
// update that only echoes the vendor's own move). Events whose type is not named here send nothing.
// The messages of point 5 arrive as `work-order.message-posted` (author the vendor or the company):
// only the company's are news to the vendor's users.
import { notifiedChangeWords, type NotificationKind } from '@vp/contracts';

/** An event as the consumer reads it: its type, subject and data as stored. */
export type SourceEvent = {
  type: string;
  subject: Record<string, unknown>;
  data: Record<string, unknown>;
  /** who made the change (absent: not known to the caller) */
  actor?: { kind: string; id: number | null };
};

type KindOf = (event: SourceEvent) => NotificationKind | null;

export const NOTIFICATION_SOURCES: Record<string, KindOf> = {
  // a work order written by the company's systems with crew lines for this vendor: new work
  'work-order.created': () => 'dispatched',
  // (not 'announcement-round.awarded': the award already e-mails the vendor, issue 38 point 11)
  // the company rewrote the order: cancelled when that is what the write did; changed when it changed
  // dates, NTE or scope (the event's `changes`, decision 122); anything else mails no one. An event
  // written before `changes` was named reads as before: cancelled by its status, else changed.
  'work-order.updated': (e) => {
    const changes = Array.isArray(e.data.changes) ? (e.data.changes as string[]) : null;
    if (e.data.status === 'CANCELLED' && (changes === null || changes.includes('status'))) return 'cancelled';
    if (changes === null) return 'changed';
    // the vendor's lines all taken off the order: its work there is cancelled; a line added: new work
    const left = Array.isArray(e.data.crewLines) ? e.data.crewLines.length : 0;
    if (changes.includes('crewLines.removed') && left === 0) return 'cancelled';
    if (changes.includes('crewLines.added')) return 'dispatched';
    return notifiedChangeWords(changes).length > 0 ? 'changed' : null;
  },
  // the company cancelled this vendor's line (decision 122); when it cancelled the whole order the
  // order's own event tells, once
  'work-order.crew-line-cancelled': (e) => (e.data.orderStatus === 'CANCELLED' ? null : 'cancelled'),
  // a declined or cancelled line dispatched to the vendor again
  'work-order.redispatched': () => 'dispatched',
  // technicians newly assigned to a crew line: its dispatch, for them (addresseesOf names them)
  'crew-line.assigned': (e) =>
    Array.isArray(e.data.addedUserIds) && e.data.addedUserIds.length > 0 ? 'dispatched' : null,
  'work-order.message-posted': (e) => (e.data.authorKind === 'vendor-user' ? null : 'company-message'),
  'document.rejected': () => 'document-rejected',
  'invoice.paid': () => 'invoice-paid',
};

export const NOTIFICATION_SOURCE_TYPES = Object.keys(NOTIFICATION_SOURCES);

export function notificationKindOf(event: SourceEvent): NotificationKind | null {
  return NOTIFICATION_SOURCES[event.type]?.(event) ?? null;
}

/**
 * Who an event is for, when it names them: a crew line's newly assigned users (decision 122), but not
 * the one who assigned (they know) nor those who reach every order (the order's dispatch told them).
 * null: everyone of the vendor who may receive the kind and reaches the subject.
 */
export function addresseesOf(event: SourceEvent): { userIds: number[]; notAllOrders: boolean } | null {
  if (event.type !== 'crew-line.assigned' || !Array.isArray(event.data.addedUserIds)) return null;
  const actor = event.actor?.kind === 'vendor-user' ? event.actor.id : null;
  const userIds = (event.data.addedUserIds as unknown[]).filter(
    (id): id is number => typeof id === 'number' && id !== actor,
  );
  return { userIds, notAllOrders: true };
}
