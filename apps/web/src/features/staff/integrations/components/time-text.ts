// A moment as the vendor side writes it (lib/format.ts: MM/DD/YYYY hh:mm A, issue 38 point 11), or
// a dash for none; and a grid column of such moments.
import type { RowData } from '@tanstack/react-table';
import type { GridColumn } from '../../../../components/data-grid/index.ts';
import { formatDateTime } from '../../../../lib/format.ts';

export const timeText = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/** A column of moments, sorted by the ISO timestamp itself (which sorts as the time does). */
export function timeColumn<TRow extends RowData>(
  id: string,
  header: string,
  iso: (row: TRow) => string,
  width: number,
): GridColumn<TRow> {
  return { id, header, text: (row) => timeText(iso(row)), sortKey: iso, width };
}
