// The invoice statuses the Invoices and List of QuickPay filters offer: one cache entry for the visit
// (both pages read it), a failure told once.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { invoiceStatusesCall, type InvoiceStatusOption } from '@vp/contracts';
import { callQuery } from './call.ts';
import { notifyError } from './notify.ts';

const NO_STATUSES: InvoiceStatusOption[] = [];
const unpaid = (statuses: InvoiceStatusOption[]) => statuses.filter((status) => !status.paid);

/** Every status, or only the unpaid ones (those a QuickPay is asked for). */
export function useInvoiceStatuses(which: 'all' | 'unpaid'): InvoiceStatusOption[] {
  const statuses = useQuery({
    ...callQuery(invoiceStatusesCall),
    select: (answer) =>
      which === 'unpaid' ? unpaid(answer.allStatusVendorInvoices) : answer.allStatusVendorInvoices,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (statuses.error) notifyError(statuses.error);
  }, [statuses.error]);
  return statuses.data ?? NO_STATUSES;
}
