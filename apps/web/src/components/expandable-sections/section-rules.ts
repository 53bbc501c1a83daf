// The look of the expandable sections, set once on their box (decision 092), as MUI's Accordion drew
// them: one paper card of sections split by dividers, each header a 48 px row with its title in the
// h3 style and a chevron that turns when the section is open, the keyboard's focus shown as MUI's
// focused row (the theme's focus ring comes on top, for every :focus-visible).
import type { Theme } from '@mui/material/styles';

export const sectionRules = (theme: Theme) =>
  ({
    bgcolor: 'background.paper',
    boxShadow: theme.shadows[1],
    borderRadius: `${theme.shape.borderRadius}px`,
    '& .section + .section': { borderTop: `1px solid ${theme.palette.divider}` },
    '& .section-heading': { m: 0 },
    '& .section-button': {
      display: 'flex',
      alignItems: 'center',
      gap: 1,
      width: '100%',
      minHeight: 48,
      px: 2,
      py: 1.5,
      m: 0,
      border: 0,
      borderRadius: 'inherit',
      background: 'none',
      color: 'text.primary',
      font: 'inherit',
      textAlign: 'left',
      cursor: 'pointer',
    },
    '& .section-button:focus-visible': { bgcolor: 'action.focus' },
    '& .section-title': {
      fontFamily: theme.typography.h3.fontFamily,
      fontSize: theme.typography.h3.fontSize,
      fontWeight: theme.typography.h3.fontWeight,
      lineHeight: theme.typography.h3.lineHeight,
      letterSpacing: theme.typography.h3.letterSpacing,
      flexGrow: 1,
      minWidth: 0,
    },
    '& .section-icon': {
      width: 24,
      height: 24,
      flexShrink: 0,
      fill: 'currentColor',
      color: 'action.active',
      transition: theme.transitions.create('transform', {
        duration: theme.transitions.duration.shortest,
      }),
    },
    '& .section-button[aria-expanded="true"] .section-icon': { transform: 'rotate(180deg)' },
    '& .section-panel': { px: 2, pt: 1, pb: 2 },
  }) as const;
