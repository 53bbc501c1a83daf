// A grid column of whole numbers (requests, days, tries): right-aligned as figures are, and sorted as
// numbers, so that 10 comes after 9.
import type { RowData } from '@tanstack/react-table';
import type { GridColumn } from '../../../components/data-grid/index.ts';

export function countColumn<TRow extends RowData>(
  id: string,
  header: string,
  count: (row: TRow) => number,
  width: number,
): GridColumn<TRow> {
  return { id, header, text: (row) => String(count(row)), sortKey: count, width, align: 'right' };
}
