// The look of a cell's links and link-looking buttons (`grid-link`), set once on the grid's box
// rather than computed by the style engine for each link (decision 082). It is MUI's Link look
// (underline="always"): the primary colour, an underline at 40% that takes the text's colour on hover.
import { alpha, type Theme } from '@mui/material/styles';

/** The `sx` rules of the box that holds the grid's cells. */
export const gridLinkRules = (theme: Theme) =>
  ({
    '& .grid-link': {
      color: theme.palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: alpha(theme.palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
    },
    // a button drawn as a link: no box, the text's font, left-aligned like the cell's other text
    '& button.grid-link': {
      font: 'inherit',
      textAlign: 'left',
      verticalAlign: 'baseline',
      background: 'none',
      border: 0,
      borderRadius: 0,
      p: 0,
      m: 0,
      cursor: 'pointer',
    },
  }) as const;
