// Sorting 100,000 rows has to feel instant (< 0.5 s). The comparator therefore never formats or
// parses, nor even compares strings: on the first sort by a column, each row's key is worked out once
// and turned into a number (numbers as they are, text into its rank among the column's distinct
// values), so every later comparison is one subtraction of two array entries.
import type { RowData } from '@tanstack/react-table';
import type { GridColumn, SortKey } from './grid-types.ts';

/** Per row (in data order), a number that orders the rows like the column's sort key. */
export type SortKeys = Float64Array;

export type SortKeyCache = {
  keysOf: (columnId: string) => SortKeys;
};

export function compareSortKeys(a: SortKey, b: SortKey): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export function defaultSortKey<TRow extends RowData>(column: GridColumn<TRow>): (row: TRow) => SortKey {
  return column.sortKey ?? ((row) => column.text(row).toLowerCase());
}

// ±Infinity and NaN would make a subtraction NaN; the extremes keep their order instead
const finite = (n: number) => (Number.isFinite(n) ? n : n > 0 ? Number.MAX_VALUE : -Number.MAX_VALUE);

/** Each text's position among the distinct texts: few distinct values (statuses, stores) cost little. */
function ranksOf(texts: readonly string[]): SortKeys {
  // the built-in order of strings (UTF-16 code units, as `<`) without a callback per comparison:
  // several times faster for 100,000 distinct PO numbers
  const distinct = [...new Set(texts)].sort();
  const rank = new Map<string, number>();
  for (let i = 0; i < distinct.length; i++) rank.set(distinct[i] as string, i);
  const ranks = new Float64Array(texts.length);
  for (let i = 0; i < texts.length; i++) ranks[i] = rank.get(texts[i] as string) as number;
  return ranks;
}

export function sortKeysOf(keys: readonly SortKey[]): SortKeys {
  if (keys.every((key) => typeof key === 'number')) {
    const numbers = new Float64Array(keys.length);
    for (let i = 0; i < keys.length; i++) numbers[i] = finite(keys[i] as number);
    return numbers;
  }
  return ranksOf(keys.map(String));
}

export function createSortKeyCache<TRow extends RowData>(
  rows: readonly TRow[],
  columns: readonly GridColumn<TRow>[],
): SortKeyCache {
  const byColumn = new Map<string, SortKeys>();
  return {
    keysOf(columnId) {
      let keys = byColumn.get(columnId);
      if (!keys) {
        const column = columns.find((c) => c.id === columnId);
        if (!column) throw new Error(`Unknown grid column ${columnId}`);
        keys = sortKeysOf(rows.map(defaultSortKey(column)));
        byColumn.set(columnId, keys);
      }
      return keys;
    },
  };
}
