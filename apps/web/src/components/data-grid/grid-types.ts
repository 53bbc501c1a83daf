// The data grid's public shapes. Screens describe columns with these; TanStack Table stays an
// implementation detail of the grid.
import type { RowData, RowSelectionState } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/**
 * What a column sorts by: a primitive worked out once per row (a timestamp, an amount, lower-cased
 * text), so sorting 100,000 rows compares numbers and strings instead of re-parsing dates.
 */
export type SortKey = number | string;

export type GridAlign = 'left' | 'right' | 'center';

export type GridPin = 'start' | 'end';

export type GridColumn<TRow extends RowData> = {
  /** Unique among the grid's columns. */
  id: string;
  header: string;
  /**
   * The cell's text: shown when there is no `render`, listed by the unique-value filter and matched
   * by it. Keep it cheap; the filter computes it for every row of the column.
   */
  text: (row: TRow) => string;
  /** Defaults to the lower-cased text. */
  sortKey?: (row: TRow) => SortKey;
  /** Cell content other than plain text (links, buttons, icons). */
  render?: (row: TRow) => ReactNode;
  /**
   * The value on a phone's card, where it differs from the table's (an icon, whose tooltip a finger
   * cannot hover, with its text beside it). Defaults to `render`, then `text`.
   */
  cardRender?: (row: TRow) => ReactNode;
  /**
   * Held in view while the table scrolls sideways (decision 106): 'start' for what names the row (the
   * columns pinned so are the first ones), 'end' for what can be done to it (the last ones).
   */
  pin?: GridPin;
  /** In px; the grid scrolls sideways inside its own box when the columns are wider than it. */
  width: number;
  align?: GridAlign;
  /** Defaults to true. */
  sortable?: boolean;
  /** Defaults to true: the header offers the unique-value filter. */
  filterable?: boolean;
};

/** Selected row ids (see `getRowId`), as TanStack Table keeps them. */
export type RowSelection = RowSelectionState;

export type GridSelection = {
  selected: RowSelection;
  onChange: (next: RowSelection) => void;
};

export type GridSort = { columnId: string; desc: boolean };
