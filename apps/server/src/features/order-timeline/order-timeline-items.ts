// What one row of a timeline source says (decision 119): its kind, who made it, one line of what and the
// details, in the words the details page and the console show. Pure, so each kind's wording is tested
// without a database. A new kind of event is one entry of EVENT_LINES (messages: issue 41 point 5).
import type { TimelineItem, TimelineKind } from '@vp/contracts';
import { actionText, changeText } from '@vp/contracts';
import {
  personName,
  type TimelineCrewLineChangeRow,
  type TimelineEventRow,
  type TimelineStaffAuditRow,
} from './order-timeline.repository.ts';

/** Which side reads: the vendor sees "The company" for the staff; the company sees the staff's name. */
export type TimelineSide = 'vendor' | 'company';

type Data = Record<string, unknown>;
type Line = { kind: TimelineKind; what: (d: Data) => string; details: (d: Data) => string };

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const join = (...parts: string[]) => parts.filter((p) => p !== '').join('; ');
const eta = (v: unknown): string => {
  if (v === null || typeof v !== 'object') return '';
  const e = v as Data;
  const zone = text(e.timeZone);
  return `ETA ${text(e.date)} ${text(e.from)}-${text(e.to)}${zone === '' ? '' : ` (${zone})`}`;
};
const move = (d: Data) => `${text(d.from)} to ${text(d.to)}`;
const SITE_WORDS: Record<string, string> = {
  'on-site': 'on site',
  'off-site': 'off site (flagged for review)',
  'no-position': 'no position (flagged for review)',
  'store-unknown': "store's position unknown (flagged for review)",
};
const checkIn = (d: Data) =>
  join(
    d.siteState === undefined ? '' : (SITE_WORDS[text(d.siteState)] ?? text(d.siteState)),
    typeof d.distanceMeters === 'number' ? `${Math.round(d.distanceMeters)} m from the store` : '',
    typeof d.accuracyMeters === 'number' ? `accuracy ${Math.round(d.accuracyMeters)} m` : '',
    d.method === undefined ? '' : `by ${text(d.method)}`,
    d.endAt === null || d.endAt === undefined ? '' : `${text(d.hours)} h`,
    d.workDone === null || d.workDone === undefined ? '' : `work done: ${text(d.workDone)}`,
  );

/** The event types the timeline shows, and how each reads. */
export const EVENT_LINES: Record<string, Line> = {
  'work-order.created': {
    kind: 'order',
    what: () => 'Work order sent',
    details: (d) => join(`PO ${text(d.poNum)}`, `status ${text(d.status)}`),
  },
  'work-order.updated': {
    kind: 'order',
    what: () => 'Work order updated',
    details: (d) =>
      join(
        `PO ${text(d.poNum)}`,
        `status ${text(d.status)}`,
        Array.isArray(d.changes) ? `changed: ${d.changes.map(text).join(', ')}` : '',
      ),
  },
  // the company's moves by its write of the order (decision 122)
  'work-order.crew-line-cancelled': { kind: 'status', what: () => 'Cancelled by the company', details: move },
  'work-order.redispatched': {
    kind: 'dispatch',
    what: () => 'Dispatched again',
    details: (d) => join(move(d), d.respondBy ? `answer by ${text(d.respondBy)}` : ''),
  },
  'work-order.accepted': { kind: 'answer', what: () => 'Accepted', details: (d) => eta(d.eta) },
  'work-order.declined': {
    kind: 'answer',
    what: () => 'Declined',
    details: (d) => join(text(d.reason), text(d.note)),
  },
  'work-order.eta-changed': {
    kind: 'eta',
    what: () => 'ETA changed',
    details: (d) => join(eta(d.eta), d.previousEta ? `was ${eta(d.previousEta).slice(4)}` : ''),
  },
  'work-order.started': { kind: 'status', what: () => 'Work started', details: move },
  'work-order.put-on-hold': {
    kind: 'status',
    what: () => 'Put on hold',
    details: (d) => join(move(d), text(d.reason), `expected ${text(d.expectedDate)}`, text(d.note)),
  },
  'work-order.completed': {
    kind: 'status',
    what: () => 'Completed',
    details: (d) => join(move(d), `labour ${text(d.labourHours)} h`),
  },
  'work-order.reopened': {
    kind: 'status',
    what: () => 'Reopened',
    details: (d) => join(move(d), text(d.note)),
  },
  'check-in.recorded': {
    kind: 'check-in',
    what: (d) => (d.endAt === null || d.endAt === undefined ? 'Checked in' : 'Check-in recorded'),
    details: checkIn,
  },
  'check-in.updated': {
    kind: 'check-in',
    what: (d) => (d.endAt === null || d.endAt === undefined ? 'Check-in changed' : 'Checked out'),
    details: checkIn,
  },
  'work-order.note-added': { kind: 'note', what: () => 'Note added', details: (d) => text(d.noteType) },
  'document.uploaded': {
    kind: 'document',
    what: () => 'Document added',
    details: (d) => join(text(d.fileName), text(d.type)),
  },
  'document.removed': { kind: 'document', what: () => 'Document removed', details: (d) => text(d.type) },
  'visit.scheduled': {
    kind: 'visit-date',
    what: () => 'Visit date set',
    details: (d) => text(d.visitDate).slice(0, 10),
  },
  'work-order.photo-added': {
    kind: 'photo',
    what: () => 'Photo added',
    details: (d) => join(text(d.kind), `SHA-256 ${text(d.sha256).slice(0, 12)}…`),
  },
  'work-order.photo-removed': { kind: 'photo', what: () => 'Photo removed', details: (d) => text(d.kind) },
  'crew-line.assigned': {
    kind: 'assignment',
    what: (d) =>
      Array.isArray(d.userIds) && d.userIds.length === 0 ? 'Technicians unassigned' : 'Technicians assigned',
    // the names are put in by the reader (assignmentNames), which reads them in one query a page
    details: () => '',
  },
  'work-order.message-posted': {
    kind: 'message',
    what: () => 'Message posted',
    details: (d) =>
      typeof d.attachments === 'number' && d.attachments > 0 ? `${d.attachments} attachment(s)` : '',
  },
};
export const TIMELINE_EVENT_TYPES = Object.keys(EVENT_LINES);

