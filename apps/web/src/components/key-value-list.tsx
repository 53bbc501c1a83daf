// A read-only block of labelled values: a description list, one column below 600 px and up to
// `columns` above (2 from 600 px, 3 from 900 px). The drawers' details, the company profile's fields
// and the order's details are all this one list (field-list.tsx and detail-fields.tsx name their
// presets).
// Plain <dt>/<dd> elements, their looks (MUI's caption and body2) set once on the list: a Box and two
// Typography per pair were three components and three Emotion styles each, ~60% of the company
// profile's renders as it opens (issue 19 point 7, decisions 082 and 086).
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type KeyValue = { label: string; value: ReactNode };

export type KeyValueListProps = {
  items: readonly KeyValue[];
  /** the list's accessible name, when the heading above does not give it */
  label?: string;
  /** the most columns: 1, 2 (from 600 px; the default) or 3 (2 from 600 px, 3 from 900 px) */
  columns?: 1 | 2 | 3;
  /** the space between pairs, in theme units: across, then down */
  gap?: readonly [number, number];
  /** an empty value as a dash (the default), or as an empty line of its own height */
  empty?: 'dash' | 'line';
};

const isEmpty = (value: ReactNode) => value === '' || value === null || value === undefined;

function gridColumns(columns: 1 | 2 | 3) {
  const of = (n: number) => `repeat(${n}, minmax(0, 1fr))`;
  return { xs: '1fr', sm: of(Math.min(columns, 2)), ...(columns === 3 ? { md: of(3) } : {}) };
}

export function KeyValueList({ items, label, columns = 2, gap = [2, 1], empty = 'dash' }: KeyValueListProps) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: gridColumns(columns),
        columnGap: theme.spacing(gap[0]),
        rowGap: theme.spacing(gap[1]),
        m: 0,
        '& > div': { minWidth: 0 },
        '& > div > dt': { ...theme.typography.caption, color: theme.palette.text.secondary, margin: 0 },
        '& > div > dd': {
          ...theme.typography.body2,
          margin: 0,
          overflowWrap: 'anywhere',
          ...(empty === 'line' ? { minHeight: '1.5em' } : {}),
        },
      })}
    >
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{empty === 'dash' && isEmpty(item.value) ? '—' : item.value}</dd>
        </div>
      ))}
    </Box>
  );
}
