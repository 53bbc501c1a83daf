// How an invoice's amount becomes what the vendor is paid, line by line (issue 15: the drawer showed an
// amount and a different net pay with nothing in between). Every figure comes from the invoice row
// and its related-order lines; the breakdown adds up by construction: the amount minus every
// deduction is the net pay, and the net pay minus the QuickPay deductions is the expected payment.
import type { InvoiceDetailLine } from './invoice-details.ts';
import type { VendorInvoice } from './vendor-invoice.ts';

export type BreakdownRow = {
  label: string;
  /** US cents; a deduction is negative */
  cents: number;
  /** amount: where it starts; deduction: taken off; total: what remains */
  kind: 'amount' | 'deduction' | 'total';
};

const cents = (dollars: number) => Math.round(dollars * 100);

export const BREAKDOWN_LABELS = {
  invoiceAmount: 'Invoice Amount',
  notApproved: (poNum: string) => `Not approved on PO ${poNum}`,
  otherAdjustments: 'Other adjustments',
  netPay: 'Net Pay',
  quickPayDiscount: (percent: number) => `QuickPay discount (${percent}%)`,
  overnightCharge: 'Overnight delivery charge (next-day QuickPay)',
  expectedPayment: 'Expected payment',
} as const;

export function invoiceBreakdown(
  invoice: Pick<VendorInvoice, 'invoiceAmt' | 'netPay' | 'qpAmount' | 'qpPercent' | 'qpFedexFee'>,
  lines: readonly Pick<InvoiceDetailLine, 'poNum' | 'billAmt' | 'payAmt'>[],
): BreakdownRow[] {
  const rows: BreakdownRow[] = [
    { label: BREAKDOWN_LABELS.invoiceAmount, cents: cents(invoice.invoiceAmt), kind: 'amount' },
  ];
  let remaining = cents(invoice.invoiceAmt);
  for (const line of lines) {
    const cut = cents(line.billAmt) - cents(line.payAmt);
    if (cut === 0) continue;
    rows.push({ label: BREAKDOWN_LABELS.notApproved(line.poNum), cents: -cut, kind: 'deduction' });
    remaining -= cut;
  }
  const netPay = cents(invoice.netPay);
  // whatever the lines do not explain (an adjustment made on the invoice itself) is still shown
  if (remaining !== netPay) {
    rows.push({ label: BREAKDOWN_LABELS.otherAdjustments, cents: netPay - remaining, kind: 'deduction' });
  }
  rows.push({ label: BREAKDOWN_LABELS.netPay, cents: netPay, kind: 'total' });
  if (invoice.qpAmount === null) return rows;

  const qpAmount = cents(invoice.qpAmount);
  rows.push({
    label: BREAKDOWN_LABELS.quickPayDiscount(invoice.qpPercent ?? 0),
    cents: qpAmount - netPay,
    kind: 'deduction',
  });
  const overnight = cents(invoice.qpFedexFee ?? 0);
  if (overnight > 0) {
    rows.push({ label: BREAKDOWN_LABELS.overnightCharge, cents: -overnight, kind: 'deduction' });
  }
  rows.push({ label: BREAKDOWN_LABELS.expectedPayment, cents: qpAmount - overnight, kind: 'total' });
  return rows;
}
