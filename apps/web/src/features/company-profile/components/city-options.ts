// The city dropdown's paging (SPEC section 9): 100 options at first, 100 more each time the list is
// scrolled to its end, and a filter that stops after 1000 matches, so that a state's (or the whole
// country's) thousands of cities never become thousands of DOM nodes.
import { CITY_FILTER_CAP, CITY_OPTIONS_PAGE_SIZE } from '@vp/contracts';

/** The options whose label contains the typed text (case-insensitive), at most `cap` of them. */
export function filterCityOptions<T>(
  options: readonly T[],
  typed: string,
  labelOf: (option: T) => string,
  cap: number = CITY_FILTER_CAP,
): T[] {
  const needle = typed.trim().toLowerCase();
  const matches: T[] = [];
  for (const option of options) {
    if (matches.length >= cap) break;
    if (needle === '' || labelOf(option).toLowerCase().includes(needle)) matches.push(option);
  }
  return matches;
}

/** How many options show after one more page: 100 more, never more than there are. */
export function nextShownCount(
  shown: number,
  available: number,
  page: number = CITY_OPTIONS_PAGE_SIZE,
): number {
  return Math.min(shown + page, Math.max(available, page));
}

/** The listbox is scrolled (within a few rows) to its end: time to show the next page. */
export function isScrolledToEnd(box: {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}): boolean {
  return box.scrollTop + box.clientHeight >= box.scrollHeight - 40;
}
