// The SQL of the dashboard's work-order counts (issue 40 point 6, decision 111): "due today" and
// "overdue" one pass over the vendor's open crew lines in the widest window the two open, read from
// crew_details_open_work_date_idx alone (migration 0050); "to schedule" through crew_details_unscheduled_idx.
import { sql } from 'kysely';
import { OPEN_FOR_SCHEDULING_STATUSES } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { assignedToUser } from '../../domain/crew-lines.repository.ts';
import { openOrder } from './work-orders-attention.ts';

/** An onsite range [from, to) as instants; null = an empty range. */
export type Range = { from: Date; to: Date } | null;

export type SummaryWindows = {
  dueToday: Range;
  overdue: Range;
  unreadNotes: Range;
  now: Date;
};

// Values written into the statement rather than sent as parameters: the pool's named statements get a
// generic plan after five runs, which for these counts read every crew line by index (2.4 s instead of
// ~0.2 s at 100,000 orders). They are numbers and instants, never text from a request.
const at = (instant: Date) => sql`${sql.lit(instant.toISOString())}::timestamptz`;
const int = (n: number) => sql.lit(Math.trunc(n));

const inRange = (range: Range) =>
  range === null
    ? sql<boolean>`false`
    : sql<boolean>`cd.work_date >= ${at(range.from)} and cd.work_date < ${at(range.to)}`;

/**
 * The counts; `assignedTo` counts only that user's assigned crew lines (a Technician), null all. Three
 * statements sent at once, each on a connection of its own, so that their scans run side by side
 * rather than one after the other within one statement.
 */
export async function countWorkOrderTiles(
  db: Db,
  vendorId: number,
  userId: number,
  assignedTo: number | null,
  w: SummaryWindows,
) {
  const q = workOrderTileQueries(vendorId, userId, assignedTo, w);
  const [schedule, due, unread] = await Promise.all([
    q.toSchedule.execute(db),
    q.dueAndOverdue.execute(db),
    q.unreadNotes.execute(db),
  ]);
  return { ...schedule.rows[0]!, ...due.rows[0]!, ...unread.rows[0]! };
}

/**
 * The statements of countWorkOrderTiles. To schedule: the List of Scheduling's rule, through
 * crew_details_unscheduled_idx. Due today and overdue: one pass over the vendor's crew lines of open
 * orders (the crew line's `order_open`, no join) from the overdue window's first day to the end of today. Unread notes: from the company's
 * notes (order_notes_company_idx) to the vendor's crew lines and the user's read markers, hashed,
 * rather than two index lookups for each of the vendor's crew lines (1.1 s instead of ~0.2 s at
 * 100,000 orders).
 */
export function workOrderTileQueries(
  vendorId: number,
  userId: number,
  assignedTo: number | null,
  w: SummaryWindows,
) {
  const assigned = assignedTo === null ? sql<boolean>`true` : assignedToUser(assignedTo);
  const from = w.overdue?.from ?? w.dueToday?.from ?? w.now;
  const to = w.dueToday?.to ?? w.overdue?.to ?? w.now;
  return {
    toSchedule: sql<{ toSchedule: number }>`
      select count(*)::int as "toSchedule"
        from crew_details cd join orders o on o.ord_num = cd.ord_num
       where cd.vendor_id = ${int(vendorId)} and cd.visit_date is null
         and o.status_code in (${sql.join(OPEN_FOR_SCHEDULING_STATUSES)})
         and o.begin_service is not null and o.service_end >= ${at(w.now)}
         and ${assigned}`,
    dueAndOverdue: sql<{ dueToday: number; overdue: number }>`
      select count(*) filter (where ${inRange(w.dueToday)})::int as "dueToday",
             count(*) filter (where ${inRange(w.overdue)})::int as "overdue"
        from crew_details cd
       where cd.vendor_id = ${int(vendorId)} and cd.work_date >= ${at(from)} and cd.work_date < ${at(to)}
         and ${openOrder()} and ${assigned}`,
    unreadNotes: sql<{ unreadNotes: number }>`
      select count(distinct cd.ocd_id)::int as "unreadNotes"
        from order_notes n
        join crew_details cd on cd.ord_num = n.ord_num
        left join order_note_reads r on r.user_id = ${int(userId)} and r.ord_num = n.ord_num
       where n.vendor_id is null and cd.vendor_id = ${int(vendorId)} and ${inRange(w.unreadNotes)}
         and n.id > coalesce(r.last_note_id, 0) and ${assigned}`,
  };
}
