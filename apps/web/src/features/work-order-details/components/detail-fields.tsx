// Label and value pairs of a record, two columns from 600 px, one below (a description list, so
// each value is read with its label).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type DetailField = { label: string; value: ReactNode };

export function DetailFields({ fields, columns = 2 }: { fields: readonly DetailField[]; columns?: 1 | 2 }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
        columnGap: 3,
        rowGap: 1.5,
        m: 0,
      }}
    >
      {fields.map((field) => (
        <Box key={field.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {field.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, overflowWrap: 'anywhere', minHeight: '1.5em' }}
          >
            {field.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
