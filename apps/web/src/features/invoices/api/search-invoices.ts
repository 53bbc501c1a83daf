// POST /api/get-vendor-invoice-head-inovices: the invoice search (SPEC section 7), dates sent as the
// day start in minute precision.
import { useQuery } from '@tanstack/react-query';
import { searchInvoicesCall, type SearchInvoicesRequest, type VendorInvoice } from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';
import { dateRangeRequest } from '../../../lib/date-range.ts';
import type { InvoiceFilterValues } from '../components/invoice-filter-rules.ts';

/** One press of Search: the same filters searched twice are two searches. */
export type SubmittedInvoiceSearch = { filters: InvoiceFilterValues; run: number };

export function invoiceSearchRequest(filters: InvoiceFilterValues): SearchInvoicesRequest {
  return {
    status: filters.status,
    ...dateRangeRequest(filters),
    invoiceNum: filters.invoiceNum,
    timezone: browserTimeZone(),
  };
}

export async function searchInvoices(
  filters: InvoiceFilterValues,
  signal?: AbortSignal,
): Promise<VendorInvoice[]> {
  const answer = await call(searchInvoicesCall, { body: invoiceSearchRequest(filters) }, { signal });
  return answer.vendorInvoices;
}

const NO_ROWS: VendorInvoice[] = [];

export function useSearchInvoicesQuery(search: SubmittedInvoiceSearch) {
  const query = useQuery({
    queryKey: [...callKey(searchInvoicesCall), search],
    queryFn: ({ signal }) => searchInvoices(search.filters, signal),
    // SPEC section 8: a failed search only stops the spinner; each Search asks the server afresh
    retry: false,
    staleTime: Infinity,
  });
  return { ...query, rows: query.data ?? NO_ROWS };
}
