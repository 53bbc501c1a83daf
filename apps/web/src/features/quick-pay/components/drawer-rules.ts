// The per-invoice QuickPay rules of the page and its drawer (SPEC sections 4 and 5): when an invoice
// id opens the drawer, which options it offers, and when Save is allowed.
import {
  QUICK_PAY_ALREADY_OPTED_IN,
  QUICK_PAY_DISABLED,
  quickPayOffers,
  quickPayOptionLabel,
  type QuickPayOffer,
  type QuickPaySetting,
  type VendorInvoice,
} from '@vp/contracts';

export type OpenDecision = { open: true } | { open: false; warning: string };

/**
 * qpExclude first (the company cannot use QuickPay at all), then the company's automatic opt-in.
 * `companyOptedIn` is undefined while the state loads: the drawer opens and the server still refuses.
 */
export function openDecision(
  invoice: Pick<VendorInvoice, 'qpExclude'>,
  company: { qpExclude: boolean; optedIn: boolean } | undefined,
): OpenDecision {
  if (invoice.qpExclude || company?.qpExclude) return { open: false, warning: QUICK_PAY_DISABLED };
  if (company?.optedIn) return { open: false, warning: QUICK_PAY_ALREADY_OPTED_IN };
  return { open: true };
}

/**
 * The options whose pay date is on or before the invoice's due date, each with its QuickPay amount
 * and pay date. The manual settings already leave out next day for a P.O. box billing address.
 */
export function drawerOffers(
  invoice: Pick<VendorInvoice, 'netPay' | 'dueDate'>,
  settings: readonly QuickPaySetting[],
  now: Date,
): QuickPayOffer[] {
  return quickPayOffers({
    settings,
    netPay: invoice.netPay,
    dueDate: invoice.dueDate,
    now,
    poBoxBilling: false,
  });
}

/** Save needs an offered option, the ticked disclaimer, and an option other than the invoice's own. */
export function canSaveQuickPay(input: {
  chosenSettingId: number | null;
  offers: readonly QuickPayOffer[];
  consent: boolean;
  currentSettingId: number | null;
}): boolean {
  const { chosenSettingId, offers, consent, currentSettingId } = input;
  if (chosenSettingId === null || !consent) return false;
  if (!offers.some((offer) => offer.setting.id === chosenSettingId)) return false;
  return chosenSettingId !== currentSettingId;
}

/** The option an invoice carries, labelled as the options are; '' without QuickPay. */
export function invoiceOptionLabel(
  invoice: Pick<VendorInvoice, 'qpPercent' | 'qpDays' | 'qpFedexFee'>,
): string {
  if (invoice.qpPercent === null || invoice.qpDays === null) return '';
  return quickPayOptionLabel({
    percentage: invoice.qpPercent,
    days: invoice.qpDays,
    fedexFee: invoice.qpFedexFee ?? 0,
  });
}

/** The QuickPay grid's cell: the invoice's option, or the company's decline with its reason (decision 052). */
export function quickPayText(
  invoice: Pick<VendorInvoice, 'qpPercent' | 'qpDays' | 'qpFedexFee' | 'qpDecision' | 'qpDeclinedReason'>,
): string {
  if (invoice.qpDecision === 'declined') return `Declined: ${invoice.qpDeclinedReason ?? ''}`.trim();
  return invoiceOptionLabel(invoice);
}
