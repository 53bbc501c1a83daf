// Which columns a grid shows, in which order (issue 15, decision 039): the user's choice, kept in the
// browser per user and grid. Pure functions here; the hook (use-column-layout.ts) keeps them.

export type ColumnLayout = {
  /** Column ids in the order shown; columns missing here follow in their own order. */
  order: string[];
  /** Column ids not shown. */
  hidden: string[];
};

export const DEFAULT_LAYOUT: ColumnLayout = { order: [], hidden: [] };

/**
 * The columns to draw: in the layout's order, without the hidden ones. Ids the grid no longer has are
 * ignored and columns the layout does not know yet come last, so a saved layout survives a change of
 * the grid's columns; at least one column always shows.
 */
export function applyColumnLayout<C extends { id: string }>(
  columns: readonly C[],
  layout: ColumnLayout,
): C[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const ordered = [
    ...layout.order.filter((id) => byId.has(id)).map((id) => byId.get(id)!),
    ...columns.filter((column) => !layout.order.includes(column.id)),
  ];
  const unique = [...new Map(ordered.map((column) => [column.id, column])).values()];
  const shown = unique.filter((column) => !layout.hidden.includes(column.id));
  return shown.length > 0 ? shown : unique.slice(0, 1);
}

/** Every column id in the layout's order (hidden ones too): what the chooser lists. */
export const orderedIds = (columns: readonly { id: string }[], layout: ColumnLayout): string[] =>
  applyColumnLayout(columns, { order: layout.order, hidden: [] }).map((column) => column.id);

/** The layout with `id` moved one place up (-1) or down (+1) among all columns. */
export function moveColumn(
  columns: readonly { id: string }[],
  layout: ColumnLayout,
  id: string,
  step: -1 | 1,
): ColumnLayout {
  const order = orderedIds(columns, layout);
  const from = order.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return layout;
  [order[from], order[to]] = [order[to]!, order[from]!];
  return { ...layout, order };
}

/** The layout with `id` shown or hidden; the last shown column cannot be hidden. */
export function toggleColumn(
  columns: readonly { id: string }[],
  layout: ColumnLayout,
  id: string,
): ColumnLayout {
  if (layout.hidden.includes(id)) return { ...layout, hidden: layout.hidden.filter((h) => h !== id) };
  const shown = columns.filter((column) => !layout.hidden.includes(column.id));
  if (shown.length <= 1) return layout;
  return { ...layout, hidden: [...layout.hidden, id] };
}

/** A stored layout, or the default when there is none or it is not one (an old or edited value). */
export function parseLayout(text: string | null): ColumnLayout {
  if (!text) return DEFAULT_LAYOUT;
  try {
    const value = JSON.parse(text) as Partial<ColumnLayout>;
    const ids = (list: unknown) =>
      Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
    return { order: ids(value.order), hidden: ids(value.hidden) };
  } catch {
    return DEFAULT_LAYOUT;
  }
}
