// A section of the work order page that lists what was loaded for the order (its check-ins, its
// photos): the heading, then a line while it loads, when it failed or when there is none, else the list.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type Props<T> = {
  /** the heading, which also names the list */
  title: string;
  query: { isPending: boolean; isError: boolean; data?: { items: readonly T[] } | undefined };
  /** what is said when there is none (loading and failing are said from the title) */
  none: string;
  /** the space between the items, in the theme's spacing */
  gap: number;
  /** one item, as an element of the list (`component="li"`) */
  children: (item: T) => ReactNode;
};

export function OrderListSection<T>({ title, query, none, gap, children }: Props<T>) {
  const items = query.data?.items ?? [];
  const what = title.toLowerCase();
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h3" component="h2">
        {title}
      </Typography>
      {query.isPending ? (
        <Typography variant="body2">{`Loading the ${what}…`}</Typography>
      ) : query.isError ? (
        <Typography variant="body2" color="error">
          {`The ${what} could not be loaded.`}
        </Typography>
      ) : items.length === 0 ? (
        <Typography variant="body2">{none}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={title}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap }}
        >
          {items.map(children)}
        </Box>
      )}
    </Box>
  );
}
