// Texts, sort keys and columns of the grids' date and money cells that may be blank.
import type { RowData } from '@tanstack/react-table';
import { usDate } from '@vp/contracts';
import { formatMoney } from '../../lib/format.ts';
import type { GridColumn } from './grid-types.ts';

/** A calendar day 'YYYY-MM-DD' as MM/DD/YYYY; blank stays blank. */
export const dayText = (value: string | null) => (value ? usDate(value) : '');

/** A blank amount sorts before every amount, zero and refunds included. */
export const moneyKey = (value: number | null) => value ?? Number.NEGATIVE_INFINITY;

/** A column of calendar days: MM/DD/YYYY, sorted as 'YYYY-MM-DD' text, a blank day first. */
export function dayColumn<TRow extends RowData>(
  id: string,
  header: string,
  day: (row: TRow) => string | null,
  width: number,
): GridColumn<TRow> {
  return { id, header, text: (row) => dayText(day(row)), sortKey: (row) => day(row) ?? '', width };
}

/** A column of US dollar amounts, right-aligned, a blank amount sorting first. */
export function moneyColumn<TRow extends RowData>(
  id: string,
  header: string,
  amount: (row: TRow) => number | null,
  width: number,
): GridColumn<TRow> {
  return {
    id,
    header,
    text: (row) => formatMoney(amount(row)),
    sortKey: (row) => moneyKey(amount(row)),
    width,
    align: 'right',
  };
}
