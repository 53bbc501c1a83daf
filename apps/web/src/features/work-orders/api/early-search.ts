// The list's first search (the default filters), asked for as the app starts after a sign-in, while
// the app draws the shell and the list, instead of once the list has been drawn (issue 19 point 7,
// decision 070). Only the request goes early: the list's own query takes the answer and reads its
// rows as they stream in (decision 025), as it reads its own; an answer nobody takes is dropped.
import { searchWorkOrdersCall } from '@vp/contracts';
import { browserTimeZone, browserToday } from '../../../lib/browser-time-zone.ts';
import { callForResponse } from '../../../lib/call.ts';
import { defaultFilters } from '../components/filter-rules.ts';

/** An answer not taken by then is dropped (the vendor went elsewhere). */
const KEEP_MS = 10_000;

let early: { key: string; response: Promise<Response> } | null = null;

/** Sends the search the list opens with: the default filters of today, in the browser's time zone. */
export function startDefaultSearch(woHistoryMonthLimit: string): void {
  const filters = defaultFilters(browserToday(), woHistoryMonthLimit);
  const response = callForResponse(searchWorkOrdersCall, {
    body: { ...filters, timezone: browserTimeZone() },
  });
  const entry = { key: JSON.stringify(filters), response };
  early = entry;
  // a failure is the list's to show, once it takes the answer
  response.catch(() => undefined);
  setTimeout(() => {
    if (early !== entry) return;
    early = null;
    void response.then((r) => r.body?.cancel()).catch(() => undefined);
  }, KEEP_MS);
}

/** The early answer for exactly these filters, once; undefined otherwise. */
export function takeEarlySearch(filters: object): Promise<Response> | undefined {
  if (!early || early.key !== JSON.stringify(filters)) return undefined;
  const { response } = early;
  early = null;
  return response;
}
