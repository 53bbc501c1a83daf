// The list pages' filters in their panel (issue 15, decision 039). On a phone the filters took about
// a screen before the first row: there they fold behind a 'Filters' button, and fold again once a
// search runs (`foldOn` changes), so the rows it found are what the vendor sees.
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import FilterList from '@mui/icons-material/FilterList';
import { LazyCollapse } from '../lazy-collapse.tsx';

export type FilterPanelProps = {
  /** The panel's id, for the button's aria-controls. */
  id: string;
  /** A value that changes with each search (its run count): the folded panel closes then. */
  foldOn: unknown;
  children: ReactNode;
};

export function FilterPanel({ id, foldOn, children }: FilterPanelProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const [searched, setSearched] = useState(foldOn);
  if (searched !== foldOn) {
    setSearched(foldOn);
    setOpen(false);
  }
  const panel = (
    <Paper variant="outlined" sx={{ p: 2, mt: phone ? 1 : 0 }}>
      {children}
    </Paper>
  );
  if (!phone) return panel;
  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<FilterList />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        Filters
      </Button>
      {/* the filters are drawn when first opened (lazy-collapse.tsx) */}
      <LazyCollapse in={open} id={id}>
        {panel}
      </LazyCollapse>
    </Box>
  );
}
