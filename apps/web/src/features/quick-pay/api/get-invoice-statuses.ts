// GET /api/get-vendor-invoice-statuses/: the QuickPay list's Status filter offers the unpaid ones
// (SPEC section 7).
import { useQuery } from '@tanstack/react-query';
import { invoiceStatusesPath, invoiceStatusesResponse, type InvoiceStatusOption } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export async function fetchUnpaidStatuses(signal?: AbortSignal): Promise<InvoiceStatusOption[]> {
  const answer = await apiGet(invoiceStatusesPath, { schema: invoiceStatusesResponse, signal });
  return answer.allStatusVendorInvoices.filter((status) => !status.paid);
}

export function useUnpaidStatusesQuery() {
  return useQuery({
    queryKey: ['quick-pay', 'unpaid-statuses'],
    queryFn: ({ signal }) => fetchUnpaidStatuses(signal),
    staleTime: Infinity,
  });
}
