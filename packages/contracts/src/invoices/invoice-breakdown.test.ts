import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BREAKDOWN_LABELS, invoiceBreakdown } from './invoice-breakdown.ts';

const noQuickPay = { qpAmount: null, qpPercent: null, qpFedexFee: null };

describe('invoiceBreakdown', () => {
  it('names each line approved for less, then the net pay', () => {
    const rows = invoiceBreakdown({ invoiceAmt: 1500, netPay: 1350, ...noQuickPay }, [
      { poNum: 'PO1', billAmt: 1000, payAmt: 850 },
      { poNum: 'PO2', billAmt: 500, payAmt: 500 },
    ]);
    expect(rows).toEqual([
      { label: 'Invoice Amount', cents: 150000, kind: 'amount' },
      { label: 'Not approved on PO PO1', cents: -15000, kind: 'deduction' },
      { label: 'Net Pay', cents: 135000, kind: 'total' },
    ]);
  });

  it('shows what the lines do not explain as other adjustments', () => {
    const rows = invoiceBreakdown({ invoiceAmt: 100, netPay: 90, ...noQuickPay }, []);
    expect(rows.map((r) => [r.label, r.cents])).toEqual([
      ['Invoice Amount', 10000],
      ['Other adjustments', -1000],
      ['Net Pay', 9000],
    ]);
  });

  it('takes the QuickPay discount and the next-day overnight charge off the net pay', () => {
    const rows = invoiceBreakdown(
      { invoiceAmt: 1000, netPay: 1000, qpAmount: 970, qpPercent: 3, qpFedexFee: 35 },
      [{ poNum: 'PO1', billAmt: 1000, payAmt: 1000 }],
    );
    expect(rows.map((r) => [r.label, r.cents])).toEqual([
      ['Invoice Amount', 100000],
      ['Net Pay', 100000],
      [BREAKDOWN_LABELS.quickPayDiscount(3), -3000],
      [BREAKDOWN_LABELS.overnightCharge, -3500],
      ['Expected payment', 93500],
    ]);
  });

  it('always adds up: each total is the amount above it plus the deductions between', () => {
    const money = fc.integer({ min: 0, max: 10_000_00 }).map((c) => c / 100);
    fc.assert(
      fc.property(
        fc.array(fc.record({ poNum: fc.string(), billAmt: money, payAmt: money }), { maxLength: 5 }),
        money,
        fc.option(
          fc.record({ qpAmount: money, qpPercent: fc.double({ min: 0, max: 10 }), qpFedexFee: money }),
        ),
        (lines, netPay, quickPay) => {
          const invoiceAmt = lines.reduce((t, l) => t + l.billAmt, 0);
          const rows = invoiceBreakdown({ invoiceAmt, netPay, ...(quickPay ?? noQuickPay) }, lines);
          let running = 0;
          for (const row of rows) {
            if (row.kind === 'total') expect(row.cents).toBe(running);
            else running += row.cents;
            if (row.kind === 'total') running = row.cents;
          }
        },
      ),
    );
  });
});
