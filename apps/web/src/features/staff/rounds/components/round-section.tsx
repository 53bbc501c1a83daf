// A part of a round's page (its orders, its vendors, their answers): an outlined box named by its
// heading. It may shrink below its content's width, so that a grid in it scrolls inside it.
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function RoundSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h2" id={id} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
