// The checkbox column: a select-all box in the header and one box per row, each named for screen
// readers ('Select all rows', 'Select row PO123'). The browser's own checkboxes in the primary colour,
// as the cards' (decision 082): MUI's Checkbox was five components and their styles in each of the
// rows drawn on every scroll step.
import { useEffect, useRef } from 'react';
import type { RowData } from '@tanstack/react-table';
import TableCell from '@mui/material/TableCell';
import type { GridRow, GridTable } from './grid-features.ts';
import { withPin, type PinPlace } from './grid-pins.ts';

export function SelectAllCell<TRow extends RowData>({
  table,
  pin,
}: {
  table: GridTable<TRow>;
  pin?: PinPlace | undefined;
}) {
  // TanStack Table v9's getIsSomeRowsSelected is true whenever any row is selected, all of them
  // included; a box both checked and indeterminate shows a dash, so the dash is for "some, not all"
  const all = table.getIsAllRowsSelected();
  const some = !all && table.getIsSomeRowsSelected();
  const box = useRef<HTMLInputElement>(null);
  // A property of the element, not an attribute, which the browser shows as a dash and reports as
  // "mixed"; set after every render, since a click clears it whatever the selection then is.
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  });
  return (
    <TableCell
      component="th"
      scope="col"
      padding="checkbox"
      className={withPin('grid-checkbox-cell', pin)}
      style={pin?.style}
    >
      <input
        ref={box}
        type="checkbox"
        className="grid-check"
        checked={all}
        onChange={table.getToggleAllRowsSelectedHandler()}
        disabled={table.getRowModel().rows.length === 0}
        aria-label="Select all rows"
      />
    </TableCell>
  );
}

export function SelectRowCell<TRow extends RowData>({
  row,
  label,
  pin,
}: {
  row: GridRow<TRow>;
  label: string;
  pin?: PinPlace | undefined;
}) {
  return (
    <td className={withPin('grid-checkbox-cell', pin)} style={pin?.style}>
      <input
        type="checkbox"
        className="grid-check"
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
        aria-label={`Select row ${label}`}
      />
    </td>
  );
}
