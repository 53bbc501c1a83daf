// Which event is which kind of notification (issue 41 point 7, decision 118). One line per source
// event type: the kind it raises, or null when that event of the type is no news to the vendor (an
// update that only echoes the vendor's own move). Events whose type is not named here send nothing.
// The messages of point 5 arrive as `work-order.message-posted` (author the vendor or the company):
// only the company's are news to the vendor's users.
import type { NotificationKind } from '@vp/contracts';

/** An event as the consumer reads it: its type, subject and data as stored. */
export type SourceEvent = {
  type: string;
  subject: Record<string, unknown>;
  data: Record<string, unknown>;
};

type KindOf = (event: SourceEvent) => NotificationKind | null;

export const NOTIFICATION_SOURCES: Record<string, KindOf> = {
  // a work order written by the company's systems with crew lines for this vendor: new work
  'work-order.created': () => 'dispatched',
  // (not 'announcement-round.awarded': the award already e-mails the vendor, issue 38 point 11)
  // the company rewrote the order (dates, NTE, scope, status): cancelled when that is its status now
  'work-order.updated': (e) => (e.data.status === 'CANCELLED' ? 'cancelled' : 'changed'),
  'work-order.message-posted': (e) => (e.data.authorKind === 'vendor-user' ? null : 'company-message'),
  'document.rejected': () => 'document-rejected',
  'invoice.paid': () => 'invoice-paid',
};

export const NOTIFICATION_SOURCE_TYPES = Object.keys(NOTIFICATION_SOURCES);

export function notificationKindOf(event: SourceEvent): NotificationKind | null {
  return NOTIFICATION_SOURCES[event.type]?.(event) ?? null;
}
