// The look of the plain elements in the grid's cells and cards, set once on the grid's box rather than
// computed by the style engine for each of them (decision 082): links and link-looking buttons
// (`grid-link`) in MUI's Link look (underline="always": the primary colour, an underline at 40% that
// takes the text's colour on hover), and the rows' checkboxes (`grid-check`).
import { alpha, type Theme } from '@mui/material/styles';

/** The `sx` rules of the box that holds the grid's cells. */
export const gridCellRules = (theme: Theme) =>
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
    // the browser's own checkbox in the primary colour, 20 px with 4 px around it: a 28 px target, as
    // MUI's small checkbox was
    '& .grid-check': {
      width: 20,
      height: 20,
      m: 0.5,
      verticalAlign: 'middle',
      accentColor: theme.palette.primary.main,
      cursor: 'pointer',
    },
  }) as const;
