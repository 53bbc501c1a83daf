// The grid's rows as cards, for phone widths (issue 15, decision 039): thirteen columns in 375 px
// showed three of them and a sideways scroll. A card stacks the key fields the screen names
// (`cardColumns`), the first as its title; a tap anywhere on the card opens what that title opens (a
// PO link, an invoice's drawer), and the title itself stays the keyboard's way in. The cards are the
// grid's own rows: the same sort, filters, page and selection as the table.
import type { MouseEvent } from 'react';
import type { RowData } from '@tanstack/react-table';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
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
  column.render ? column.render(row) : column.text(row);

export function GridCards<TRow extends RowData>({
  label,
  rows,
  columns,
  selectable,
  getRowLabel,
  loading,
}: GridCardsProps<TRow>) {
  const [title, ...fields] = columns;
  if (rows.length === 0 || !title) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
        {loading ? '' : EMPTY_GRID_TEXT}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={loading}
      sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}
    >
      {rows.map((row) => (
        <Card
          component="li"
          key={row.id}
          variant="outlined"
          onClick={openTitle}
          sx={{ display: 'flex', gap: 1, p: 1.5, cursor: 'pointer', minWidth: 0 }}
        >
          {selectable ? (
            <Checkbox
              size="small"
              sx={{ p: 0.5, alignSelf: 'flex-start' }}
              checked={row.getIsSelected()}
              onChange={row.getToggleSelectedHandler()}
              slotProps={{ input: { 'aria-label': `Select row ${getRowLabel(row.original)}` } }}
            />
          ) : null}
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography className="grid-card-title" component="div" sx={{ fontWeight: 'fontWeightMedium' }}>
              {cell(title, row.original)}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'auto minmax(0, 1fr)',
                columnGap: 1.5,
                typography: 'body2',
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0, overflowWrap: 'break-word', minWidth: 0 },
              }}
            >
              {fields.map((column) => (
                <Box key={column.id} sx={{ display: 'contents' }}>
                  <dt>{column.header}</dt>
                  <dd>{cell(column, row.original)}</dd>
                </Box>
              ))}
            </Box>
          </Box>
        </Card>
      ))}
    </Box>
  );
}
