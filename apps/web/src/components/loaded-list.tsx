// A list read from the server, in its states: a line while it loads, one when it could not be loaded,
// one when it holds nothing, else the list itself (named by `label`, its items the caller's `li`s).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

type Props<T> = {
  query: { isPending: boolean; isError: boolean; data?: { items: readonly T[] } | undefined };
  /** the list's name, lower case in the loading and failure lines ("Photos": "Loading the photos…") */
  label: string;
  /** what is said when there is none */
  none: ReactNode;
  /** the list's layout: a column, a grid of thumbnails */
  listSx: SxProps<Theme>;
  /** one item, as an element of the list (`component="li"`) */
  children: (item: T) => ReactNode;
};

export function LoadedList<T>({ query, label, none, listSx, children }: Props<T>) {
  const items = query.data?.items ?? [];
  const what = label.toLowerCase();
  if (query.isPending) return <Typography variant="body2">{`Loading the ${what}…`}</Typography>;
  if (query.isError)
    return (
      <Typography variant="body2" color="error">
        {`The ${what} could not be loaded.`}
      </Typography>
    );
  if (items.length === 0) return <Typography variant="body2">{none}</Typography>;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={[{ listStyle: 'none', m: 0, p: 0 }, ...(Array.isArray(listSx) ? listSx : [listSx])]}
    >
      {items.map(children)}
    </Box>
  );
}
