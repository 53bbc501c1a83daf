// Columns held in view while a table wider than its box scrolls sideways (issue 38 point 9, decision
// 106): what names the row pinned to the start, what can be done to it to the end. Each pinned cell is
// `position: sticky` at the summed widths of the pinned columns before it (after it, at the end), so
// a console grid at 1280 px shows a row's name and its buttons whatever part of it is scrolled into
// view. The looks (background, edge line) are the table's, set once (grid-table.tsx).
import type { CSSProperties } from 'react';
import { GRID_CHECKBOX_COLUMN_WIDTH } from '../layout-sizes.ts';
import type { GridPin } from './grid-types.ts';

/** A pinned cell's class and offset; none for a column that scrolls. */
export type PinPlace = { className: string; style: CSSProperties };

export type GridPins = {
  /** The checkbox column's, pinned with the start columns when there are any. */
  checkbox: PinPlace | undefined;
  of: (columnId: string) => PinPlace | undefined;
};

export function gridPins(
  columns: readonly { id: string; width: number; pin?: GridPin | undefined }[],
  selectable: boolean,
): GridPins {
  const places = new Map<string, PinPlace>();
  const starts = columns.filter((column) => column.pin === 'start');
  const ends = columns.filter((column) => column.pin === 'end');
  let left = selectable && starts.length > 0 ? GRID_CHECKBOX_COLUMN_WIDTH : 0;
  starts.forEach((column, index) => {
    const edge = index === starts.length - 1 ? ' grid-pin-start-edge' : '';
    places.set(column.id, { className: `grid-pin${edge}`, style: { left } });
    left += column.width;
  });
  let right = 0;
  [...ends].reverse().forEach((column, index) => {
    const edge = index === ends.length - 1 ? ' grid-pin-end-edge' : '';
    places.set(column.id, { className: `grid-pin${edge}`, style: { right } });
    right += column.width;
  });
  return {
    checkbox: selectable && starts.length > 0 ? { className: 'grid-pin', style: { left: 0 } } : undefined,
    of: (columnId) => places.get(columnId),
  };
}

/** A cell's classes: its own, and its pin's. */
export const withPin = (className: string | undefined, pin: PinPlace | undefined): string | undefined =>
  [className, pin?.className].filter(Boolean).join(' ') || undefined;
