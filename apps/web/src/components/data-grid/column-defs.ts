// Turns the grid's column descriptions into TanStack Table column definitions: the cell text is the
// accessor value (cached per row by TanStack, matched by the unique-value filter), sorting goes
// through the precomputed keys, filtering through the chosen values.
import type { FilterFn, RowData } from '@tanstack/react-table';
import type { GridColumnDef, GridFeatures, GridRow } from './grid-features.ts';
import type { GridColumn } from './grid-types.ts';
import type { SortKeyCache, SortKeys } from './sort-keys.ts';

/** A column's filter value: the cell texts ticked in its unique-value filter. */
export type ChosenValues = string[];

export function isChosenValues(value: unknown): value is ChosenValues {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

function chosenValuesFilter<TRow extends RowData>(): FilterFn<GridFeatures, TRow> {
  const filter = (row: GridRow<TRow>, columnId: string, chosen: ReadonlySet<string>) =>
    chosen.has(row.getValue<string>(columnId));
  // the list becomes a Set once per filtering pass, not once per row
  return Object.assign(filter, {
    resolveFilterValue: (value: unknown) => new Set(isChosenValues(value) ? value : []),
    autoRemove: (value: unknown) => !isChosenValues(value) || value.length === 0,
  });
}

export function toColumnDefs<TRow extends RowData>(
  columns: readonly GridColumn<TRow>[],
  sortKeys: SortKeyCache,
): GridColumnDef<TRow>[] {
  const filterFn = chosenValuesFilter<TRow>();
  return columns.map((column) => {
    let keys: SortKeys | undefined;
    return {
      id: column.id,
      header: column.header,
      accessorFn: (row: TRow) => column.text(row),
      enableSorting: column.sortable ?? true,
      enableColumnFilter: column.filterable ?? true,
      filterFn,
      // keys are never undefined; TanStack's default (1) would read every cell's text on each comparison
      sortUndefined: false,
      sortFn: (a: GridRow<TRow>, b: GridRow<TRow>, columnId: string) => {
        keys ??= sortKeys.keysOf(columnId);
        return (keys[a.index] as number) - (keys[b.index] as number);
      },
    };
  });
}
