// One invoice of the signed-in vendor as the invoice and QuickPay grids show it (SPEC section 3).
// Money is US dollars with two decimals (computed from exact cents on the server). Calendar days are
// 'YYYY-MM-DD' with no time zone: show them with usDate() (MM/DD/YYYY), never through new Date(),
// which would read them as UTC midnight and show the day before west of Greenwich.
import { z } from 'zod';

const money = z.number();
const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const vendorInvoice = z.object({
  /** the invoice's sequence number (inv_seq): the row id and the id of the detail and QuickPay calls */
  id: z.number().int(),
  invoiceNum: z.string(),
  /** the status's webstatus, e.g. 'Approved' */
  invoiceStatus: z.string(),
  /** not in the spec: the status's code (what the Status filter sends) */
  invoiceStatusCode: z.string(),
  /** null until a check (or payment) is issued */
  checkNo: z.string().nullable(),
  /** spelt so (SPEC section 3): the day the provider received the invoice */
  recievedDate: calendarDay,
  /** the amount the vendor billed */
  invoiceAmt: money,
  /** the day the payment was released; null while unpaid */
  releaseDate: calendarDay.nullable(),
  /** the amount the payment carried; null (blank) when there is no check number (SPEC section 3) */
  payAmt: money.nullable(),
  /** the approved amount payable (the sum of the lines' payAmt): the base of a QuickPay discount */
  netPay: money,
  /** when the payment is expected: the QuickPay pay date when QuickPay is chosen, else the due date */
  expectedDate: calendarDay.nullable(),
  /** not in the spec: the day the invoice falls due; QuickPay options must pay on or before it */
  dueDate: calendarDay,
  /** netPay minus the QuickPay percentage of it; null without QuickPay */
  qpAmount: money.nullable(),
  /** the QuickPay percentage, e.g. 2.5; null without QuickPay */
  qpPercent: z.number().nullable(),
  /** QuickPay is disabled for the vendor's company (the per-invoice QuickPay drawer is refused) */
  qpExclude: z.boolean(),
  /** not in the spec: the QuickPay option (setting id) the invoice carries; null without QuickPay */
  qpSettingId: z.number().int().nullable(),
  /** not in the spec: the days of that option (1 = next day); null without QuickPay */
  qpDays: z.number().int().nullable(),
  /** not in the spec: the overnight shipping charge of that option (35.00 for next day, else 0) */
  qpFedexFee: money.nullable(),
  /** not in the spec: how the QuickPay came: the company's automatic option, or chosen for this invoice */
  qpSource: z.enum(['automatic', 'manual']).nullable(),
  /**
   * not in the spec (decision 052): the company's answer to the invoice's QuickPay: paid, or declined
   * (the QuickPay is taken off and qpDeclinedReason says why); null while there is none
   */
  qpDecision: z.enum(['paid', 'declined']).nullable(),
  qpDeclinedReason: z.string().nullable(),
});
export type VendorInvoice = z.infer<typeof vendorInvoice>;

/** Newest received first (then highest id); an empty list when nothing matches. */
export const vendorInvoicesResponse = z.object({ vendorInvoices: z.array(vendorInvoice) });
export type VendorInvoicesResponse = z.infer<typeof vendorInvoicesResponse>;
