// The small lists of the details screen (recurring services, crew lines, documents): a plain table,
// and on a phone a card per row (record-cards.tsx), whose values and buttons are all in view: the
// table scrolled sideways there, and Remove, Download and the months after JAN were off-screen
// (issue 38 point 5).
import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { RecordCards, recordFieldsOf } from '../../../components/record-cards.tsx';
import { usePhone } from '../../../components/use-phone.ts';

export type DetailsColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** On a phone's card: a long value, the card's whole width. */
  wide?: boolean;
  /** On a phone's card: a button, in the card's button row. */
  action?: boolean;
};

export type DetailsTableProps<T> = {
  label: string;
  rows: readonly T[];
  columns: readonly DetailsColumn<T>[];
  rowKey: (row: T) => string | number;
  /** On a phone's card, the narrowest a value may be (px). */
  minCardFieldWidth?: number;
};

export function DetailsTable<T>({ label, rows, columns, rowKey, minCardFieldWidth }: DetailsTableProps<T>) {
  const phone = usePhone();
  if (phone)
    return (
      <RecordCards
        label={label}
        rows={rows}
        rowKey={rowKey}
        minFieldWidth={minCardFieldWidth}
        fields={recordFieldsOf(columns)}
      />
    );
  return (
    // focusable so that a keyboard user can scroll it sideways on a narrow screen
    // as wide as its place and no wider, so that a table wider than the page scrolls here rather than
    // being cut off by the section around it (issue 15)
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ width: '100%', minWidth: 0, overflowX: 'auto' }}
    >
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.header}
                align={column.align}
                sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}
              >
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
