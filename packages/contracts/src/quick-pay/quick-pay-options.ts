// Which QuickPay options an invoice may take, and what each would pay (SPEC sections 5 and 9): only
// options whose pay date is on or before the invoice's due date; next day never for a P.O. box
// billing address. The web app shows these figures; the server recomputes them when saving.
import type { QuickPaySetting } from './quick-pay-settings.ts';
import { quickPayPayDate, NEXT_DAY_DAYS } from './pay-date.ts';
import { fedexFeeCents, fromCents, quickPayAmountCents, toCents } from './quick-pay-money.ts';

export type QuickPayOffer = {
  setting: QuickPaySetting;
  /** netPay minus the percentage, US dollars */
  qpAmount: number;
  /** 'YYYY-MM-DD' */
  payDate: string;
  /** US dollars */
  fedexFee: number;
};

/** What `setting` would pay on an invoice of `netPay` dollars if chosen at `now`. */
export function quickPayOffer(setting: QuickPaySetting, netPay: number, now: Date): QuickPayOffer {
  return {
    setting,
    qpAmount: fromCents(quickPayAmountCents(toCents(netPay), setting.percentage)),
    payDate: quickPayPayDate(now, setting.days),
    fedexFee: fromCents(fedexFeeCents(setting.days)),
  };
}

/** The offers an invoice may take, in the settings' order. */
export function quickPayOffers(input: {
  settings: readonly QuickPaySetting[];
  netPay: number;
  dueDate: string;
  now: Date;
  poBoxBilling: boolean;
}): QuickPayOffer[] {
  return input.settings
    .filter((s) => !(input.poBoxBilling && s.days === NEXT_DAY_DAYS))
    .map((s) => quickPayOffer(s, input.netPay, input.now))
    .filter((o) => o.payDate <= input.dueDate);
}
