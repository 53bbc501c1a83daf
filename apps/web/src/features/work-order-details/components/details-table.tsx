// The small lists of the details screen (recurring services, crew lines, documents): the section table
// (components/rows-table.tsx) as a focusable region, and on a phone always a card per row, whose values
// and buttons are all in view: the table scrolled sideways there, and Remove, Download and the months
// after JAN were off-screen (issue 38 point 5).
import { RowsTable, type RowsColumn, type RowsTableProps } from '../../../components/rows-table.tsx';

export type DetailsColumn<T> = RowsColumn<T>;

export type DetailsTableProps<T> = Pick<
  RowsTableProps<T>,
  'label' | 'rows' | 'columns' | 'rowKey' | 'minCardFieldWidth'
>;

// headers of medium weight on one line; cells wrap as the browser would
const HEADER_CELL_SX = { fontWeight: 500, whiteSpace: 'nowrap' } as const;

export function DetailsTable<T>(props: DetailsTableProps<T>) {
  return <RowsTable {...props} cardsOnPhone focusable headerCellSx={HEADER_CELL_SX} bodyCellSx={{}} />;
}
