// The app's one data grid (GUIDE section 2: TanStack Table v9 + TanStack Virtual, drawn with MUI
// table parts). SPEC sections 2 and 9: checkbox selection, 100/1000/5000/100000 rows per page
// (1000 by default), compact rows, a unique-value filter per column, sorting descending then
// ascending, 'No Rows' when empty. It is a real <table> (aria-sort, aria-rowcount), keyboard
// reachable, and scrolls both ways inside its own box so a 375 px page never scrolls sideways.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  functionalUpdate,
  useTable,
  type RowData,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { toColumnDefs } from './column-defs.ts';
import { GRID_DEFAULT_PAGE_SIZE } from './grid-constants.ts';
import { gridFeatures } from './grid-features.ts';
import { GridPagination } from './grid-pagination.tsx';
import type { GridColumn, GridSelection, GridSort } from './grid-types.ts';
import { createSortKeyCache } from './sort-keys.ts';
import { applyColumnLayout, DEFAULT_LAYOUT, type ColumnLayout } from './column-layout.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { useColumnLayout } from './use-column-layout.ts';
import { useFitToViewport } from './use-fit-to-viewport.ts';
import { GridCards } from './grid-cards.tsx';
import { gridCellRules } from './grid-cell-style.ts';
import { GridTable } from './grid-table.tsx';

export type DataGridProps<TRow extends RowData> = {
  /** Names the grid (and its scrolling box) for screen readers. */
  label: string;
  rows: readonly TRow[];
  /** Keep the array stable (module scope or useMemo): a new one rebuilds the grid's models. */
  columns: readonly GridColumn<TRow>[];
  /** A stable id per row: selection and row identity use it. */
  getRowId: (row: TRow) => string;
  /** Adds the checkbox column; the screen owns the selected ids. */
  selection?: GridSelection;
  /** Names a row's checkbox: 'Select row {label}'. Defaults to the row id. */
  getRowLabel?: (row: TRow) => string;
  /** SPEC: descending on the date column (inputDate, tranDate, workDate…). */
  defaultSort?: GridSort;
  defaultPageSize?: number;
  /** Shows progress and holds back the empty text while rows are on their way. */
  loading?: boolean;
  /** Of the scrolling box; rows beyond it scroll inside the grid. */
  maxHeight?: string | number;
  /**
   * Offers the column chooser and keeps the user's choice under this key (name the user in it:
   * decision 039). Without it the grid shows its columns as given.
   */
  columnLayoutKey?: string;
  /** The columns shown, and their order, until the user chooses (keep it stable). */
  defaultColumnLayout?: ColumnLayout;
  /** The scrolling box ends at the window's bottom, so its horizontal scrollbar is on screen. */
  fitToViewport?: boolean;
  /**
   * At phone widths the rows become cards of these columns (ids), the first one the card's title,
   * which a tap on the card opens (decision 039). Without it the table stays, scrolling in its box.
   */
  cardColumns?: readonly string[];
};

// the footer (rows per page, pages) and a margin, below the scrolling box
const BELOW_BOX_PX = 72;
const MIN_FITTED_HEIGHT_PX = 320;

const NO_SELECTION: RowSelectionState = {};

/** The grid's box, and the look of the links and checkboxes in its cells (set once here, decision 082). */
const GRID_BOX_SX = (theme: Theme) =>
  ({
    position: 'relative',
    minWidth: 0,
    maxWidth: '100%',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    bgcolor: 'background.paper',
    ...gridCellRules(theme),
  }) as const;

