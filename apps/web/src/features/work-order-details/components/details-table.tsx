// The small lists of the details screen (recurring services, crew lines, documents): a plain table
// that scrolls sideways on a phone rather than squeezing its columns.
import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export type DetailsColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
};

export type DetailsTableProps<T> = {
  label: string;
  rows: readonly T[];
  columns: readonly DetailsColumn<T>[];
  rowKey: (row: T) => string | number;
};

export function DetailsTable<T>({ label, rows, columns, rowKey }: DetailsTableProps<T>) {
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
