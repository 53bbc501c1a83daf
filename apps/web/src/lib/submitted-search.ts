// The search of a list page with a filter bar (Invoices, List of QuickPay): it opens with the default
// filters, and each press of Search asks the server afresh, even with the same filters.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { browserToday } from './browser-time-zone.ts';

/** One press of Search: the same filters searched twice are two searches. */
export type SubmittedSearch<Filters> = { filters: Filters; run: number };

/** Today (read once, as the default filters were), the search submitted last and the Search press. */
export function useSubmittedSearch<Filters>(defaultFilters: (today: string) => Filters) {
  const [today] = useState(() => browserToday());
  const [search, setSearch] = useState<SubmittedSearch<Filters>>(() => ({
    filters: defaultFilters(today),
    run: 0,
  }));
  const onSearch = (filters: Filters) => setSearch((old) => ({ filters, run: old.run + 1 }));
  return { today, search, onSearch };
}

const NO_ROWS: never[] = [];

/** The rows the submitted search found (none while it runs or when it failed). */
export function useSubmittedSearchQuery<Filters, Row>(
  key: readonly unknown[],
  search: SubmittedSearch<Filters>,
  read: (filters: Filters, signal: AbortSignal) => Promise<Row[]>,
) {
  const query = useQuery({
    queryKey: [...key, search],
    queryFn: ({ signal }) => read(search.filters, signal),
    // SPEC section 8: a failed search only stops the spinner; each Search asks the server afresh
    retry: false,
    staleTime: Infinity,
  });
  const rows: Row[] = query.data ?? NO_ROWS;
  return { ...query, rows };
}
