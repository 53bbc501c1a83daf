// GET /api/get-vendor-invoice-statuses/: the Status filter's options (SPEC section 7).
import { useQuery } from '@tanstack/react-query';
import { invoiceStatusesPath, invoiceStatusesResponse, type InvoiceStatusOption } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export async function fetchInvoiceStatuses(signal?: AbortSignal): Promise<InvoiceStatusOption[]> {
  const answer = await apiGet(invoiceStatusesPath, { schema: invoiceStatusesResponse, signal });
  return answer.allStatusVendorInvoices;
}

export function useInvoiceStatusesQuery() {
  return useQuery({
    queryKey: ['invoices', 'statuses'],
    queryFn: ({ signal }) => fetchInvoiceStatuses(signal),
    staleTime: Infinity,
  });
}
