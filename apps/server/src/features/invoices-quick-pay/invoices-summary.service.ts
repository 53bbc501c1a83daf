// The dashboard's money tiles (issue 40 point 6, decision 111): the unpaid invoices and their total, and
// QuickPay available now with the money it would bring forward and its fee.
import {
  calendarDateIn,
  fedexFeeCents,
  fromCents,
  isTimeZone,
  NEXT_DAY_DAYS,
  percentHundredths,
  quickPayPayDate,
  timeZoneUnknown,
  type InvoicesSummaryResponse,
  type QuickPaySummaryResponse,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { centsOf } from './money.ts';
import { findVendorQuickPay, listSettings } from './quick-pay.repository.ts';
import { countUnpaidInvoices, sumQuickPayCandidates } from './invoices-summary.repository.ts';
import { hasPoBoxBilling } from './quick-pay.service.ts';

/** Unpaid = an unpaid status, received up to today in the user's zone: the List of QuickPay's default rows. */
export async function invoicesSummary(
  db: Db,
  vendorId: number,
  timezone: string | undefined,
  now: Date,
): Promise<InvoicesSummaryResponse> {
  const timeZone = timezone?.trim() || 'UTC';
  if (!isTimeZone(timeZone)) throw badRequest(timeZoneUnknown(timeZone));
  const unpaid = await countUnpaidInvoices(db, vendorId, calendarDateIn(now, timeZone));
  return { unpaidCount: unpaid.count, unpaidTotal: fromCents(centsOf(unpaid.total)) };
}

const NONE: QuickPaySummaryResponse = { availableCount: 0, amount: 0, fee: 0, payDate: null };

/**
 * QuickPay available now: what choosing the fastest manual option offered (next day left out for a P.O.
 * box billing address) on every invoice that may take it would pay and cost. None for a company excluded
 * from QuickPay or opted in to automatic QuickPay (its invoices get QuickPay without a choice), the
 * update call's own refusals.
 */
export async function quickPaySummary(db: Db, vendorId: number, now: Date): Promise<QuickPaySummaryResponse> {
  const [state, settings, poBox] = await Promise.all([
    findVendorQuickPay(db, vendorId),
    listSettings(db, 'manual'),
    hasPoBoxBilling(db, vendorId),
  ]);
  if (state.qpExclude || state.settingId !== null) return NONE;
  // listed fewest days first
  const fastest = settings.find((s) => !(poBox && s.days === NEXT_DAY_DAYS));
  if (!fastest) return NONE;
  const payDate = quickPayPayDate(now, fastest.days);
  const sums = await sumQuickPayCandidates(
    db,
    vendorId,
    payDate,
    percentHundredths(Number(fastest.percentage)),
  );
  const discount = Number(sums.discountCents);
  return {
    availableCount: sums.count,
    amount: fromCents(Number(sums.netCents) - discount),
    fee: fromCents(discount + sums.count * fedexFeeCents(fastest.days)),
    payDate: sums.count > 0 ? payDate : null,
  };
}
