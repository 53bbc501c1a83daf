// The details page's History section (issue 41 point 6, decision 119): the order's activity from the
// vendor's side, newest first, a page of 20 at a time, read when the section is opened.
import { useInfiniteQuery } from '@tanstack/react-query';
import { orderTimelineCall } from '@vp/contracts';
import { callPages } from '../../lib/call.ts';
import { TimelineList } from './timeline-list.tsx';

export const HISTORY_PAGE_SIZE = 20;

export function HistorySection({ ordNum }: { ordNum: number }) {
  const pages = useInfiniteQuery(
    callPages(orderTimelineCall, (cursor) => ({
      params: { ordNum },
      query: { limit: HISTORY_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    })),
  );
  return <TimelineList pages={pages} showVendor={false} />;
}
