// GET /api/get-vendor-inv-detail-by-inv_seq/{id}: an invoice's related-order lines (SPEC section 7).
import { useQuery } from '@tanstack/react-query';
import { invoiceDetailsResponse, invoiceDetailsUrl, type InvoiceDetailLine } from '@vp/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export async function fetchInvoiceDetails(id: number, signal?: AbortSignal): Promise<InvoiceDetailLine[]> {
  const answer = await apiGet(invoiceDetailsUrl(id), { schema: invoiceDetailsResponse, signal });
  return answer.invoiceDetails;
}

export function useInvoiceDetailsQuery(id: number | null) {
  return useQuery({
    queryKey: ['invoices', 'details', id],
    queryFn: ({ signal }) => fetchInvoiceDetails(id as number, signal),
    enabled: id !== null,
    retry: false,
  });
}
