// Invoices and QuickPay through the provider API (issue 17 point 2, decision 052): the company's
// accounts payable writes each vendor invoice with its related-order lines and its payments, keyed by
// its own ids, reads the QuickPay requests of the vendors (chosen per invoice or given by a vendor's
// automatic QuickPay) and answers each one paid or declined with a reason; it reads the vendors'
// automatic QuickPay states too. Money is exact decimal text ('1234.50'), never a JSON number.
import { z } from 'zod';
import { defineProviderCall, defineProviderResource } from './provider-call.ts';
import { PROVIDER_API_PREFIX } from './provider-calls.ts';
import {
  PROVIDER_ONE_RULES,
  bulkItemsBodySchema,
  bulkResponseSchema,
  externalIdParamsSchema,
  externalIdSchema,
  providerListQuerySchema,
  providerPageSchema,
} from './provider-shapes.ts';
import { allow } from '../platform/access.ts';

/** Dollars as exact decimal text, at most two decimals and ten whole digits (numeric(12,2)). */
export const providerMoneySchema = z
  .string()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'an amount is decimal text such as "1234.50" (at most 2 decimals)');

/** A calendar day 'YYYY-MM-DD' that exists. */
export const providerCalendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day is YYYY-MM-DD')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, 'no such day')
  .refine((day) => day >= '1900-01-01', 'a day from 1900-01-01 on');

/** The invoice status codes of the portal (invoice_statuses); PAID and VOID are settled. */
export const INVOICE_STATUSES = ['RECEIVED', 'IN_REVIEW', 'APPROVED', 'ON_HOLD', 'PAID', 'VOID'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);

export const PROVIDER_INVOICE_MAX_LINES = 500;
export const PROVIDER_INVOICE_MAX_PAYMENTS = 100;

export const providerInvoiceLineInputSchema = z
  .object({
    /** the work order (its external id) the line bills */
    workOrder: externalIdSchema,
    billAmt: providerMoneySchema,
    payAmt: providerMoneySchema,
  })
  .strict();

export const providerInvoicePaymentSchema = z
  .object({
    checkNo: z.string().trim().min(1).max(50),
    payAmt: providerMoneySchema,
    payDate: providerCalendarDaySchema,
  })
  .strict();
export type ProviderInvoicePayment = z.infer<typeof providerInvoicePaymentSchema>;

const invoiceFields = {
  /** the vendor (its external id); an invoice's vendor does not change */
  vendor: externalIdSchema,
  invoiceNum: z.string().trim().min(1).max(50),
  /** the invoice's status code */
  invoiceStatus: invoiceStatusSchema,
  /** spelt so (SPEC section 3): the day the company received the invoice */
  recievedDate: providerCalendarDaySchema,
  /** the day the invoice falls due; QuickPay must pay on or before it */
  dueDate: providerCalendarDaySchema,
  /** what the vendor billed */
  invoiceAmt: providerMoneySchema,
  /** the approved amount payable, the base of a QuickPay discount; by default the sum of the lines' payAmt */
  netPay: providerMoneySchema.optional(),
  /** the related orders; the PUT replaces them all */
  lines: z.array(providerInvoiceLineInputSchema).max(PROVIDER_INVOICE_MAX_LINES).default([]),
  /** the payments made; the PUT replaces them all */
  payments: z.array(providerInvoicePaymentSchema).max(PROVIDER_INVOICE_MAX_PAYMENTS).default([]),
};

const dueNotBeforeReceived = (i: { recievedDate: string; dueDate: string }) => i.dueDate >= i.recievedDate;
const dueDateIssue = { message: 'dueDate is before recievedDate', path: ['dueDate'] };

export const putProviderInvoiceBodySchema = z
  .object(invoiceFields)
  .strict()
  .refine(dueNotBeforeReceived, dueDateIssue);
export type PutProviderInvoiceBody = z.output<typeof putProviderInvoiceBodySchema>;

/** One item of the bulk call: the PUT's body with the invoice's external id. */
export const providerInvoiceBulkItemSchema = z
  .object({ externalId: externalIdSchema, ...invoiceFields })
  .strict()
  .refine(dueNotBeforeReceived, dueDateIssue);
