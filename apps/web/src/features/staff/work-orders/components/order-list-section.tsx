// A section of the work order page that lists what was loaded for the order (its check-ins, its
// photos): the heading, then the list in its states (components/loaded-list.tsx), one item under another.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LoadedList } from '../../../../components/loaded-list.tsx';

type Props<T> = {
  /** the heading, which also names the list */
  title: string;
  query: { isPending: boolean; isError: boolean; data?: { items: readonly T[] } | undefined };
  /** what is said when there is none */
  none: string;
  /** the space between the items, in the theme's spacing */
  gap: number;
  /** one item, as an element of the list (`component="li"`) */
  children: (item: T) => ReactNode;
};

export function OrderListSection<T>({ title, query, none, gap, children }: Props<T>) {
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h3" component="h2">
        {title}
      </Typography>
      <LoadedList
        query={query}
        label={title}
        none={none}
        listSx={{ display: 'flex', flexDirection: 'column', gap }}
      >
        {children}
      </LoadedList>
    </Box>
  );
}
