// The grid rules of SPEC section 9, defined once.

/** Rows-per-page choices; 1000 unless a screen says otherwise. */
export const GRID_PAGE_SIZES = [100, 1000, 5000, 100_000] as const;
export const GRID_DEFAULT_PAGE_SIZE = 1000;

/** The unique-value filter lists this many values first… */
export const FILTER_FIRST_VALUES = 50;
/** …and this many more each time its list is scrolled to the end. */
export const FILTER_MORE_VALUES = 25;

/** Shown for an empty cell value in the unique-value filter. */
export const BLANK_VALUE_LABEL = '(Blank)';
