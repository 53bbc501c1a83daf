// A console page's title with what the page offers beside it (New work order, Export to Excel, a
// count), which moves under the title when the screen is too narrow for both.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type Props = {
  title: ReactNode;
  /** lines the title and a text beside it up on their baseline, instead of centring a button */
  baseline?: boolean;
  children?: ReactNode;
};

export function PageHeading({ title, baseline = false, children }: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: baseline ? 'baseline' : 'center', gap: 2, flexWrap: 'wrap' }}>
      {/* a long PO number breaks rather than widening the page on a phone */}
      <Typography variant="h1" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
