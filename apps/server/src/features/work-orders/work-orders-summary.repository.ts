// The SQL of the dashboard's work-order counts (issue 40 point 6, decision 111): one statement, each
// count a filter over the vendor's crew lines in the widest window the tiles open, read through
// crew_details_vendor_work_date_idx; "to schedule" through crew_details_unscheduled_idx.
import { sql } from 'kysely';
import { OPEN_FOR_SCHEDULING_STATUSES } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { assignedToUser } from '../../domain/crew-lines.repository.ts';
import { openOrder, unreadCompanyNote } from './work-orders-attention.ts';

/** An onsite range [from, to) as instants; null = an empty range. */
export type Range = { from: Date; to: Date } | null;

export type SummaryWindows = {
  dueToday: Range;
  overdue: Range;
  unreadNotes: Range;
  now: Date;
};

const inRange = (range: Range) =>
  range === null
    ? sql<boolean>`false`
    : sql<boolean>`cd.work_date >= ${range.from} and cd.work_date < ${range.to}`;

/** The counts; `assignedTo` counts only that user's assigned crew lines (a Technician), null all. */
export async function countWorkOrderTiles(
  db: Db,
  vendorId: number,
  userId: number,
  assignedTo: number | null,
  w: SummaryWindows,
) {
  const assigned = assignedTo === null ? sql<boolean>`true` : assignedToUser(assignedTo);
  // the window every count but "to schedule" lies in: its index range scan bounds the rows read
  const ranges = [w.dueToday, w.overdue, w.unreadNotes].filter((r) => r !== null);
  const from = ranges.length ? new Date(Math.min(...ranges.map((r) => r.from.getTime()))) : w.now;
  const to = ranges.length ? new Date(Math.max(...ranges.map((r) => r.to.getTime()))) : w.now;
  const result = await sql<{ toSchedule: number; dueToday: number; overdue: number; unreadNotes: number }>`
    select
      (select count(*)::int
         from crew_details cd join orders o on o.ord_num = cd.ord_num
        where cd.vendor_id = ${vendorId}::int and cd.visit_date is null
          and o.status_code in (${sql.join(OPEN_FOR_SCHEDULING_STATUSES)})
          and o.begin_service is not null and o.service_end >= ${w.now}
          and ${assigned}) as "toSchedule",
      count(*) filter (where ${openOrder()} and ${inRange(w.dueToday)})::int as "dueToday",
      count(*) filter (where ${openOrder()} and ${inRange(w.overdue)})::int as "overdue",
      count(*) filter (where ${inRange(w.unreadNotes)} and ${unreadCompanyNote(userId)})::int as "unreadNotes"
    from crew_details cd join orders o on o.ord_num = cd.ord_num
    where cd.vendor_id = ${vendorId}::int and cd.work_date >= ${from} and cd.work_date < ${to}
      and ${assigned}`.execute(db);
  return result.rows[0]!;
}
