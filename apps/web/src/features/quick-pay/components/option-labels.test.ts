import { describe, expect, it } from 'vitest';
import {
  automaticQuickPayText,
  NO_QUICK_PAY_SELECTION,
  quickPayOptionLabel,
  type DefaultQuickPayState,
} from '@vp/contracts';
import { formatDate } from '../../../lib/format.ts';
import { invoiceOptionLabel, quickPayText } from './drawer-rules.ts';

describe('QuickPay option labels', () => {
  it("reads '{percentage}% for {days} days', 'next day' for one day, and the FedEx fee when there is one", () => {
    expect(quickPayOptionLabel({ percentage: 2, days: 15, fedexFee: 0 })).toBe('2% for 15 days');
    expect(quickPayOptionLabel({ percentage: 2.5, days: 30, fedexFee: 0 })).toBe('2.5% for 30 days');
    expect(quickPayOptionLabel({ percentage: 5, days: 1, fedexFee: 35 })).toBe(
      '5% for next day ($35.00 FedEx Fee)',
    );
  });

  it("labels an invoice's own option the same way, and none as blank", () => {
    expect(invoiceOptionLabel({ qpPercent: 3, qpDays: 10, qpFedexFee: 0 })).toBe('3% for 10 days');
    expect(invoiceOptionLabel({ qpPercent: 5, qpDays: 1, qpFedexFee: 35 })).toBe(
      '5% for next day ($35.00 FedEx Fee)',
    );
    expect(invoiceOptionLabel({ qpPercent: null, qpDays: null, qpFedexFee: null })).toBe('');
  });

  it("shows the company's decline of a request with its reason in the QuickPay cell", () => {
    const none = { qpPercent: null, qpDays: null, qpFedexFee: null, qpDeclinedReason: null };
    expect(quickPayText({ ...none, qpDecision: 'declined', qpDeclinedReason: 'Invoice under audit' })).toBe(
      'Declined: Invoice under audit',
    );
    expect(quickPayText({ ...none, qpDecision: null })).toBe('');
    expect(
      quickPayText({ qpPercent: 3, qpDays: 10, qpFedexFee: 0, qpDecision: 'paid', qpDeclinedReason: null }),
    ).toBe('3% for 10 days');
  });
});

describe('the Automatic QuickPay state line', () => {
  const optedOut: DefaultQuickPayState = {
    qpsettingid: null,
    qpPercentage: 0,
    fedexFee: 0,
    days: null,
    optOutdate: null,
    optIndate: null,
    qpExclude: false,
  };

  it('says no selection, with the last opt-out date when known', () => {
    expect(automaticQuickPayText(optedOut, formatDate)).toBe(NO_QUICK_PAY_SELECTION);
    expect(NO_QUICK_PAY_SELECTION).toBe('No QuickPay selection is currently selected');
    // noon UTC is the same calendar day in every American time zone
    expect(automaticQuickPayText({ ...optedOut, optOutdate: '2026-03-04T12:00:00.000Z' }, formatDate)).toBe(
      'No QuickPay selection is currently selected, last Opt-Out date: 03/04/2026',
    );
  });

  it('names the chosen option when opted in', () => {
    expect(
      automaticQuickPayText({ ...optedOut, qpsettingid: 2, qpPercentage: 2, days: 15 }, formatDate),
    ).toBe('2% for 15 days');
  });
});
