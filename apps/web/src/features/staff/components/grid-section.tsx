// A titled part of a console page holding one list (the API clients, the QuickPay requests): its
// heading, with the button that adds to the list beside it, what the list holds in a sentence, why it
// could not be loaded, then the grid (and its pager).
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { staffFailureText } from './staff-failure-text.ts';

type Props = {
  /** the heading's id, naming the section */
  id: string;
  title: string;
  /** the list's own query, if it has one: its failure, if it failed */
  list?: { isError: boolean; error: Error | null };
  /** beside the heading: e.g. an Add button */
  action?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
};

export function GridSection({ id, title, list, action, intro, children }: Props) {
  return (
    <Stack component="section" aria-labelledby={id} spacing={1} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" id={id} sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {intro ? <Typography variant="body2">{intro}</Typography> : null}
      {list?.isError ? <Alert severity="error">{staffFailureText(list.error)}</Alert> : null}
      {children}
    </Stack>
  );
}
