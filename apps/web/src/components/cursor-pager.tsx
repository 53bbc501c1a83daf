// The Previous / Next buttons under a list read a cursor page at a time (decision 108), with the page
// number and, where the list counts its matches, how many pages there are.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CursorPages } from '../lib/cursor-pages.ts';

type Props = {
  pages: CursorPages;
  /** the page shown's nextCursor (null: the last page) */
  nextCursor: string | null | undefined;
  /** the page count, where the list counts its matches; no count: no "of N" */
  pageCount?: number;
  label: string;
  previousLabel?: string;
  nextLabel?: string;
};

export function CursorPager({
  pages,
  nextCursor,
  pageCount,
  label,
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
}: Props) {
  if (pages.pageNumber === 1 && !nextCursor) return null;
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Button variant="outlined" disabled={pages.pageNumber === 1} onClick={pages.previous}>
        {previousLabel}
      </Button>
      <Typography variant="body2">
        Page {pages.pageNumber}
        {pageCount === undefined ? '' : ` of ${Math.max(pageCount, pages.pageNumber)}`}
      </Typography>
      <Button variant="outlined" disabled={!nextCursor} onClick={() => nextCursor && pages.next(nextCursor)}>
        {nextLabel}
      </Button>
    </Box>
  );
}
