// The staff console's QuickPay screen (issue 18 point 2, decision 060): the QuickPay requests and the
// vendors' automatic opt-ins with their fees and pay dates, the answer to a request (paid, or declined
// with a reason the vendor sees), and the fees earned per month. Reading is for every staff role;
// answering is for Accounts payable (and Administrators). An answer is the provider API's answer
// (decision 052): the same rows, the same events, with the staff member as the actor.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { decideQuickPayBodySchema } from '../provider/invoices-calls.ts';
import { allow } from '../platform/access.ts';
import { listPageQuery, listPageSchema } from '../platform/list-page.ts';

export const STAFF_QUICK_PAY_STATES = ['requested', 'paid', 'declined'] as const;
export type StaffQuickPayState = (typeof STAFF_QUICK_PAY_STATES)[number];
/** The most rows one list answers (newest first); a filter narrows it. */
export const STAFF_QUICK_PAY_LIST_LIMIT = 500;

export const staffQuickPayQuerySchema = z.object({
  status: z.enum(STAFF_QUICK_PAY_STATES).optional(),
  /** a vendor's number, or a part of its name (any case) */
  vendor: z.string().trim().max(100).optional(),
});

export const staffQuickPayRequestSchema = z.object({
  invoiceId: z.number().int(),
  invoiceNum: z.string(),
  vendorId: z.number().int(),
  vendorNum: z.number().int(),
  vendorName: z.string(),
  state: z.enum(STAFF_QUICK_PAY_STATES),
  /** the invoice's status name ('Approved', 'Paid') */
  invoiceStatus: z.string(),
  /** per invoice (manual) or by the vendor's automatic opt-in; null once declined (the figures are gone) */
  source: z.enum(['automatic', 'manual']).nullable(),
  netPay: z.string(),
  dueDate: z.string(),
  percent: z.string().nullable(),
  days: z.number().int().nullable(),
  /** what the vendor is paid: net pay less the fee */
  amount: z.string().nullable(),
  /** the company's fee: net pay less the QuickPay amount */
  fee: z.string().nullable(),
  /** the next-day overnight charge, 0.00 otherwise */
  fedexFee: z.string().nullable(),
  payDate: z.string().nullable(),
  chosenAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** the reason of a declined request, as the vendor reads it */
  reason: z.string().nullable(),
  checkNo: z.string().nullable(),
  version: z.number().int(),
});
export type StaffQuickPayRequest = z.infer<typeof staffQuickPayRequestSchema>;

export const staffAutomaticQuickPaySchema = z.object({
  vendorId: z.number().int(),
  vendorNum: z.number().int(),
  vendorName: z.string(),
  optedIn: z.boolean(),
  percentage: z.string().nullable(),
  days: z.number().int().nullable(),
  qpExclude: z.boolean(),
  optInAt: z.string().nullable(),
  optOutAt: z.string().nullable(),
  /** the vendor's undecided automatic requests */
  openRequests: z.number().int(),
});
export type StaffAutomaticQuickPay = z.infer<typeof staffAutomaticQuickPaySchema>;

export const staffQuickPayMonthSchema = z.object({
  /** 'YYYY-MM', the month of the paid answer (New York time) */
  month: z.string(),
  paidRequests: z.number().int(),
  /** the fees earned: net pay less the QuickPay amount, summed */
  fees: z.string(),
  /** the next-day overnight charges of those requests */
  overnightCharges: z.string(),
});
export type StaffQuickPayMonth = z.infer<typeof staffQuickPayMonthSchema>;

export const staffInvoiceIdParams = z.object({
  invoiceId: z.coerce.number().int().positive().max(2147483647),
});

export const staffQuickPayRequestsCall = defineCall({
  id: 'staff-quick-pay-requests',
  method: 'GET',
  path: '/staff/api/quick-pay/requests',
  query: staffQuickPayQuerySchema.extend(
    listPageQuery(STAFF_QUICK_PAY_LIST_LIMIT, STAFF_QUICK_PAY_LIST_LIMIT),
  ),
  response: listPageSchema(staffQuickPayRequestSchema),
  access: allow.anyStaff,
  summary: 'The QuickPay requests, newest first, by status and vendor (every staff role)',
});

export const staffQuickPayAutomaticCall = defineCall({
  id: 'staff-quick-pay-automatic',
  method: 'GET',
  path: '/staff/api/quick-pay/automatic',
  query: staffQuickPayQuerySchema
    .pick({ vendor: true })
    .extend(listPageQuery(STAFF_QUICK_PAY_LIST_LIMIT, STAFF_QUICK_PAY_LIST_LIMIT)),
  response: listPageSchema(staffAutomaticQuickPaySchema),
  access: allow.anyStaff,
  summary: "The vendors' automatic QuickPay states: opted in with the option, opted out, excluded",
});

export const staffQuickPayMonthsCall = defineCall({
  id: 'staff-quick-pay-months',
  method: 'GET',
  path: '/staff/api/quick-pay/monthly-fees',
  response: z.object({ months: z.array(staffQuickPayMonthSchema) }),
  access: allow.anyStaff,
  summary: 'The QuickPay fees earned per month (paid requests), newest month first',
});

export const staffDecideQuickPayCall = defineCall({
  id: 'staff-quick-pay-decide',
  method: 'POST',
  path: '/staff/api/quick-pay/requests/:invoiceId/decision',
  params: staffInvoiceIdParams,
  body: decideQuickPayBodySchema,
  response: staffQuickPayRequestSchema,
  access: allow.staff('accounts_payable'),
  summary:
    'Marks a QuickPay request paid (check number, pay date, amount) or declined with a reason; 409 when ' +
    'answered already (Accounts payable)',
});
