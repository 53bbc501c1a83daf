// The grid's footer: how many rows are selected, rows per page (SPEC section 9 choices), which rows
// are shown ('1–1,000 of 4,500') and the page buttons. Our own rather than MUI's TablePagination: that
// module builds a locale number format as it loads, and the first one costs the browser its ICU number
// service, a task of ~100 ms at Lighthouse's 4x CPU on every list (issue 19 point 7). The parts, names
// and texts are TablePagination's: a labelled select, the rows shown, 'Go to previous page' and
// 'Go to next page', and the focus kept on a page button when the one pressed is disabled. The rows
// per page are the browser's own select (a phone's own picker), not MUI's: that was a dozen styled
// components and a closed menu's modal drawn under every list as it opened (decision 092).
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { thousands } from '@vp/contracts';
import { GRID_PAGE_SIZES } from './grid-constants.ts';

export type GridPaginationProps = {
  /** Rows after filtering, over all pages. */
  rowCount: number;
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Omitted when the grid has no checkbox column. */
  selectedCount?: number;
};

/** '1–1,000 of 4,500', as TablePagination writes it. */
export function shownRowsText(rowCount: number, pageIndex: number, pageSize: number): string {
  const from = rowCount === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(rowCount, (pageIndex + 1) * pageSize);
  return `${thousands(from)}–${thousands(to)} of ${thousands(rowCount)}`;
}

// The footer's styles, once on its box (TablePagination's sizes: a 52 px bar, body2 texts, the select
// 8 px after its label and 32 px before the rows shown, the buttons 20 px after them); on a phone the
// page buttons wrap under the rows-per-page choice instead of being cut off.
const FOOTER_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  borderTop: 1,
  borderColor: 'divider',
  pl: 2,
  '& .grid-pages': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    ml: 'auto',
    minHeight: 52,
    pr: '2px',
    color: 'text.primary',
    typography: 'body2',
  },
  '& .grid-pages p, & .grid-pages label': { m: 0, flexShrink: 0 },
  '& .grid-pages-size': {
    ml: 1,
    mr: 4,
    py: 0.5,
    pl: 1,
    pr: 0.5,
    flexShrink: 0,
    font: 'inherit',
    color: 'inherit',
    bgcolor: 'transparent',
    border: 0,
    borderRadius: 1,
    textAlign: 'right',
    cursor: 'pointer',
  },
  '& .grid-pages-size:focus': { bgcolor: 'action.focus' },
  '& .grid-pages-buttons': { flexShrink: 0, ml: 2.5 },
} as const;

export function GridPagination({
  rowCount,
  pageIndex,
  pageSize,
  onPageChange,
  onPageSizeChange,
  selectedCount = 0,
}: GridPaginationProps) {
  const selectId = useId();
  const lastPage = Math.max(0, Math.ceil(rowCount / pageSize) - 1);
  const buttons = useRef<HTMLDivElement>(null);
  const pressed = useRef<HTMLButtonElement | null>(null);

  // Pressed to the first or last page, a page button is disabled under the keyboard's focus, which
  // would fall to the page's start: it moves to the other page button, as TablePagination does.
  useEffect(() => {
    const button = pressed.current;
    pressed.current = null;
    if (!button?.disabled) return;
    const active = document.activeElement;
    if (active !== null && active !== button && active !== document.body) return;
    buttons.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [pageIndex]);

  const go = (target: number) => (event: MouseEvent<HTMLButtonElement>) => {
    pressed.current = event.currentTarget;
    onPageChange(target);
  };

  return (
    <Box sx={FOOTER_SX}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {selectedCount > 0 ? `${selectedCount} ${selectedCount === 1 ? 'row' : 'rows'} selected` : ''}
      </Typography>
      <div className="grid-pages">
        <label htmlFor={selectId}>Rows per page:</label>
        <select
          className="grid-pages-size"
          id={selectId}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {GRID_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <p>{shownRowsText(rowCount, pageIndex, pageSize)}</p>
        <div className="grid-pages-buttons" ref={buttons}>
          <IconButton
            color="inherit"
            aria-label="Go to previous page"
            title="Go to previous page"
            disabled={pageIndex === 0}
            onClick={go(pageIndex - 1)}
          >
            <KeyboardArrowLeft />
          </IconButton>
          <IconButton
            color="inherit"
            aria-label="Go to next page"
            title="Go to next page"
            disabled={pageIndex >= lastPage}
            onClick={go(pageIndex + 1)}
          >
            <KeyboardArrowRight />
          </IconButton>
        </div>
      </div>
    </Box>
  );
}
