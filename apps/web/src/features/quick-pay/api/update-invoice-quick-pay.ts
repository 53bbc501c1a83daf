// POST /api/update-vendor-inv-head-quick-pay: QuickPay for one invoice (SPEC sections 4 and 7). The
// figures sent are what the drawer showed; the server recomputes them and answers its own.
import { useQueryClient } from '@tanstack/react-query';
import {
  QUICK_PAY_ADDED,
  unpaidInvoicesCall,
  updateInvoiceQuickPayCall,
  type QuickPayOffer,
  type UpdateInvoiceQuickPayRequest,
  type VendorInvoice,
} from '@vp/contracts';
import { call, callKey } from '../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useActionMutation } from '../../../lib/action-mutation.ts';

export type InvoiceQuickPayChoice = { invoice: VendorInvoice; offer: QuickPayOffer };

export function invoiceQuickPayRequest({
  invoice,
  offer,
}: InvoiceQuickPayChoice): UpdateInvoiceQuickPayRequest {
  return {
    id: invoice.id,
    settingId: offer.setting.id,
    percentage: offer.setting.percentage,
    Amount: offer.qpAmount,
    isMailingFeeActive: offer.setting.mailingfees > 0,
    FedexFee: offer.fedexFee,
    dueDate: invoice.dueDate,
  };
}

export function useUpdateInvoiceQuickPayMutation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (choice: InvoiceQuickPayChoice) =>
      call(updateInvoiceQuickPayCall, { body: invoiceQuickPayRequest(choice) }),
    onSuccess: async () => {
      notifySuccess(QUICK_PAY_ADDED);
      onDone();
      await queryClient.invalidateQueries({ queryKey: callKey(unpaidInvoicesCall) });
    },
    onError: notifyError,
  });
}
