// Layout sizes of SPEC section 9, defined once. Drawers take these widths from 600 px up and the
// full width below (see app-drawer.tsx).

export const SIDE_MENU_WIDTH = 227;

export const DRAWER_WIDTH = {
  default: 300,
  accountManager: 300,
  filter: 420,
  upload: 450,
  serviceDescription: 450,
  documents: 500,
  profile: 550,
  invoice: 650,
  quickPay: 650,
  scheduling: 650,
  notesView: 800,
} as const;

export type DrawerWidth = (typeof DRAWER_WIDTH)[keyof typeof DRAWER_WIDTH];

/**
 * A drawer's bar of buttons (Cancel, Save) is at most this tall. While a drawer with one is open,
 * toasts (bottom right, SPEC section 8) rise by this much so that they never cover its buttons.
 */
export const DRAWER_ACTIONS_CLEARANCE = 72;
/** The attribute that marks a drawer's bar of buttons (what the toasts' rule looks for). */
export const DRAWER_ACTIONS_ATTRIBUTE = 'data-drawer-actions';

/** Below this viewport width (the theme's `sm` breakpoint) the menu and drawers overlay the page. */
export const SMALL_SCREEN_BREAKPOINT = 'sm';

/** Grids use the compact density (SPEC section 9): body rows 35 px, the header row 37 px. */
export const GRID_ROW_HEIGHT = 35;
export const GRID_HEADER_HEIGHT = 37;
/** Width of a grid's checkbox column. */
export const GRID_CHECKBOX_COLUMN_WIDTH = 48;
