// A work order's activity timeline as a list, newest first (issue 41 point 6, decision 119): when, what,
// who and the details of each item, one under the other so that it reads on a 375 px phone; "Show more"
// reads the next page. The vendor's History section and the console's History both draw it, each from
// its own call (the one reader behind both).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { OrderTimelineResponse } from '@vp/contracts';
import { formatDateTime } from '../../lib/format.ts';
import { NO_HISTORY, SHOW_MORE_HISTORY } from './history-section-title.ts';

type Pages = UseInfiniteQueryResult<InfiniteData<OrderTimelineResponse>>;

export function TimelineList({ pages, showVendor }: { pages: Pages; showVendor: boolean }) {
  if (pages.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
        <CircularProgress size={24} aria-label="Loading the history" />
      </Box>
    );
  if (pages.isError && !pages.data)
    return <Alert severity="error">The history could not be read. Please try again.</Alert>;
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  if (items.length === 0) return <Typography variant="body2">{NO_HISTORY}</Typography>;
  return (
    <Box>
      <Box
        component="ol"
        aria-label="History, newest first"
        data-testid="order-timeline"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column' }}
      >
        {items.map((item) => (
          <Box
            component="li"
            key={item.id}
            data-kind={item.kind}
            sx={{ py: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
          >
            <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
              {item.what}
            </Typography>
            <Typography variant="body2" component="p" color="text.secondary">
              <time dateTime={item.at}>{formatDateTime(item.at)}</time> · {item.who}
              {showVendor && item.vendorName ? ` · ${item.vendorName}` : ''}
            </Typography>
            {item.details ? (
              <Typography variant="body2" component="p" sx={{ fontSize: 13 }}>
                {item.details}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Box>
      {pages.hasNextPage ? (
        <Button
          variant="outlined"
          sx={{ mt: 1.5, minHeight: 44 }}
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage ? 'Loading…' : SHOW_MORE_HISTORY}
        </Button>
      ) : null}
    </Box>
  );
}
