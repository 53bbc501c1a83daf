// A section's own action above its list (Add New Note, Upload New Document), on a line of its own and
// drawn only for a user who may take it.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export type SectionActionButtonProps = {
  /** whether the user may take the action; the button is not drawn otherwise */
  allowed: boolean;
  icon: ReactNode;
  onClick: () => void;
  children: ReactNode;
};

export function SectionActionButton({ allowed, icon, onClick, children }: SectionActionButtonProps) {
  if (!allowed) return null;
  return (
    <Box>
      <Button variant="contained" startIcon={icon} onClick={onClick}>
        {children}
      </Button>
    </Box>
  );
}