const COMPANY = 'The company';

/** An event's item; `names` holds the assigned technicians' names. */
export function eventItem(
  row: TimelineEventRow,
  side: TimelineSide,
  names: Map<number, string>,
): TimelineItem {
  const line = EVENT_LINES[row.type]!;
  const data = (row.data ?? {}) as Data;
  let details = line.details(data);
  if (row.type === 'crew-line.assigned' && Array.isArray(data.userIds))
    details = (data.userIds as number[]).map((id) => names.get(id) ?? `user ${id}`).join(', ');
  const guest = typeof data.checkedInBy === 'string' && row.actorKind !== 'vendor-user';
  return {
    id: `e${row.id}`,
    at: row.at.toISOString(),
    kind: line.kind,
    actor:
      row.actorKind === 'vendor-user' || guest
        ? 'vendor-user'
        : row.actorKind === 'system'
          ? 'portal'
          : 'company',
    who:
      row.actorKind === 'vendor-user'
        ? personName(row.userFirstName, row.userLastName, row.userEmail)
        : guest
          ? text(data.checkedInBy)
          : row.actorKind === 'staff'
            ? side === 'company'
              ? `${row.staffName || row.staffEmail || 'Staff'} (staff)`
              : COMPANY
            : row.actorKind === 'provider'
              ? side === 'company'
                ? "The company's systems"
                : COMPANY
              : 'The portal',
    what: line.what(data),
    details,
    vendorName: row.vendorCompany,
  };
}

/** A crew line's dispatch or NTE change (migration 0056): the company's writes. */
export function crewLineChangeItem(row: TimelineCrewLineChangeRow): TimelineItem {
  const dispatched = row.kind === 'dispatched';
  return {
    id: `c${row.id}`,
    at: row.at.toISOString(),
    kind: dispatched ? 'dispatch' : 'nte',
    actor: 'company',
    who: COMPANY,
    what: dispatched ? 'Dispatched' : 'NTE changed',
    details: dispatched ? `NTE ${money(row.nteAfter)}` : `${money(row.nteBefore)} to ${money(row.nteAfter)}`,
    vendorName: row.vendorCompany,
  };
}

const money = (v: string | null) => (v === null ? '' : `$${Number(v).toFixed(2)}`);

/** A staff member's change of the order (the company's side only): the fields before and after. */
export function staffAuditItem(row: TimelineStaffAuditRow): TimelineItem {
  return {
    id: `s${row.id}`,
    at: row.at.toISOString(),
    kind: 'staff-change',
    actor: 'company',
    who: `${row.staffName || row.staffEmail} (staff)`,
    what: actionText(row.action),
    details:
      row.before === null || typeof row.before !== 'object' ? 'Created' : changeText(row.before, row.after),
    vendorName: row.vendorCompany,
  };
}
