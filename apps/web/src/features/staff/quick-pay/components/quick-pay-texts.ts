// The words and figures of the console's QuickPay screen.
import type { StaffQuickPayRequest, StaffQuickPayState } from '@vp/contracts';

export const STATE_LABELS: Record<StaffQuickPayState, string> = {
  requested: 'Requested',
  paid: 'Paid',
  declined: 'Declined',
};

/** '2.00% for 15 days', '4.00% next day' (the vendor's option label, SPEC section 9) */
export function optionText(percent: string | null, days: number | null): string {
  if (percent === null || days === null) return '';
  return days === 1 ? `${percent}% next day` : `${percent}% for ${days} days`;
}

export const sourceText = (row: StaffQuickPayRequest) =>
  row.source === 'automatic' ? 'Automatic' : row.source === 'manual' ? 'Per invoice' : '';

/** What the answer was: the check of a paid request, the reason of a declined one. */
export function answerText(row: StaffQuickPayRequest): string {
  if (row.state === 'declined') return `Declined: ${row.reason ?? ''}`;
  if (row.state === 'paid') return row.checkNo ? `Check ${row.checkNo}` : 'Paid';
  return '';
}

/** An open request may be answered; one on a settled invoice may not (the server says 409). */
export const isOpen = (row: StaffQuickPayRequest) =>
  row.state === 'requested' && row.invoiceStatus !== 'Paid';

/** 'YYYY-MM' as 'November 2026' */
export function monthText(month: string): string {
  const [year, mon] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, mon! - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** What a paid answer pays by default: the QuickPay amount less the next-day overnight charge. */
export function defaultPayAmount(row: StaffQuickPayRequest): string {
  const cents = Math.round(Number(row.amount ?? '0') * 100) - Math.round(Number(row.fedexFee ?? '0') * 100);
  return (Math.max(0, cents) / 100).toFixed(2);
}
