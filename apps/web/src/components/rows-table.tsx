// A small labelled table for the section lists (trades, zip codes, documents, notes; the details
// screen's through details-table.tsx), scrolling sideways in its own box on a narrow screen rather
// than widening the page; on a phone a card per row (record-cards.tsx), whose buttons are in view: the
// notes' View was off-screen (issue 38 point 5).
import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { RecordCards, recordFieldsOf } from './record-cards.tsx';
import { usePhone } from './use-phone.ts';

export type RowsColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** On a phone's card: a long value, the card's whole width. */
  wide?: boolean;
  /** On a phone's card: a button, in the card's button row. */
  action?: boolean;
};

export type RowsTableProps<T> = {
  label: string;
  rows: readonly T[];
  columns: readonly RowsColumn<T>[];
  rowKey: (row: T) => string | number;
  /**
   * A card per row on a phone, for a list too wide for one (notes, documents); a two-column list
   * (trades, zip codes) fits as a table.
   */
  cardsOnPhone?: boolean;
  /** On a phone's card, the narrowest a value may be (px). */
  minCardFieldWidth?: number;
  /** A focusable region, so that a keyboard user can scroll it sideways on a narrow screen. */
  focusable?: boolean;
  headerCellSx?: SxProps<Theme>;
  // break-word, not anywhere: 'anywhere' lets the table shrink a column to one letter
  // ("11/2 0/20 26"); break-word breaks only a word too long for the widest column, and
  // the table scrolls in its box when the words do not fit (issue 15)
  bodyCellSx?: SxProps<Theme>;
};

export function RowsTable<T>({
  label,
  rows,
  columns,
  rowKey,
  cardsOnPhone = false,
  minCardFieldWidth,
  focusable = false,
  headerCellSx = { fontWeight: 'bold' },
  bodyCellSx = { overflowWrap: 'break-word' },
}: RowsTableProps<T>) {
  const phone = usePhone();
  if (phone && cardsOnPhone)
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
    // as wide as its place and no wider, so that a table wider than the page scrolls here rather than
    // being cut off by the section around it (issue 15)
    <TableContainer
      {...(focusable ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      sx={{ width: '100%', minWidth: 0, overflowX: 'auto' }}
    >
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align} sx={headerCellSx}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align} sx={bodyCellSx}>
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
