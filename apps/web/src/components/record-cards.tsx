// A small table's rows as cards, for phone widths (issue 38 point 5): the details page's documents,
// recurring services and the company notes scrolled sideways inside their boxes at 375 px, so that
// Remove, Download, View and every month after JAN were off-screen. A card holds the row's values as
// labelled pairs, as many side by side as fit, and its buttons in a row of their own at the bottom.
// The tables themselves (details-table.tsx, rows-table.tsx, the invoice drawer's lines) stay above
// the phone breakpoint.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

export type RecordField<T> = {
  label: string;
  value: (row: T) => ReactNode;
  /** A long value (a file name, a comment): the card's whole width rather than a cell of it. */
  wide?: boolean;
  /** A column of buttons (Remove, Download, View): drawn in the card's button row, without a label. */
  action?: boolean;
};

/** A table's column as the tables that turn into cards declare it (details-table, rows-table). */
export type CardableColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  wide?: boolean | undefined;
  action?: boolean | undefined;
};

/** A table's columns as a card's fields: the header as the label, the cell as the value. */
export function recordFieldsOf<T>(columns: readonly CardableColumn<T>[]): RecordField<T>[] {
  return columns.map((column) => ({
    label: column.header,
    value: column.cell,
    wide: column.wide,
    action: column.action,
  }));
}

export type RecordCardsProps<T> = {
  /** The list's accessible name (the table's label). */
  label: string;
  rows: readonly T[];
  fields: readonly RecordField<T>[];
  rowKey: (row: T) => string | number;
  /** The narrowest a pair may be, in px: a short figure (a month's count) needs less than a date. */
  minFieldWidth?: number;
};

// once on the list, not on each card's parts (decision 082)
const cardsSx = (minFieldWidth: number) => (theme: Theme) =>
  ({
    listStyle: 'none',
    p: 0,
    m: 0,
    display: 'grid',
    gap: 1,
    '& > li': {
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      p: 1.5,
      minWidth: 0,
      bgcolor: 'background.paper',
    },
    '& dl': {
      m: 0,
      display: 'grid',
      gridTemplateColumns: `repeat(auto-fill, minmax(${minFieldWidth}px, 1fr))`,
      columnGap: theme.spacing(2),
      rowGap: theme.spacing(1),
    },
    '& dl > div': { minWidth: 0 },
    '& dl > div.record-wide': { gridColumn: '1 / -1' },
    '& dt': { ...theme.typography.caption, color: theme.palette.text.secondary, m: 0 },
    '& dd': { ...theme.typography.body2, m: 0, overflowWrap: 'anywhere' },
    '& .record-actions': { display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, justifyContent: 'flex-end' },
  }) as const;

export function RecordCards<T>({ label, rows, fields, rowKey, minFieldWidth = 120 }: RecordCardsProps<T>) {
  const values = fields.filter((field) => !field.action);
  const actions = fields.filter((field) => field.action);
  return (
    <Box component="ul" aria-label={label} sx={cardsSx(minFieldWidth)}>
      {rows.map((row) => (
        <li key={rowKey(row)}>
          <dl>
            {values.map((field) => (
              <div key={field.label} className={field.wide ? 'record-wide' : undefined}>
                <dt>{field.label}</dt>
                <dd>{field.value(row)}</dd>
              </div>
            ))}
          </dl>
          {actions.length > 0 ? (
            <div className="record-actions">
              {actions.map((field) => (
                <span key={field.label}>{field.value(row)}</span>
              ))}
            </div>
          ) : null}
        </li>
      ))}
    </Box>
  );
}
