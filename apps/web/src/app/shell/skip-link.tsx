import type { RefObject } from 'react';
import Box from '@mui/material/Box';

export const SKIP_LINK_TEXT = 'Skip to content';

/**
 * The first stop of the Tab key: jumps past the top bar and menu. Hidden until focused. Focus is moved
 * by hand because a bare '#main-content' navigation would also reach the router as a history change.
 */
export function SkipLink({ target }: { target: RefObject<HTMLElement | null> }) {
  return (
    <Box
      component="a"
      href="#main-content"
      onClick={(event) => {
        event.preventDefault();
        target.current?.focus();
      }}
      sx={(theme) => ({
        position: 'fixed',
        top: theme.spacing(1),
        left: theme.spacing(1),
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        boxShadow: 3,
        fontWeight: 'fontWeightMedium',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      {SKIP_LINK_TEXT}
    </Box>
  );
}
