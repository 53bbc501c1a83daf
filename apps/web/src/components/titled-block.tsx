// A titled part of a section (the profile's Company and Mailing, the documents' Approved and Pending
// approval, the IVR's Instructions and Information): a third-level heading over its content.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function TitledBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
