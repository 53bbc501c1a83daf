// The details page's History section (issue 41 point 6, decision 119): the order's activity from the
// vendor's side, newest first, a page of 20 at a time (the first read by the page as it opens).
import { useInfiniteQuery } from '@tanstack/react-query';
import { historyPages } from './history-pages.ts';
import { TimelineList } from './timeline-list.tsx';

export function HistorySection({ ordNum }: { ordNum: number }) {
  const pages = useInfiniteQuery(historyPages(ordNum));
  return <TimelineList pages={pages} showVendor={false} />;
}
