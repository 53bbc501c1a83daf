// The grid's rows as cards, for phone widths (issue 15, decision 039): thirteen columns in 375 px
// showed three of them and a sideways scroll. A card stacks the key fields the screen names
// (`cardColumns`), the first as its title; a tap anywhere on the card opens what that title opens (a
// PO link, an invoice's drawer), and the title itself stays the keyboard's way in. The cards are the
// grid's own rows: the same sort, filters, page and selection as the table.
import { Fragment, memo, startTransition, useEffect, useMemo, useState, type MouseEvent } from 'react';
import type { RowData } from '@tanstack/react-table';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EMPTY_GRID_TEXT } from '@vp/contracts';
import type { GridRow } from './grid-features.ts';
import type { GridColumn } from './grid-types.ts';

export type GridCardsProps<TRow extends RowData> = {
  label: string;
  rows: readonly GridRow<TRow>[];
  /** The card's fields, title first. */
  columns: readonly GridColumn<TRow>[];
  selectable: boolean;
  getRowLabel: (row: TRow) => string;
  loading: boolean;
};

const INTERACTIVE = 'a, button, input, label, [role="button"]';

/** A tap outside the card's own controls opens the title's link or button. */
function openTitle(event: MouseEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (target.closest(INTERACTIVE)) return;
  event.currentTarget.querySelector<HTMLElement>('.grid-card-title a, .grid-card-title button')?.click();
}

const cell = <TRow extends RowData>(column: GridColumn<TRow>, row: TRow) =>
  column.cardRender ? column.cardRender(row) : column.render ? column.render(row) : column.text(row);

// The cards' styles, once on the list rather than on each card's parts: a page holds up to 1,000
// cards (SPEC's default page), and each styled part is work for the style engine on every render. The
// cards themselves are plain elements for the same reason (decision 082): an outlined card's look
// (MUI's Card), the browser's own checkbox (its look set by the grid, grid-cell-style.ts), the title
// in medium weight.
const CARDS_SX = {
  listStyle: 'none',
  m: 0,
  p: 1,
  display: 'grid',
  gap: 1,
  '& > li': {
    display: 'flex',
    gap: 1,
    p: 1.5,
    cursor: 'pointer',
    minWidth: 0,
    bgcolor: 'background.paper',
    color: 'text.primary',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    // The browser lays out and paints only the cards near the screen: a page of 450 cards took a
    // phone's main thread 200 ms of layout (decision 070). A card not yet laid out keeps the height
    // of a card (the remembered one once it has been shown), so the scroll bar stays honest.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 160px',
  },
  // the checkbox's look is the grid's (`grid-check`, grid-cell-style.ts); here its place in the card
  '& .grid-check': { flexShrink: 0, alignSelf: 'flex-start' },
  '& .grid-card-body': { minWidth: 0, flex: 1 },
  '& .grid-card-title': { typography: 'body1', fontWeight: 'fontWeightMedium' },
  '& dl': {
    m: 0,
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: 1.5,
    typography: 'body2',
  },
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0, overflowWrap: 'break-word', minWidth: 0 },
} as const;

/** Cards drawn at once; the rest follow in a transition, which React renders in slices between frames. */
const FIRST_CARDS = 8;

/**
 * The rows to draw: the first FIRST_CARDS at once, then all of them in a transition. Drawing 1,000
 * cards in one task held a phone's main thread for seconds (Lighthouse's Total Blocking Time on the
 * lists, decision 070); in a transition React yields between small slices, and the first cards are
 * painted before the rest are built.
 */
function useProgressiveRows<T>(rows: readonly T[]): readonly T[] {
  const [shown, setShown] = useState(FIRST_CARDS);
  useEffect(() => {
    if (shown < rows.length) startTransition(() => setShown(rows.length));
  }, [rows.length, shown]);
  return rows.length > shown ? rows.slice(0, shown) : rows;
}

type GridCardProps<TRow extends RowData> = {
  row: GridRow<TRow>;
  /** Passed beside the row, whose object stays the same when only its selection changes. */
  selected: boolean;
  title: GridColumn<TRow>;
  fields: readonly GridColumn<TRow>[];
  /** The row's label for its checkbox, when the cards are selectable. */
  checkLabel: string | null;
};

function GridCardOf<TRow extends RowData>({ row, selected, title, fields, checkLabel }: GridCardProps<TRow>) {
  return (
    <li onClick={openTitle}>
      {checkLabel !== null ? (
        <input
          type="checkbox"
          className="grid-check"
          checked={selected}
          onChange={row.getToggleSelectedHandler()}
          aria-label={checkLabel}
        />
      ) : null}
      <div className="grid-card-body">
        <div className="grid-card-title">{cell(title, row.original)}</div>
        <dl>
          {fields.map((column) => (
            <Fragment key={column.id}>
              <dt>{column.header}</dt>
              <dd>{cell(column, row.original)}</dd>
            </Fragment>
          ))}
        </dl>
      </div>
    </li>
  );
}

/** A card is drawn again only when its row, its selection or the columns change. */
const GridCard = memo(GridCardOf) as typeof GridCardOf;

export function GridCards<TRow extends RowData>({
  label,
  rows,
  columns,
  selectable,
  getRowLabel,
  loading,
}: GridCardsProps<TRow>) {
  const title = columns[0];
  // the same array from render to render, so that the memoized cards are not all drawn again
  const fields = useMemo(() => columns.slice(1), [columns]);
  const visible = useProgressiveRows(rows);
  if (rows.length === 0 || !title) {
    return (
      <Typography
        color="text.secondary"
        // while the first rows are on their way the cards' place takes a screen, so that what follows
        // (the pagination, the footer) starts below the fold instead of in view and being pushed out
        // when the cards come (Lighthouse's layout shift on the lists, decision 070)
        sx={{ textAlign: 'center', py: 4, minHeight: loading ? '100vh' : undefined }}
      >
        {loading ? '' : EMPTY_GRID_TEXT}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={label} aria-busy={loading} sx={CARDS_SX}>
      {visible.map((row) => (
        <GridCard
          key={row.id}
          row={row}
          selected={row.getIsSelected()}
          title={title}
          fields={fields}
          checkLabel={selectable ? `Select row ${getRowLabel(row.original)}` : null}
        />
      ))}
    </Box>
  );
}
