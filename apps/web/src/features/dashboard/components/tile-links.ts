// Where a work-order tile of the dashboard leads (decision 111): the list of work orders with the search
// its count was made from (tileSearch, shared with the server), in the URL the list reads.
import { tileSearch, type WorkOrderTile } from '@vp/contracts';
import { WORK_ORDER_LIST_PATH } from '../../../lib/paths.ts';

/** The list of work orders showing exactly the rows the tile counts; null when its window is empty. */
export function workOrderTileHref(
  tile: WorkOrderTile,
  today: string,
  woHistoryMonthLimit: string,
): string | null {
  const search = tileSearch(tile, today, woHistoryMonthLimit);
  if (search === null) return null;
  const params = new URLSearchParams({
    from: search.onsiteStartDate,
    to: search.onsiteEndDate,
    attention: search.attention,
  });
  return `${WORK_ORDER_LIST_PATH}?${params}`;
}
