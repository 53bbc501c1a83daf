// The details page's data, asked for as early as it can be (decision 125): the order's detail, then
// the History's first page once the order is in (decision 119: never before, so that a hand-made path
// whose order number is not the crew line's does not ask for an order that is not there). The page
// asks for both as it draws; opened by its address (a link, a reload, a phone's shared link) the app's
// start asks for them once the session is in, beside the start-up calls, instead of after the shell's
// frame, the page's code and the page's first render: on 4G the History was then two round trips
// behind the page's code instead of under it.
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { getOrderDetailCall } from '@vp/contracts';
import { callQuery } from '../../../lib/call.ts';
import { WORK_ORDER_DETAILS_PATH } from '../../../lib/paths.ts';
import { historyPages } from '../../../components/order-timeline/history-pages.ts';
import { parseDetailsParams, type DetailsParams } from '../routes/details-params.ts';

/** The crew line's order detail (the page's query: the same key, so one request serves both). */
export const orderDetailQuery = (ocdId: number | undefined) =>
  callQuery(getOrderDetailCall, { params: { id: ocdId ?? 0 } });

/**
 * The History's first page, once the order is known to be the path's: `orderOfLine` is the crew
 * line's order number (from its detail), `pathOrdNum` the path's (undefined in a shortened path).
 */
export function prefetchHistory(
  queryClient: QueryClient,
  orderOfLine: number | undefined,
  pathOrdNum: number | undefined,
): void {
  if (orderOfLine === undefined || (pathOrdNum !== undefined && pathOrdNum !== orderOfLine)) return;
  void queryClient.prefetchInfiniteQuery(historyPages(orderOfLine));
}

/** The details path's numbers, or undefined for any other path and for 'Add a new Work Order'. */
export function detailsParamsAt(pathname: string): DetailsParams | undefined {
  const match = matchPath(`${WORK_ORDER_DETAILS_PATH}/:id?/:ordNum?/:crewId?`, pathname);
  if (!match) return undefined;
  const params = parseDetailsParams(match.params);
  return params.isNew || params.ocdId === undefined ? undefined : params;
}

/** At the app's start on a details page: the order now, its History's first page as it comes. */
export function prefetchDetailsPageData(queryClient: QueryClient, pathname: string): void {
  const params = detailsParamsAt(pathname);
  if (!params) return;
  queryClient
    .fetchQuery(orderDetailQuery(params.ocdId))
    .then((answer) => prefetchHistory(queryClient, answer.orderDetail.ordNum, params.ordNum))
    // a missing order or a failed read is the page's to show, from its own query
    .catch(() => undefined);
}
