// The checkbox column: a select-all box in the header and one box per row, each named for screen
// readers ('Select all rows', 'Select row PO123'). In MUI 9 the input's label goes in slotProps.input.
import type { RowData } from '@tanstack/react-table';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import type { GridRow, GridTable } from './grid-features.ts';

export function SelectAllCell<TRow extends RowData>({ table }: { table: GridTable<TRow> }) {
  // TanStack Table v9's getIsSomeRowsSelected is true whenever any row is selected, all of them
  // included; a box both checked and indeterminate shows a dash, so the dash is for "some, not all"
  const all = table.getIsAllRowsSelected();
  return (
    <TableCell component="th" scope="col" padding="checkbox" className="grid-checkbox-cell">
      <Checkbox
        size="small"
        checked={all}
        indeterminate={!all && table.getIsSomeRowsSelected()}
        onChange={table.getToggleAllRowsSelectedHandler()}
        disabled={table.getRowModel().rows.length === 0}
        slotProps={{ input: { 'aria-label': 'Select all rows' } }}
      />
    </TableCell>
  );
}

export function SelectRowCell<TRow extends RowData>({ row, label }: { row: GridRow<TRow>; label: string }) {
  return (
    <TableCell padding="checkbox" className="grid-checkbox-cell">
      <Checkbox
        size="small"
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
        slotProps={{ input: { 'aria-label': `Select row ${label}` } }}
      />
    </TableCell>
  );
}