export type ProviderInvoiceBulkItem = z.output<typeof providerInvoiceBulkItemSchema>;

export const QUICK_PAY_REQUEST_STATES = ['requested', 'paid', 'declined'] as const;
export type QuickPayRequestState = (typeof QUICK_PAY_REQUEST_STATES)[number];
export const quickPayRequestStateSchema = z.enum(QUICK_PAY_REQUEST_STATES);
/** automatic: the vendor's company-wide option; manual: chosen for one invoice */
export const quickPaySourceSchema = z.enum(['automatic', 'manual']);
export const quickPayOutcomeSchema = z.enum(['paid', 'declined']);

/** The QuickPay an invoice carries, with the figures the portal computed when it was chosen. */
export const providerInvoiceQuickPaySchema = z.object({
  /** automatic: the vendor's company-wide option; manual: chosen for this invoice */
  source: quickPaySourceSchema,
  settingId: z.number().int(),
  percent: z.string(),
  /** 1 = next day */
  days: z.number().int(),
  /** netPay minus the percentage: what the QuickPay check carries */
  amount: z.string(),
  fedexFee: z.string(),
  mailingFee: z.string(),
  /** the day the QuickPay check is due to arrive */
  payDate: z.string(),
  chosenAt: z.string().nullable(),
});

/** The company's answer to a QuickPay request. */
export const providerQuickPayDecisionSchema = z.object({
  outcome: quickPayOutcomeSchema,
  /** the reason of a decline, shown to the vendor */
  reason: z.string().nullable(),
  decidedAt: z.string(),
});

