// The header row: per column a sort button (descending first, then ascending; aria-sort on the
// cell) and the 'Filter <column>' button that opens the unique-value filter.
import type { RowData } from '@tanstack/react-table';
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import FilterList from '@mui/icons-material/FilterList';
import { ColumnFilterPopover } from './column-filter-popover.tsx';
import type { GridTable, GridTableColumn } from './grid-features.ts';
import type { GridColumn } from './grid-types.ts';
import type { GridPins, PinPlace } from './grid-pins.ts';
import { SelectAllCell } from './selection-cells.tsx';
import type { SortKeyCache } from './sort-keys.ts';

type OpenFilter = { columnId: string; anchorEl: HTMLElement };

export type GridHeadProps<TRow extends RowData> = {
  table: GridTable<TRow>;
  columns: readonly GridColumn<TRow>[];
  sortKeys: SortKeyCache;
  selectable: boolean;
  pins: GridPins;
  /** A sort or a filter changed the rows: the grid goes back to the first page. */
  onRowsChange: () => void;
};

export function GridHead<TRow extends RowData>({
  table,
  columns,
  sortKeys,
  selectable,
  pins,
  onRowsChange,
}: GridHeadProps<TRow>) {
  const [openFilter, setOpenFilter] = useState<OpenFilter | null>(null);
  const filterColumn = openFilter ? table.getColumn(openFilter.columnId) : undefined;
  const filterTitle = columns.find((c) => c.id === openFilter?.columnId)?.header ?? '';

  return (
    <TableHead>
      <TableRow aria-rowindex={1}>
        {selectable ? <SelectAllCell table={table} pin={pins.checkbox} /> : null}
        {columns.map((column) => {
          const tableColumn = table.getColumn(column.id);
          if (!tableColumn) return null;
          return (
            <HeaderCell
              key={column.id}
              column={column}
              tableColumn={tableColumn}
              pin={pins.of(column.id)}
              onOpenFilter={(anchorEl) => setOpenFilter({ columnId: column.id, anchorEl })}
              onSort={onRowsChange}
            />
          );
        })}
      </TableRow>
      {openFilter && filterColumn ? (
        <ColumnFilterPopover
          column={filterColumn}
          title={filterTitle}
          sortKeys={sortKeys}
          anchorEl={openFilter.anchorEl}
          onFilterChange={onRowsChange}
          onClose={() => setOpenFilter(null)}
        />
      ) : null}
    </TableHead>
  );
}

type HeaderCellProps<TRow extends RowData> = {
  column: GridColumn<TRow>;
  tableColumn: GridTableColumn<TRow>;
  pin: PinPlace | undefined;
  onOpenFilter: (anchorEl: HTMLElement) => void;
  onSort: () => void;
};

function HeaderCell<TRow extends RowData>({
  column,
  tableColumn,
  pin,
  onOpenFilter,
  onSort,
}: HeaderCellProps<TRow>) {
  const sorted = tableColumn.getIsSorted();
  const canSort = tableColumn.getCanSort();
  const canFilter = tableColumn.getCanFilter();
  const filtered = tableColumn.getIsFiltered();
  const ariaSort = !canSort
    ? undefined
    : sorted === 'asc'
      ? 'ascending'
      : sorted === 'desc'
        ? 'descending'
        : 'none';

  return (
    <TableCell
      component="th"
      scope="col"
      align={column.align}
      aria-sort={ariaSort}
      className={pin?.className}
      style={pin?.style}
    >
      <span className="grid-header-content">
        {canSort ? (
          <TableSortLabel
            active={sorted !== false}
            direction={sorted === 'asc' ? 'asc' : 'desc'}
            onClick={(event) => {
              onSort();
              tableColumn.getToggleSortingHandler()?.(event);
            }}
            className="grid-header-label"
          >
            {column.header}
          </TableSortLabel>
        ) : (
          <span className="grid-header-label">{column.header}</span>
        )}
        {canFilter ? (
          <IconButton
            size="small"
            aria-label={`Filter ${column.header}`}
            aria-haspopup="dialog"
            color={filtered ? 'primary' : 'default'}
            onClick={(event) => onOpenFilter(event.currentTarget)}
            className="grid-filter-button"
          >
            <FilterList fontSize="inherit" />
          </IconButton>
        ) : null}
      </span>
    </TableCell>
  );
}
