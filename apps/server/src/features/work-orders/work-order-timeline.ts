// A work order's timeline (issue 39 point 2): what happened to it and who did it, merged from its
// events and the staff audit rows, for the console's History; the field workflow's activity (issue 41)
// adds its sources here.
import { actionText, changeText, dataText, type StaffWorkOrderHistoryItem } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { orderEvents, orderStaffAudits } from './work-order-timeline.repository.ts';

/** The most lines a timeline shows (the newest). */
export const TIMELINE_LIMIT = 200;

/**
 * One work order's timeline, newest first: its events (the feed's rows naming its ordNum) and the staff
 * audit rows of it, one line per change. A new kind of line (a message, a check-in, a photo: issue 41)
 * is one more source read beside these two and mapped to a line here.
 */
export async function readWorkOrderTimeline(db: Db, ordNum: number): Promise<StaffWorkOrderHistoryItem[]> {
  const [events, audits] = await Promise.all([
    orderEvents(db, ordNum, TIMELINE_LIMIT),
    orderStaffAudits(db, ordNum, TIMELINE_LIMIT),
  ]);
  const who = (e: (typeof events)[number]) =>
    e.actorKind === 'provider'
      ? "The company's systems (provider API)"
      : e.actorKind === 'staff'
        ? `Staff: ${e.staffEmail ?? 'unknown'}`
        : e.actorKind === 'vendor-user'
          ? (e.userEmail ?? 'A vendor user')
          : 'The portal';
  // One line per change (issue 38 point 8): a staff change's events were written in its transaction,
  // so they share its time; they are the same change as its audit row, which says more (the fields
  // before and after). Events of one statement for several vendors (a work-order.updated each) are
  // one line naming them all.
  const staffTimes = new Map(audits.map((a) => [a.at.getTime(), new Set<string>()]));
  const lines = new Map<string, StaffWorkOrderHistoryItem & { sort: number; vendors: Set<string> }>();
  for (const e of events) {
    const folded = e.actorKind === 'staff' ? staffTimes.get(e.at.getTime()) : undefined;
    if (folded) {
      if (e.vendorCompany !== null) folded.add(e.vendorCompany);
      continue;
    }
    const detail = dataText(e.data);
    const key = `${e.at.getTime()}|${e.type}|${who(e)}|${detail}`;
    const line = lines.get(key) ?? {
      sort: e.at.getTime(),
      at: e.at.toISOString(),
      source: 'event' as const,
      action: e.type,
      what: actionText(e.type),
      who: who(e),
      vendorCompany: null,
      detail,
      vendors: new Set<string>(),
    };
    if (e.vendorCompany !== null) line.vendors.add(e.vendorCompany);
    lines.set(key, line);
  }
  const items = [
    ...[...lines.values()].map(({ vendors, ...line }) => ({
      ...line,
      vendorCompany: vendorsText(vendors),
    })),
    ...audits.map((a) => ({
      sort: a.at.getTime(),
      at: a.at.toISOString(),
      source: 'staff' as const,
      action: a.action,
      what: actionText(a.action),
      who: `Staff: ${a.staffEmail}`,
      vendorCompany: vendorsText(staffTimes.get(a.at.getTime())),
      detail: historyChange(a.before, a.after),
    })),
  ];
  return items
    .sort((a, b) => b.sort - a.sort)
    .slice(0, TIMELINE_LIMIT)
    .map(({ sort: _sort, ...item }) => item);
}

const vendorsText = (vendors: Set<string> | undefined) =>
  vendors === undefined || vendors.size === 0 ? null : [...vendors].sort().join(', ');

/** Fields of the order's page that follow from others (the status's words, the client's name). */
const DERIVED = new Set(['statusDescription', 'clientName', 'storeName', 'vendorCompany']);
const withoutDerived = (values: unknown) =>
  values !== null && typeof values === 'object' && !Array.isArray(values)
    ? Object.fromEntries(Object.entries(values).filter(([k]) => !DERIVED.has(k)))
    : values;

/** A staff change's line: what it changed (a creation: "Created", not every field of the order). */
function historyChange(before: unknown, after: unknown): string {
  if (before === null || typeof before !== 'object') return 'Created';
  return changeText(withoutDerived(before), withoutDerived(after));
}
