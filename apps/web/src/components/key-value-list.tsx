// A read-only block of labelled values (a drawer's details): a description list that takes two
// columns from 600 px up and one below.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type KeyValue = { label: string; value: ReactNode };

export function KeyValueList({ items, label }: { items: readonly KeyValue[]; label?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 2,
        rowGap: 1,
        m: 0,
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {item.value === '' || item.value === null || item.value === undefined ? '—' : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
