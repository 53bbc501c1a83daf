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

/**
 * A whole number with its thousands grouped by commas ("100,000"), for the messages that name a limit.
 * Written out rather than asked of `toLocaleString('en-US')`: those messages are built as their modules
 * load, and the first locale-aware number format costs the browser its ICU number service, ~25 ms of
 * the entry's evaluation on this machine (~100 ms at Lighthouse's 4x CPU), on pages that show no
 * number. Here, in the module every contract imports, so that the bundler makes no chunk of it alone.
 */
export function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
