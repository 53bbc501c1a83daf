// POST /api/get-vendor-invoice-head-inovices: the invoice search (SPEC section 7), dates sent as the
// day start in minute precision.
import { searchInvoicesCall, type SearchInvoicesRequest } from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';
import { dateRangeRequest } from '../../../lib/date-range.ts';
import { useSubmittedSearchQuery, type SubmittedSearch } from '../../../lib/submitted-search.ts';
import type { InvoiceFilterValues } from '../components/invoice-filter-rules.ts';

export type SubmittedInvoiceSearch = SubmittedSearch<InvoiceFilterValues>;

export function invoiceSearchRequest(filters: InvoiceFilterValues): SearchInvoicesRequest {
  return {
    status: filters.status,
    ...dateRangeRequest(filters),
    invoiceNum: filters.invoiceNum,
    timezone: browserTimeZone(),
  };
}

export const useSearchInvoicesQuery = (search: SubmittedInvoiceSearch) =>
  useSubmittedSearchQuery(callKey(searchInvoicesCall), search, async (filters, signal) => {
    const answer = await call(searchInvoicesCall, { body: invoiceSearchRequest(filters) }, { signal });
    return answer.vendorInvoices;
  });
