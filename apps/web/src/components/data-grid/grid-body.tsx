// The rows of the current page, virtualized: only the rows in view (plus a few) are in the DOM,
// between two spacer rows that keep the scroll height right, so a page of 100,000 rows renders as
// fast as a page of 30. Rows have the fixed compact height, so nothing needs measuring.
import type { RowData } from '@tanstack/react-table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useVirtualizer } from '@tanstack/react-virtual';
import { EMPTY_GRID_TEXT } from '@vp/contracts';
import { GRID_HEADER_HEIGHT, GRID_ROW_HEIGHT } from '../layout-sizes.ts';
import type { GridRow } from './grid-features.ts';
import type { GridColumn } from './grid-types.ts';
import { withPin, type GridPins } from './grid-pins.ts';
import { SelectRowCell } from './selection-cells.tsx';
import { useClientWidth } from './use-client-width.ts';

/** Rows rendered beyond the visible ones on each side, so fast scrolling shows no gaps. */
const OVERSCAN = 10;

export type GridBodyProps<TRow extends RowData> = {
  /** The current page's rows, filtered and sorted. */
  rows: readonly GridRow<TRow>[];
  columns: readonly GridColumn<TRow>[];
  /** The box that scrolls the rows; null until it is mounted. */
  scrollElement: HTMLElement | null;
  selectable: boolean;
  pins: GridPins;
  getRowLabel: (row: TRow) => string;
  loading: boolean;
};

export function GridBody<TRow extends RowData>({
  rows,
  columns,
  scrollElement,
  selectable,
  pins,
  getRowLabel,
  loading,
}: GridBodyProps<TRow>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => GRID_ROW_HEIGHT,
    overscan: OVERSCAN,
    // the sticky header sits inside the scrolling box, above the first row
    scrollMargin: GRID_HEADER_HEIGHT,
  });
  const columnCount = columns.length + (selectable ? 1 : 0);
  const visibleWidth = useClientWidth(scrollElement);

  if (rows.length === 0) {
    return (
      <TableBody>
        <TableRow aria-rowindex={2}>
          <TableCell colSpan={columnCount} className="grid-empty-cell">
            {/* held at the box's left edge and as wide as the visible part, so the text sits in the
                middle of what the user sees however wide the columns make the table */}
            <span className="grid-empty-text" style={visibleWidth ? { width: visibleWidth } : undefined}>
              {loading ? '' : EMPTY_GRID_TEXT}
            </span>
          </TableCell>
        </TableRow>
      </TableBody>
    );
  }

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const padTop = first ? first.start - GRID_HEADER_HEIGHT : 0;
  const padBottom = last ? virtualizer.getTotalSize() - (last.end - GRID_HEADER_HEIGHT) : 0;

  return (
    <TableBody>
      {padTop > 0 ? <SpacerRow height={padTop} colSpan={columnCount} /> : null}
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <BodyRow
            key={row.id}
            row={row}
            rowIndex={item.index}
            columns={columns}
            selectable={selectable}
            pins={pins}
            label={selectable ? getRowLabel(row.original) : ''}
          />
        );
      })}
      {padBottom > 0 ? <SpacerRow height={padBottom} colSpan={columnCount} /> : null}
    </TableBody>
  );
}

function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={colSpan} className="grid-spacer-cell" />
    </tr>
  );
}

type BodyRowProps<TRow extends RowData> = {
  row: GridRow<TRow>;
  rowIndex: number;
  columns: readonly GridColumn<TRow>[];
  selectable: boolean;
  pins: GridPins;
  label: string;
};

/**
 * A row of plain <tr>/<td> elements, styled once by the table (grid-table.tsx): MUI's TableRow and
 * TableCells were a component and a style computation per cell, for every row drawn on each scroll
 * step (decision 082).
 */
function BodyRow<TRow extends RowData>({
  row,
  rowIndex,
  columns,
  selectable,
  pins,
  label,
}: BodyRowProps<TRow>) {
  const selected = selectable && row.getIsSelected();
  return (
    // aria-rowindex counts the header row; the table's aria-rowcount gives the page's total
    <tr className={selected ? 'grid-row grid-row-selected' : 'grid-row'} aria-rowindex={rowIndex + 2}>
      {selectable ? <SelectRowCell row={row} label={label} pin={pins.checkbox} /> : null}
      {columns.map((column) => {
        const pin = pins.of(column.id);
        return (
          <td
            key={column.id}
            className={withPin(column.align ? `grid-align-${column.align}` : undefined, pin)}
            style={pin?.style}
          >
            {column.render ? column.render(row.original) : row.getValue<string>(column.id)}
          </td>
        );
      })}
    </tr>
  );
}
