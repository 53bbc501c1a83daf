// The History section's pages as one query, apart from the section's code: the details page starts
// the first page's read beside the order's own (decision 119: the page with its History under 1 s on
// 4G), while the section's code still loads when it is opened or pointed at.
import { orderTimelineCall } from '@vp/contracts';
import { callPages } from '../../lib/call.ts';

export const HISTORY_PAGE_SIZE = 20;

export const historyPages = (ordNum: number) =>
  callPages(orderTimelineCall, (cursor) => ({
    params: { ordNum },
    query: { limit: HISTORY_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
  }));
