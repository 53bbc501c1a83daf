// An invoice row as the grids receive it (SPEC section 3): exact decimals become dollars, and payAmt
// is blank while there is no check number.
import type { VendorInvoice } from '@vp/contracts';
import type { InvoiceRow } from './invoices.repository.ts';
import { dollarsOf, dollarsOrNull } from './money.ts';

export function toVendorInvoice(row: InvoiceRow): VendorInvoice {
  const hasCheck = row.checkNo !== null && row.checkNo.trim() !== '';
  return {
    id: row.id,
    invoiceNum: row.invoiceNum,
    invoiceStatus: row.webstatus,
    invoiceStatusCode: row.statusCode,
    checkNo: hasCheck ? row.checkNo : null,
    recievedDate: row.receivedDate,
    invoiceAmt: dollarsOf(row.invoiceAmt),
    releaseDate: row.releaseDate,
    payAmt: hasCheck ? dollarsOrNull(row.payAmt) : null,
    netPay: dollarsOf(row.netPay),
    expectedDate: row.qpPayDate ?? row.dueDate,
    dueDate: row.dueDate,
    qpAmount: dollarsOrNull(row.qpAmount),
    qpPercent: dollarsOrNull(row.qpPercent),
    qpExclude: row.qpExclude,
    qpSettingId: row.qpSettingId,
    qpDays: row.qpDays,
    qpFedexFee: dollarsOrNull(row.qpFedexFee),
    qpSource: row.qpSource,
    qpDecision: row.qpDecision,
    qpDeclinedReason: row.qpDecision === 'declined' ? row.qpDecisionReason : null,
  };
}
