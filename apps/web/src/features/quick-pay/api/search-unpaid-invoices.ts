// POST /api/get-vendor-invoices-unpaid-for-quick-pay: the List of QuickPay grid (SPEC section 7), dates
// sent as the day start in minute precision.
import { useQuery } from '@tanstack/react-query';
import { unpaidInvoicesCall, type UnpaidInvoicesRequest, type VendorInvoice } from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';
import { dateRangeRequest } from '../../../lib/date-range.ts';
import type { QuickPayFilterValues } from '../components/quick-pay-filter-rules.ts';

/** One press of Search: the same filters searched twice are two searches. */
export type SubmittedUnpaidSearch = { filters: QuickPayFilterValues; run: number };

export function unpaidSearchRequest(filters: QuickPayFilterValues): UnpaidInvoicesRequest {
  return { status: filters.status, ...dateRangeRequest(filters), timezone: browserTimeZone() };
}

export async function searchUnpaidInvoices(
  filters: QuickPayFilterValues,
  signal?: AbortSignal,
): Promise<VendorInvoice[]> {
  const answer = await call(unpaidInvoicesCall, { body: unpaidSearchRequest(filters) }, { signal });
  return answer.vendorInvoices;
}

const NO_ROWS: VendorInvoice[] = [];

export function useUnpaidInvoicesQuery(search: SubmittedUnpaidSearch) {
  const query = useQuery({
    queryKey: [...callKey(unpaidInvoicesCall), search],
    queryFn: ({ signal }) => searchUnpaidInvoices(search.filters, signal),
    // SPEC section 8: a failed search only stops the spinner
    retry: false,
    staleTime: Infinity,
  });
  return { ...query, rows: query.data ?? NO_ROWS };
}