export function DataGrid<TRow extends RowData>({
  label,
  rows: givenRows,
  columns,
  getRowId,
  selection,
  getRowLabel = getRowId,
  defaultSort,
  defaultPageSize = GRID_DEFAULT_PAGE_SIZE,
  loading: givenLoading = false,
  maxHeight = '70vh',
  columnLayoutKey,
  defaultColumnLayout = DEFAULT_LAYOUT,
  fitToViewport = false,
  cardColumns,
}: DataGridProps<TRow>) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const cards = useMemo(
    () =>
      phone && cardColumns ? cardColumns.flatMap((id) => columns.filter((column) => column.id === id)) : null,
    [phone, cardColumns, columns],
  );
  // As cards (a phone), new rows are drawn in a transition: the answer's arrival renders the page at
  // once with the rows it had, and React then builds the cards in slices between frames, instead of
  // in the one task that delivered the answer (Lighthouse's Total Blocking Time on the lists, decision
  // 070). Until they are in, the grid says it is loading rather than showing the old rows as current.
  // The table draws only the rows in view and stays immediate: deferred, its first rows after a
  // sign-in came a frame later (~30 ms on the user-feel bench). It defers nothing (null), so no
  // second render is scheduled for it.
  const deferredCardRows = useDeferredValue(cards ? givenRows : null);
  const rows = cards && deferredCardRows ? deferredCardRows : givenRows;
  const loading = givenLoading || rows !== givenRows;
  // state, not a ref: the body's virtualizer is a descendant and must render again once the box exists
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const fittedHeight = useFitToViewport(
    fitToViewport ? scrollElement : null,
    BELOW_BOX_PX,
    MIN_FITTED_HEIGHT_PX,
  );
  const [layout, setLayout] = useColumnLayout(columnLayoutKey, defaultColumnLayout);
  const allColumns = columns;
  // the user's columns, in the user's order (all of them, as given, without a layout key)
  const shown = useMemo(
    () => (columnLayoutKey ? applyColumnLayout(allColumns, layout) : allColumns),
    [allColumns, columnLayoutKey, layout],
  );
  columns = shown;
  const sortKeys = useMemo(() => createSortKeyCache(rows, columns), [rows, columns]);
  const columnDefs = useMemo(() => toColumnDefs(columns, sortKeys), [columns, sortKeys]);
  const [initialState] = useState(() => ({
    sorting: defaultSort ? [{ id: defaultSort.columnId, desc: defaultSort.desc }] : [],
  }));
  const selected = selection?.selected ?? NO_SELECTION;

  const table = useTable({
    features: gridFeatures,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => getRowId(row),
    initialState,
    state: { rowSelection: selected },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      selection?.onChange(functionalUpdate(updater, selected)),
    enableRowSelection: selection !== undefined,
    // SPEC section 9: descending first, then ascending, and a sorted column stays sorted
    sortDescFirst: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
  });

  const selectable = selection !== undefined;

  // Paging: new rows, a sort or a filter go back to the first page.
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [pageIndex, setPageIndex] = useState(0);
  const [pagedRows, setPagedRows] = useState(rows);
  if (pagedRows !== rows) {
    setPagedRows(rows);
    setPageIndex(0);
  }
  const allRows = table.getRowModel().rows;
  const lastPage = Math.max(0, Math.ceil(allRows.length / pageSize) - 1);
  const page = Math.min(pageIndex, lastPage);
  const pageRows = useMemo(
    () => (allRows.length <= pageSize ? allRows : allRows.slice(page * pageSize, (page + 1) * pageSize)),
    [allRows, page, pageSize],
  );
  const firstPage = () => setPageIndex(0);
  // other rows (a page, a sort, a filter, a search) are read from their first one
  useEffect(() => {
    if (scrollElement) scrollElement.scrollTop = 0;
  }, [pageRows, scrollElement]);

  return (
    <Box sx={GRID_BOX_SX}>
      {loading ? (
        <LinearProgress
          aria-label="Loading rows"
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 }}
        />
      ) : null}
      {columnLayoutKey && !cards ? (
        <Box
          sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <ColumnChooser
            gridLabel={label}
            columns={allColumns}
            layout={layout}
            defaultLayout={defaultColumnLayout}
            onChange={setLayout}
          />
        </Box>
      ) : null}
      {cards ? (
        <GridCards
          label={label}
          rows={pageRows}
          columns={cards}
          selectable={selectable}
          getRowLabel={getRowLabel}
          loading={loading}
        />
      ) : (
        <GridTable
          label={label}
          table={table}
          columns={columns}
          sortKeys={sortKeys}
          rows={pageRows}
          selectable={selectable}
          getRowLabel={getRowLabel}
          loading={loading}
          onRowsChange={firstPage}
          scrollElement={scrollElement}
          onScrollElement={setScrollElement}
          maxHeight={fittedHeight ?? maxHeight}
        />
      )}
      <GridPagination
        rowCount={allRows.length}
        pageIndex={page}
        pageSize={pageSize}
        onPageChange={setPageIndex}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPageIndex(0);
        }}
        selectedCount={selectable ? Object.keys(selected).length : undefined}
      />
    </Box>
  );
}
