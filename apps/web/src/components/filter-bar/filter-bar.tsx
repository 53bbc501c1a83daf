// The form every list page's filter bar is: a search landmark laid out as a grid whose last, narrow
// column holds the buttons, so the lists' bars line up with each other.
import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';

export type FilterBarProps = {
  /** the search landmark's name, e.g. 'Invoice filters' */
  label: string;
  /** how many fields share the wide screen's row before the buttons */
  fieldColumns: number;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
};

export function FilterBar({ label, fieldColumns, onSubmit, children }: FilterBarProps) {
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: `repeat(${fieldColumns}, minmax(0, 1fr)) auto`,
        },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
