// The dashboard's work-order tiles (issue 40 point 6, decision 111): each count is the number of rows of
// the list its tile opens, the days and filters of which come from the same rule (tileSearch). "Today"
// is the day in the browser's time zone, as in the search.
import {
  DEFAULT_WO_HISTORY_MONTH_LIMIT,
  calendarDateIn,
  tileSearch,
  type WorkOrderTile,
  type WorkOrdersSummaryResponse,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import type { VendorSession } from '../../platform/http/session.ts';
import { assignedOnly } from '../../domain/order-reach.ts';
import { countWorkOrderTiles, type Range } from './work-orders-summary.repository.ts';
import { countAnswersOverdue } from './work-orders-answers-overdue.repository.ts';
import { timeZoneOf } from './work-orders-shared.ts';
import { nextDay, startOfDayIn } from './zoned-time.ts';
import { readPortalSetting } from '../../domain/portal-setting.repository.ts';

export async function workOrdersSummary(
  db: Db,
  session: VendorSession,
  timezone: string | undefined,
  now = new Date(),
): Promise<WorkOrdersSummaryResponse> {
  const timeZone = timeZoneOf(timezone);
  const limit =
    (await readPortalSetting(db, 'woHistoryMonthLimit')) ?? String(DEFAULT_WO_HISTORY_MONTH_LIMIT);
  const today = calendarDateIn(now, timeZone);
  const range = (tile: WorkOrderTile): Range => {
    const search = tileSearch(tile, today, limit);
    if (search === null) return null;
    return {
      from: startOfDayIn(search.onsiteStartDate, timeZone),
      to: startOfDayIn(nextDay(search.onsiteEndDate), timeZone),
    };
  };
  const [counts, answersOverdue] = await Promise.all([
    countWorkOrderTiles(db, session.vendorId, session.userId, assignedOnly(session), {
      dueToday: range('due-today'),
      overdue: range('overdue'),
      unreadNotes: range('unread-notes'),
      now,
    }),
    // issue 41: dispatches not answered by their deadline
    countAnswersOverdue(db, session.vendorId, assignedOnly(session), range('answer-overdue'), now),
  ]);
  return { ...counts, answersOverdue };
}
