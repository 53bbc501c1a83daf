// The data grid's public surface: the component and the shapes screens describe it with.
export { DataGrid, type DataGridProps } from './data-grid.tsx';
export type {
  GridAlign,
  GridColumn,
  GridPin,
  GridSelection,
  GridSort,
  RowSelection,
  SortKey,
} from './grid-types.ts';
export { GRID_DEFAULT_PAGE_SIZE, GRID_PAGE_SIZES } from './grid-constants.ts';
export { CellButton } from './cell-button.tsx';
export { CellLink, CellRouterLink } from './cell-link.tsx';
export type { ColumnLayout } from './column-layout.ts';
export { dayColumn, dayText, moneyColumn, moneyKey } from './cell-values.ts';
