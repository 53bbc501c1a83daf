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

const groupDigits = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A whole number with its thousands grouped by commas ("100,000"), for the messages that name a limit.
 * Written out rather than asked of `toLocaleString('en-US')`: those messages are built as their modules
 * load, and the first locale-aware number format costs the browser its ICU number service, ~25 ms of
 * the entry's evaluation on this machine (~100 ms at Lighthouse's 4x CPU), on pages that show no
 * number. Here, in the module every contract imports, so that the bundler makes no chunk of it alone.
 */
export function thousands(n: number): string {
  return groupDigits(String(n));
}

const USD = {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
} as const;
let bigUsd: Intl.NumberFormat | undefined;

/**
 * US dollars with two decimals ('$1,234.50', '-$1,234.50'), as `Intl.NumberFormat('en-US', currency
 * USD)` writes them, and written out for the same reason as `thousands`: the grids' money columns were
 * a page's first locale-aware number, and building it was a task of ~100 ms at Lighthouse's 4x CPU
 * on every list. Like Intl, it rounds the number's shortest decimal form (what `String` writes: 0.015,
 * not the double's 0.01499...) half away from zero; common.test.ts holds the two side by side.
 */
export function formatUsd(dollars: number): string {
  // 1e21 and above (and infinities, NaN) String writes in exponent form: Intl's, built only then
  if (!(Math.abs(dollars) < 1e21)) return (bigUsd ??= new Intl.NumberFormat('en-US', USD)).format(dollars);
  const sign = dollars < 0 || Object.is(dollars, -0) ? '-' : '';
  // below a millionth (which String also writes in exponent form) it is $0.00 either way
  const [whole = '0', fraction = ''] = (Math.abs(dollars) < 1e-6 ? '0' : String(Math.abs(dollars))).split(
    '.',
  );
  // in cents, as a BigInt: past 2^53 cents a number would lose digits
  let cents = BigInt(whole + (fraction + '00').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  return `${sign}$${groupDigits(digits.slice(0, -2))}.${digits.slice(-2)}`;
}
