// POST /api/get-vendor-invoices-unpaid-for-quick-pay: the List of QuickPay grid (SPEC section 7), dates
// sent as the day start in minute precision.
import { unpaidInvoicesCall, type UnpaidInvoicesRequest } from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';
import { dateRangeRequest } from '../../../lib/date-range.ts';
import { useSubmittedSearchQuery, type SubmittedSearch } from '../../../lib/submitted-search.ts';
import type { QuickPayFilterValues } from '../components/quick-pay-filter-rules.ts';

export type SubmittedUnpaidSearch = SubmittedSearch<QuickPayFilterValues>;

export function unpaidSearchRequest(filters: QuickPayFilterValues): UnpaidInvoicesRequest {
  return { status: filters.status, ...dateRangeRequest(filters), timezone: browserTimeZone() };
}

export const useUnpaidInvoicesQuery = (search: SubmittedUnpaidSearch) =>
  useSubmittedSearchQuery(callKey(unpaidInvoicesCall), search, async (filters, signal) => {
    const answer = await call(unpaidInvoicesCall, { body: unpaidSearchRequest(filters) }, { signal });
    return answer.vendorInvoices;
  });
