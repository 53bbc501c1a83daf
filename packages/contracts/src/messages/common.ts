// Texts the spec quotes, defined once (SPEC sections 2 and 8).
export const EMPTY_LIST_TEXT = 'OOOPS! No record found';
export const EMPTY_GRID_TEXT = 'No Rows';
export const FALLBACK_ERROR_TEXT = 'Error';
