// The grid drawn as a table (decision 012): its scrolling box (a named region, keyboard reachable),
// the sticky head with sorting, filters and select-all, and the virtualized body. The phone's cards
// (grid-cards.tsx) draw the same rows otherwise.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import { alpha, lighten, type Theme } from '@mui/material/styles';
import type { RowData } from '@tanstack/react-table';
import { GRID_CHECKBOX_COLUMN_WIDTH, GRID_HEADER_HEIGHT, GRID_ROW_HEIGHT } from '../layout-sizes.ts';
import { GridBody } from './grid-body.tsx';
import type { GridRow, GridTable as TanStackGridTable } from './grid-features.ts';
import { GridHead } from './grid-head.tsx';
import { gridPins } from './grid-pins.ts';
import type { GridColumn } from './grid-types.ts';
import type { SortKeyCache } from './sort-keys.ts';

export type GridTableProps<TRow extends RowData> = {
  label: string;
  table: TanStackGridTable<TRow>;
  /** The shown columns, in the user's order. */
  columns: readonly GridColumn<TRow>[];
  sortKeys: SortKeyCache;
  /** The page's rows. */
  rows: readonly GridRow<TRow>[];
  selectable: boolean;
  getRowLabel: (row: TRow) => string;
  loading: boolean;
  /** A sort or a filter changed the rows: back to the first page. */
  onRowsChange: () => void;
  scrollElement: HTMLDivElement | null;
  onScrollElement: (element: HTMLDivElement | null) => void;
  maxHeight: string | number;
};

export function GridTable<TRow extends RowData>({
  label,
  table,
  columns,
  sortKeys,
  rows,
  selectable,
  getRowLabel,
  loading,
  onRowsChange,
  scrollElement,
  onScrollElement,
  maxHeight,
}: GridTableProps<TRow>) {
  const tableWidth =
    columns.reduce((sum, column) => sum + column.width, 0) + (selectable ? GRID_CHECKBOX_COLUMN_WIDTH : 0);
  const pins = useMemo(() => gridPins(columns, selectable), [columns, selectable]);
  return (
    <Box
      ref={onScrollElement}
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        overflow: 'auto',
        maxHeight,
        minHeight: GRID_HEADER_HEIGHT + 3 * GRID_ROW_HEIGHT,
      }}
    >
      <Table
        stickyHeader
        size="small"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-busy={loading}
        sx={gridTableSx(tableWidth)}
      >
        <colgroup>
          {selectable ? <col style={{ width: GRID_CHECKBOX_COLUMN_WIDTH }} /> : null}
          {columns.map((column) => (
            <col key={column.id} style={{ width: column.width }} />
          ))}
        </colgroup>
        <GridHead
          table={table}
          columns={columns}
          sortKeys={sortKeys}
          selectable={selectable}
          pins={pins}
          onRowsChange={onRowsChange}
        />
        <GridBody
          rows={rows}
          columns={columns}
          scrollElement={scrollElement}
          selectable={selectable}
          pins={pins}
          getRowLabel={getRowLabel}
          loading={loading}
        />
      </Table>
    </Box>
  );
}

// One style block for the whole table instead of an sx per cell: a page renders hundreds of cells
// on every scroll step.
function gridTableSx(width: number) {
  return (theme: Theme) =>
    ({
      tableLayout: 'fixed',
      width,
      minWidth: '100%',
      '& thead th': {
        height: GRID_HEADER_HEIGHT,
        py: 0,
        px: 1,
        fontWeight: 'fontWeightMedium',
        whiteSpace: 'nowrap',
        bgcolor: 'background.paper',
      },
      // the body's rows are plain elements (grid-body.tsx): MUI's small TableCell and hover/selected
      // TableRow looks, set here once (decision 082)
      '& tbody tr': { verticalAlign: 'middle' },
      '& tbody tr.grid-row:hover': { bgcolor: 'action.hover' },
      '& tbody tr.grid-row-selected': {
        bgcolor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
        '&:hover': {
          bgcolor: alpha(
            theme.palette.primary.main,
            theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity,
          ),
        },
      },
      '& tbody td': {
        ...theme.typography.body2,
        color: theme.palette.text.primary,
        textAlign: 'left',
        borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
        height: GRID_ROW_HEIGHT,
        py: 0,
        px: 1,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      },
      '& tbody td.grid-align-right': { textAlign: 'right' },
      '& tbody td.grid-align-center': { textAlign: 'center' },
      '& .grid-checkbox-cell': { px: 0.5, textAlign: 'center', overflow: 'visible' },
      '& .grid-header-content': { display: 'flex', alignItems: 'center', gap: 0.25, minWidth: 0 },
      '& .grid-header-label': { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
      '& .grid-filter-button': { flexShrink: 0, ml: 'auto' },
      '& td.grid-empty-cell': { height: 3 * GRID_ROW_HEIGHT, p: 0, color: 'text.secondary' },
      '& .grid-empty-text': { display: 'block', position: 'sticky', left: 0, textAlign: 'center' },
      '& td.grid-spacer-cell': { p: 0, border: 0, height: 'auto' },
      // pinned columns (grid-pins.ts): opaque, above the cells scrolling under them, an edge line
      // where the scrolling part begins; a hovered or selected row's tint drawn over their paper
      '& .grid-pin': { position: 'sticky', zIndex: 1, bgcolor: 'background.paper' },
      '& thead th.grid-pin': { zIndex: 3 },
      '& .grid-pin-start-edge': { boxShadow: `inset -1px 0 ${theme.palette.divider}` },
      '& .grid-pin-end-edge': { boxShadow: `inset 1px 0 ${theme.palette.divider}` },
      '& tbody tr.grid-row:hover > td.grid-pin': {
        backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
      },
      '& tbody tr.grid-row-selected > td.grid-pin': {
        backgroundImage: `linear-gradient(${alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity)}, ${alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity)})`,
      },
      // cells clip their overflow, so focus rings inside them are drawn inward
      '& tbody :focus-visible, & tbody .Mui-focusVisible': { outlineOffset: -3 },
    }) as const;
}
