// A small labelled table for the section lists (trades, zip codes, documents), scrolling sideways in
// its own box on a narrow screen rather than widening the page.
import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export type RowsColumn<T> = { header: string; cell: (row: T) => ReactNode; align?: 'left' | 'center' };

export type RowsTableProps<T> = {
  label: string;
  rows: readonly T[];
  columns: readonly RowsColumn<T>[];
  rowKey: (row: T) => string | number;
};

export function RowsTable<T>({ label, rows, columns, rowKey }: RowsTableProps<T>) {
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align} sx={{ fontWeight: 'bold' }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align} sx={{ overflowWrap: 'anywhere' }}>
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