export const providerInvoiceSchema = z.object({
  /** null: an invoice the portal holds from elsewhere (the demo's) */
  externalId: z.string().nullable(),
  /** the vendor's external id (null: a vendor the company has not named) */
  vendor: z.string().nullable(),
  vendorNum: z.number().int(),
  invoiceNum: z.string(),
  /** the status code */
  invoiceStatus: invoiceStatusSchema,
  /** the status as the vendor reads it ('Approved') */
  invoiceStatusName: z.string(),
  recievedDate: z.string(),
  dueDate: z.string(),
  invoiceAmt: z.string(),
  netPay: z.string(),
  /** from the payments: their check numbers (', ' between), their sum and the last pay date */
  checkNo: z.string().nullable(),
  payAmt: z.string().nullable(),
  releaseDate: z.string().nullable(),
  /** the QuickPay pay date when QuickPay is chosen, else the due date */
  expectedDate: z.string(),
  /** QuickPay is disabled for the vendor (set on the vendor) */
  qpExclude: z.boolean(),
  quickPay: providerInvoiceQuickPaySchema.nullable(),
  quickPayDecision: providerQuickPayDecisionSchema.nullable(),
  lines: z.array(
    z.object({
      workOrder: z.string().nullable(),
      poNum: z.string(),
      billAmt: z.string(),
      payAmt: z.string(),
    }),
  ),
  payments: z.array(z.object({ checkNo: z.string(), payAmt: z.string(), payDate: z.string() })),
  /** the ETag's number */
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ProviderInvoice = z.infer<typeof providerInvoiceSchema>;

export const providerInvoiceListQuerySchema = providerListQuerySchema.extend({
  /** only this vendor's invoices (its external id) */
  vendor: externalIdSchema.optional(),
});

const INVOICES_PATH = `${PROVIDER_API_PREFIX}/invoices`;

/** The provider API's `invoices`: its OpenAPI tag and the names of its shapes there. */
export const providerInvoicesResource = defineProviderResource({
  tag: 'invoices',
  description: "The vendors' invoices with their lines and payments.",
  schemas: {
    Invoice: providerInvoiceSchema,
    InvoiceQuickPay: providerInvoiceQuickPaySchema,
    InvoiceInput: putProviderInvoiceBodySchema,
    InvoiceBulkItem: providerInvoiceBulkItemSchema,
    InvoiceLineInput: providerInvoiceLineInputSchema,
    InvoicePaymentInput: providerInvoicePaymentSchema,
    InvoiceStatus: invoiceStatusSchema,
  },
});

export const putProviderInvoiceCall = defineProviderCall({
  id: 'putInvoice',
  method: 'PUT',
  path: `${INVOICES_PATH}/:externalId`,
  resource: providerInvoicesResource,
  params: externalIdParamsSchema,
  body: putProviderInvoiceBodySchema,
  response: providerInvoiceSchema,
  access: allow.provider('invoices:write'),
  summary: "Creates (201) or replaces (200) a vendor's invoice with its lines and payments.",
  description:
    "The vendor and each line's work order are named by their external ids; an unknown one is 400 and writes " +
    'nothing. Lines and payments are replaced as a whole. checkNo, payAmt and releaseDate follow from the ' +
    "payments. The invoice shows in the vendor's Invoices screen (and, while unpaid, its QuickPay list) at " +
    "once. A new unpaid invoice of a vendor opted in to automatic QuickPay gets the vendor's option when it " +
    'pays by the due date. The vendor of an invoice does not change (409); another invoice of the vendor with ' +
    'the same number is 409. With If-Match, the invoice must exist at that version (else 412).',
  etag: true,
});

export const getProviderInvoiceCall = defineProviderCall({
  id: 'getInvoice',
  method: 'GET',
  path: `${INVOICES_PATH}/:externalId`,
  resource: providerInvoicesResource,
  params: externalIdParamsSchema,
  response: providerInvoiceSchema,
  access: allow.provider('invoices:read'),
  summary: 'An invoice with its lines, payments and QuickPay.',
  etag: true,
  description:
    PROVIDER_ONE_RULES +
    'checkNo, payAmt and releaseDate follow from the payments; quickPay is the QuickPay chosen, if any.',
});

export const listProviderInvoicesCall = defineProviderCall({
  id: 'listInvoices',
  method: 'GET',
  path: INVOICES_PATH,
  resource: providerInvoicesResource,
  query: providerInvoiceListQuerySchema,
  response: providerPageSchema(providerInvoiceSchema),
  access: allow.provider('invoices:read'),
  summary: "The invoices, a page at a time (optionally one vendor's).",
  description:
    'Invoices the portal holds from elsewhere are listed too, with externalId null. With updated_since, only ' +
    'invoices changed since then (also by a vendor choosing QuickPay).',
});

export const bulkProviderInvoicesCall = defineProviderCall({
  id: 'bulkInvoices',
  method: 'POST',
  path: `${INVOICES_PATH}/bulk`,
  resource: providerInvoicesResource,
  body: bulkItemsBodySchema,
  bulkItem: providerInvoiceBulkItemSchema,
  response: bulkResponseSchema,
  access: allow.provider('invoices:write'),
  summary: 'Creates or replaces up to 1,000 invoices; each item answers alone.',
  description:
    "Each item is the PUT's body with the invoice's externalId, written in its own transaction: good items " +
    'land, each bad one is failed with its field errors.',
});

export const providerQuickPayRequestSchema = z.object({
  invoiceExternalId: z.string().nullable(),
  invoiceNum: z.string(),
  vendor: z.string().nullable(),
  vendorNum: z.number().int(),
  state: quickPayRequestStateSchema,
  invoiceStatus: invoiceStatusSchema,
  netPay: z.string(),
  dueDate: z.string(),
  /** null once declined (the QuickPay is taken off the invoice) */
  quickPay: providerInvoiceQuickPaySchema.nullable(),
  decision: providerQuickPayDecisionSchema.nullable(),
  /** the invoice's version: the ETag a decision's If-Match names */
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ProviderQuickPayRequest = z.infer<typeof providerQuickPayRequestSchema>;

export const providerQuickPayRequestsQuerySchema = providerListQuerySchema.extend({
  state: quickPayRequestStateSchema.optional(),
  vendor: externalIdSchema.optional(),
});

export const decideQuickPayBodySchema = z.discriminatedUnion('outcome', [
  z
    .object({
      outcome: z.literal('paid'),
      checkNo: z.string().trim().min(1).max(50),
      /** by default the QuickPay amount less the next-day overnight charge (decision 038) */
      payAmt: providerMoneySchema.optional(),
      payDate: providerCalendarDaySchema,
    })
    .strict(),
  z
    .object({
      outcome: z.literal('declined'),
      /** shown to the vendor in its QuickPay list */
      reason: z.string().trim().min(1).max(500),
    })
    .strict(),
]);
export type DecideQuickPayBody = z.output<typeof decideQuickPayBodySchema>;

export const providerAutomaticQuickPaySchema = z.object({
  vendor: z.string().nullable(),
  vendorNum: z.number().int(),
  optedIn: z.boolean(),
  /** the automatic option opted into; null when opted out */
  settingId: z.number().int().nullable(),
  percentage: z.string().nullable(),
  days: z.number().int().nullable(),
  qpExclude: z.boolean(),
  optInAt: z.string().nullable(),
  optOutAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ProviderAutomaticQuickPay = z.infer<typeof providerAutomaticQuickPaySchema>;

/** The provider API's `quick-pay`: its OpenAPI tag and the names of its shapes there. */
export const providerQuickPayResource = defineProviderResource({
  tag: 'quick-pay',
  description: "QuickPay: the vendors' requests for early payment, and their automatic QuickPay.",
  schemas: {
    QuickPayDecision: providerQuickPayDecisionSchema,
    QuickPayRequest: providerQuickPayRequestSchema,
    AutomaticQuickPay: providerAutomaticQuickPaySchema,
    QuickPayDecisionInput: decideQuickPayBodySchema,
    QuickPayRequestState: quickPayRequestStateSchema,
    QuickPaySource: quickPaySourceSchema,
    QuickPayOutcome: quickPayOutcomeSchema,
  },
});

const QUICK_PAY_REQUESTS_PATH = `${PROVIDER_API_PREFIX}/quick-pay-requests`;

export const listQuickPayRequestsCall = defineProviderCall({
  id: 'listQuickPayRequests',
  method: 'GET',
  path: QUICK_PAY_REQUESTS_PATH,
  resource: providerQuickPayResource,
  query: providerQuickPayRequestsQuerySchema,
  response: providerPageSchema(providerQuickPayRequestSchema),
  access: allow.provider('quick-pay:read'),
  summary: 'The QuickPay requests (per invoice or automatic), a page at a time; filter by state and vendor.',
  description:
    'A request is an invoice with QuickPay: chosen by the vendor for it (source manual) or given by the ' +
    "vendor's automatic QuickPay (source automatic). state is requested until the company answers, then paid " +
    'or declined. With updated_since, only requests whose invoice changed since then.',
});

export const decideQuickPayCall = defineProviderCall({
  id: 'decideQuickPayRequest',
  method: 'POST',
  path: `${QUICK_PAY_REQUESTS_PATH}/:externalId/decision`,
  resource: providerQuickPayResource,
  params: externalIdParamsSchema,
  body: decideQuickPayBodySchema,
  response: providerQuickPayRequestSchema,
  access: allow.provider('quick-pay:write'),
  summary: 'Marks the QuickPay request of an invoice (its external id) paid or declined; needs If-Match.',
  description:
    'If-Match (the ETag of the invoice or of the request, the same version) is required: 400 without it, 412 ' +
    'when stale. Paid records the payment (check number, amount, by default the QuickPay amount less the ' +
    "next-day overnight charge, and pay date) and sets the invoice's status to PAID. Declined takes the QuickPay off the invoice, which is then " +
    'paid by its due date; the vendor sees the reason in its QuickPay list. A request that is not open (none, ' +
    'or answered already) is 409.',
  etag: true,
});

export const listAutomaticQuickPayCall = defineProviderCall({
  id: 'listAutomaticQuickPay',
  method: 'GET',
  path: `${PROVIDER_API_PREFIX}/quick-pay-automatic`,
  resource: providerQuickPayResource,
  query: providerListQuerySchema.extend({ vendor: externalIdSchema.optional() }),
  response: providerPageSchema(providerAutomaticQuickPaySchema),
  access: allow.provider('quick-pay:read'),
  summary: "The vendors' automatic QuickPay states (opted in with an option, or out), a page at a time.",
  description:
    'Lists the vendors that ever had a QuickPay state (opted in or out, or excluded); any other vendor is ' +
    'opted out. With updated_since, only states changed since then.',
});
