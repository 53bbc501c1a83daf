// The QuickPay option label (SPEC section 9): '{percentage}% for {days} days', or 'next day' in place
// of the days when days is 1, with ' ($X FedEx Fee)' when the option has a shipping charge.
// e.g. '2% for 15 days', '5% for next day ($35.00 FedEx Fee)'.
import { formatUsd } from '../messages/common.ts';
import { NEXT_DAY_DAYS } from './pay-date.ts';

export function quickPayOptionLabel(option: { percentage: number; days: number; fedexFee: number }): string {
  const days = option.days === NEXT_DAY_DAYS ? 'next day' : `${option.days} days`;
  const base = `${option.percentage}% for ${days}`;
  return option.fedexFee > 0 ? `${base} (${formatUsd(option.fedexFee)} FedEx Fee)` : base;
}
