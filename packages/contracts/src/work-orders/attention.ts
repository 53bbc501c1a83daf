// What the dashboard's work-order tiles count (issue 40 point 6, decision 111), as pure rules shared by
// the server (which counts with them) and the web app (which builds each tile's link to the list of
// work orders with them): so that a tile's number and the rows of the list it opens are the same.
import { minusMonths, onsiteWindow } from './onsite-dates.ts';

/**
 * The order statuses of work still to do: not completed, invoiced or cancelled. "Visits due today" and
 * "overdue" count only crew lines of orders in these.
 */
export const OPEN_ORDER_STATUSES = ['OPEN', 'DISPATCHED', 'IN PROGRESS', 'ON HOLD'] as const;

/**
 * Order statuses in which a visit may be scheduled: before work starts (decision 022). The List of
 * Scheduling and the dashboard's "to schedule" count read it.
 */
export const OPEN_FOR_SCHEDULING_STATUSES = ['OPEN', 'DISPATCHED'] as const;

/**
 * The search's `attention` filter (not in the spec; the dashboard's tiles send it): 'open' keeps the
 * crew lines of open orders; 'unread-notes' those whose order has a note from the company the
 * signed-in user has not read; 'rejected-documents' those whose order has a document the company rejected;
 * 'answer-overdue' those still waiting for the vendor's answer past their deadline (issue 41, decision 114).
 */
export const WORK_ORDER_ATTENTIONS = [
  'open',
  'unread-notes',
  'rejected-documents',
  'answer-overdue',
] as const;
export type WorkOrderAttention = (typeof WORK_ORDER_ATTENTIONS)[number];

/** The dashboard's work-order tiles. */
export type WorkOrderTile =
  'due-today' | 'overdue' | 'unread-notes' | 'rejected-documents' | 'answer-overdue';

/** A tile's list: the onsite days (both included, 'YYYY-MM-DD') and the attention filter. */
export type TileSearch = { onsiteStartDate: string; onsiteEndDate: string; attention: WorkOrderAttention };

const previousDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/**
 * The search a tile opens, inside the onsite window the list allows (SPEC section 5's history limit):
 * due today = open orders onsite today; overdue = open orders onsite from the window's first day to
 * yesterday (none when the limit is '0': the list shows only today); unread notes, rejected
 * documents and answers overdue = any status, onsite from the window's first day to a year ahead.
 */
export function tileSearch(
  tile: WorkOrderTile,
  today: string,
  woHistoryMonthLimit: string,
): TileSearch | null {
  const earliest = onsiteWindow(today, woHistoryMonthLimit).earliestBegin;
  switch (tile) {
    case 'due-today':
      return { onsiteStartDate: today, onsiteEndDate: today, attention: 'open' };
    case 'overdue': {
      const end = previousDay(today);
      return earliest > end ? null : { onsiteStartDate: earliest, onsiteEndDate: end, attention: 'open' };
    }
    case 'unread-notes':
    case 'rejected-documents':
    case 'answer-overdue':
      return { onsiteStartDate: earliest, onsiteEndDate: minusMonths(today, -12), attention: tile };
  }
}
