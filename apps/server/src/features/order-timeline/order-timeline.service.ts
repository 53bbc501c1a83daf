// A work order's activity timeline (issue 41 point 6, decision 119), the one reader of the vendor's
// History section, the console's History and the provider's timeline. Three sources, each ordered by
// its own id on its own index: the order's events, its crew lines' dispatch and NTE rows, and (the
// company's side) the staff audit rows. A page reads at most limit + 1 rows of each after the cursor's
// position in it and merges them newest first; the cursor keeps the three positions, so a page costs
// the same on an order with ten items or ten thousand and no item is skipped or shown twice.
import type { OrderTimelineResponse, TimelineItem } from '@vp/contracts';
import { TIMELINE_BAD_CURSOR } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  timelineCrewLineChanges,
  timelineEvents,
  timelineStaffAudits,
  userNames,
} from './order-timeline.repository.ts';
import {
  TIMELINE_EVENT_TYPES,
  crewLineChangeItem,
  eventItem,
  staffAuditItem,
  type TimelineSide,
} from './order-timeline-items.ts';

/** No bound yet: the first page reads each source from its newest row. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;
type Positions = { events: number; changes: number; audits: number };
const PREFIX = 'tl:';

const invalidCursor = () => new AppError('bad_request', TIMELINE_BAD_CURSOR, { reason: 'invalid-cursor' });

export function encodeTimelineCursor(p: Positions): string {
  return Buffer.from(`${PREFIX}${p.events}.${p.changes}.${p.audits}`).toString('base64url');
}

export function decodeTimelineCursor(cursor: string | undefined): Positions {
  if (cursor === undefined) return { events: UNBOUNDED, changes: UNBOUNDED, audits: UNBOUNDED };
  const text = Buffer.from(cursor, 'base64url').toString();
  const parts = text.startsWith(PREFIX) ? text.slice(PREFIX.length).split('.').map(Number) : [];
  if (parts.length !== 3 || parts.some((n) => !Number.isSafeInteger(n) || n < 0)) throw invalidCursor();
  const p = { events: parts[0]!, changes: parts[1]!, audits: parts[2]! };
  if (encodeTimelineCursor(p) !== cursor) throw invalidCursor();
  return p;
}

export type TimelineRequest = {
  ordNum: number;
  /** the vendor whose side is read; null: the company's (every vendor's, with the staff rows) */
  vendorId: number | null;
  limit: number;
  cursor: string | undefined;
};

type Head = { item: TimelineItem; sort: number; source: keyof Positions; rowId: number };

export async function readOrderTimeline(db: Db, request: TimelineRequest): Promise<OrderTimelineResponse> {
  const { ordNum, vendorId, limit } = request;
  const from = decodeTimelineCursor(request.cursor);
  const side: TimelineSide = vendorId === null ? 'company' : 'vendor';
  const scope = { vendorId };
  const read = limit + 1;
  const [events, changes, audits] = await Promise.all([
    from.events === 0 ? [] : timelineEvents(db, ordNum, scope, TIMELINE_EVENT_TYPES, from.events, read),
    from.changes === 0 ? [] : timelineCrewLineChanges(db, ordNum, scope, from.changes, read),
    side === 'vendor' || from.audits === 0 ? [] : timelineStaffAudits(db, ordNum, from.audits, read),
  ]);
  const assigned = events.flatMap((e) => {
    const ids = (e.data as { userIds?: unknown } | null)?.userIds;
    return e.type === 'crew-line.assigned' && Array.isArray(ids) ? (ids as number[]) : [];
  });
  const names = await userNames(db, vendorId, [...new Set(assigned)]);
  const queues: Head[][] = [
    events.map((r) => ({
      item: eventItem(r, side, names),
      sort: r.at.getTime(),
      source: 'events',
      rowId: r.id,
    })),
    changes.map((r) => ({
      item: crewLineChangeItem(r),
      sort: r.at.getTime(),
      source: 'changes',
      rowId: r.id,
    })),
    audits.map((r) => ({ item: staffAuditItem(r), sort: r.at.getTime(), source: 'audits', rowId: r.id })),
  ];
  // merge the three newest-first queues; each source's position moves past the rows it gave
  const next = { ...from, audits: side === 'vendor' ? 0 : from.audits };
  const items: TimelineItem[] = [];
  while (items.length < limit) {
    let best: Head[] | undefined;
    for (const q of queues) if (q.length > 0 && (best === undefined || q[0]!.sort > best[0]!.sort)) best = q;
    if (best === undefined) break;
    const head = best.shift()!;
    items.push(head.item);
    next[head.source] = head.rowId;
  }
  // a source with nothing left after this page is done (position 0: not read again)
  if (events.length < read && queues[0]!.length === 0) next.events = 0;
  if (changes.length < read && queues[1]!.length === 0) next.changes = 0;
  if (audits.length < read && queues[2]!.length === 0) next.audits = 0;
  const more = queues.some((q) => q.length > 0) || next.events > 0 || next.changes > 0 || next.audits > 0;
  return { items, nextCursor: more ? encodeTimelineCursor(next) : null };
}
