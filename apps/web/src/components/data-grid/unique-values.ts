// The unique-value filter's list: every distinct cell text of a column among the rows the other
// columns' filters let through, in the column's own sort order (dates by time, money by amount).
import type { RowData } from '@tanstack/react-table';
import type { GridRow } from './grid-features.ts';
import { compareSortKeys, type SortKeys } from './sort-keys.ts';

export type UniqueValue = { text: string; count: number };

export function uniqueValuesOf<TRow extends RowData>(
  rows: readonly GridRow<TRow>[],
  columnId: string,
  keys: SortKeys,
): UniqueValue[] {
  const found = new Map<string, { text: string; count: number; key: number }>();
  for (const row of rows) {
    const text = row.getValue<string>(columnId);
    const entry = found.get(text);
    if (entry) entry.count++;
    else found.set(text, { text, count: 1, key: keys[row.index] as number });
  }
  return [...found.values()]
    .sort((a, b) => a.key - b.key || compareSortKeys(a.text, b.text))
    .map(({ text, count }) => ({ text, count }));
}

/** Case-insensitive substring match; an empty query keeps everything. */
export function matchingValues(values: readonly UniqueValue[], query: string): readonly UniqueValue[] {
  const q = query.trim().toLowerCase();
  if (!q) return values;
  return values.filter((value) => value.text.toLowerCase().includes(q));
}
