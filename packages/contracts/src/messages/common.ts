// Texts the spec quotes, defined once (SPEC sections 2 and 8).
export const EMPTY_LIST_TEXT = 'OOOPS! No record found';
export const EMPTY_GRID_TEXT = 'No Rows';
export const FALLBACK_ERROR_TEXT = 'Error';
/**
 * An upload or download that never got an answer (the connection failed, or the browser refused it):
 * said in words instead of SPEC's bare 'Error', so the vendor knows the file did not arrive (issue 15).
 */
export const TRANSFER_CONNECTION_FAILED =
  'The file could not be sent: the connection to the portal failed. Check your connection and try again.';
