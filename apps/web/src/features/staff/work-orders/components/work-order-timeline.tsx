// The console's History of a work order (issue 41 point 6, decision 119): the same reader's items as
// the vendors' History sections, every vendor's with its name, and the staff's changes by name; 50 a
// page, "Show more" for the next.
import Box from '@mui/material/Box';
import { useInfiniteQuery } from '@tanstack/react-query';
import { staffOrderTimelineCall } from '@vp/contracts';
import { callPages } from '../../../../lib/call.ts';
import { TimelineList } from '../../../../components/order-timeline/index.ts';

const PAGE_SIZE = 50;

/** `readAt`: when the page read the order; an edit or a reassign reads it again, and the history with it. */
export function WorkOrderTimeline({ ordNum, readAt }: { ordNum: number; readAt: number }) {
  const pages = callPages(staffOrderTimelineCall, (cursor) => ({
    params: { ordNum },
    query: { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) },
  }));
  const pagesRead = useInfiniteQuery({ ...pages, queryKey: [...pages.queryKey, readAt] });
  return (
    <Box role="region" aria-label="History">
      <TimelineList pages={pagesRead} showVendor />
    </Box>
  );
}
