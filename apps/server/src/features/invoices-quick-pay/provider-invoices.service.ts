// Invoices and QuickPay through the provider API (issue 17 points 2-4, decision 052). The company's
// accounts payable writes each invoice by its own id with its lines and payments, into the same rows
// the vendor's Invoices and QuickPay screens read; it answers QuickPay requests paid or declined; and
// it reads the requests and the vendors' automatic QuickPay states. Every write records its events in
// its own transaction with the provider as actor. The vendor's QuickPay row is locked before the
// invoice in every write, as the vendor's own QuickPay calls do, so the two never deadlock.
import {
  quickPayAmountCents,
  type DecideQuickPayBody,
  type ProviderAutomaticQuickPay,
  type ProviderInvoice,
  type ProviderQuickPayRequest,
  type PutProviderInvoiceBody,
  type QuickPayRequestState,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { preconditionFailed } from '../../platform/provider/etag.ts';
import { centsOf, decimalOf } from './money.ts';
import { findSetting, findVendorQuickPay, setInvoiceQuickPay } from './quick-pay.repository.ts';
import { figuresFor } from './quick-pay.service.ts';
import {
  answerQuickPayRequest,
  invoiceByExternalIdNotFound as invoiceNotFound,
  MAX_CENTS,
} from './quick-pay-answer.ts';
import {
  lockInvoiceByExternalId,
  syncPaymentColumns,
  type LockedInvoice,
} from './quick-pay-invoices.repository.ts';
import {
  findInvoiceById,
  findInvoiceByExternalId,
  findInvoiceStatus,
  findOrdersByExternalIds,
  findVendorByExternalId,
  insertInvoice,
  invoiceLines,
  invoicePayments,
  listAutomaticRows,
  listInvoiceRows,
  listQuickPayRequestRows,
  replaceLines,
  replacePayments,
  setQuickPayAmount,
  updateInvoice,
  type ListPage,
  type ProviderInvoiceRow,
} from './provider-invoices.repository.ts';

export type ProviderInvoiceDeps = { db: Db; now: () => Date };

const PROVIDER_ACTOR = { kind: 'provider', id: null } as const;

/** At most 20 ids named in a message, so that a long list cannot make a huge answer. */
function named(ids: string[]): string {
  const shown = ids.slice(0, 20).join(', ');
  return ids.length > 20 ? `${shown} and ${ids.length - 20} more` : shown;
}

const sumCents = (amounts: string[]) => amounts.reduce((sum, a) => sum + centsOf(a), 0);

/** The request's references resolved, or 400 naming what is unknown; nothing is written before. */
async function resolve(tx: Db, body: PutProviderInvoiceBody) {
  const vendor = await findVendorByExternalId(tx, body.vendor);
  if (!vendor)
    throw new AppError('bad_request', `Unknown vendor (external id): ${body.vendor}.`, {
      reason: 'unknown-vendor',
      fieldErrors: [{ path: 'vendor', message: `no vendor has the external id ${body.vendor}` }],
    });
  const status = await findInvoiceStatus(tx, body.invoiceStatus);
  if (!status)
    throw new AppError(
      'bad_request',
      `Unknown invoiceStatus ${JSON.stringify(body.invoiceStatus)}: one of RECEIVED, IN_REVIEW, APPROVED, ` +
        'ON_HOLD, PAID, VOID.',
      {
        reason: 'unknown-status',
        fieldErrors: [{ path: 'invoiceStatus', message: 'not an invoice status' }],
      },
    );
  const wanted = [...new Set(body.lines.map((l) => l.workOrder))];
  const orders = await findOrdersByExternalIds(tx, wanted);
  const ordNumOf = new Map(orders.map((o) => [o.externalId, o.ordNum]));
  const unknown = wanted.filter((id) => !ordNumOf.has(id));
  if (unknown.length > 0)
    throw new AppError('bad_request', `Unknown work orders (external ids): ${named(unknown)}.`, {
      reason: 'unknown-work-orders',
    });
  const lineCents = sumCents(body.lines.map((l) => l.payAmt));
  const paymentCents = sumCents(body.payments.map((p) => p.payAmt));
  if (lineCents > MAX_CENTS || paymentCents > MAX_CENTS)
    throw new AppError('bad_request', 'The lines or the payments add up to more than 9999999999.99.', {
      reason: 'amount-too-large',
    });
  return {
    vendor,
    status,
    netPay: body.netPay ?? decimalOf(lineCents),
    lines: body.lines.map((l) => ({
      ordNum: ordNumOf.get(l.workOrder)!,
      billAmt: l.billAmt,
      payAmt: l.payAmt,
    })),
  };
}

/**
 * Keeps the invoice's QuickPay in step with a write, as the vendor's opt-in would have left it: an
 * undecided request follows the new net pay, an automatic one that would now pay after the due date is
 * taken off, and an unpaid invoice without QuickPay of a vendor opted in gets the vendor's option when
 * it pays by the due date.
 */
async function keepQuickPay(
  tx: Db,
  deps: ProviderInvoiceDeps,
  invoice: { id: number; vendorId: number; netPay: string; dueDate: string; settled: boolean },
  before: LockedInvoice | undefined,
  vendorState: Awaited<ReturnType<typeof findVendorQuickPay>>,
): Promise<void> {
  if (before?.qpSource && before.qpDecision === null) {
    if (before.qpSource === 'automatic' && before.qpPayDate! > invoice.dueDate) {
      await setQuickPayAmount(tx, invoice.id, null);
    } else if (before.netPay !== invoice.netPay) {
      const amount = quickPayAmountCents(centsOf(invoice.netPay), Number(before.qpPercent));
      await setQuickPayAmount(tx, invoice.id, decimalOf(amount));
    }
    return;
  }
  if (before?.qpDecision || before?.qpSource || invoice.settled) return;
  if (vendorState.settingId === null || vendorState.qpExclude) return;
  const setting = await findSetting(tx, 'automatic', vendorState.settingId);
  if (!setting) return;
  const figures = figuresFor(setting, invoice, 'automatic', deps.now());
  if (figures.payDate <= invoice.dueDate)
    await setInvoiceQuickPay(tx, invoice.vendorId, invoice.id, figures, false);
}

export type PutInvoiceResult = { created: boolean; invoice: ProviderInvoice };

async function writeInvoice(
  deps: ProviderInvoiceDeps,
  externalId: string,
  body: PutProviderInvoiceBody,
  expectedVersion: number | undefined,
): Promise<PutInvoiceResult> {
  return deps.db.transaction().execute(async (tx) => {
    const { vendor, status, netPay, lines } = await resolve(tx, body);
    // the vendor's QuickPay row first, then the invoice: the order of the vendor's QuickPay calls
    const vendorState = await findVendorQuickPay(tx, vendor.id, true);
    let before = await lockInvoiceByExternalId(tx, externalId);
    const values = {
      invoiceNum: body.invoiceNum,
      statusCode: status.code,
      receivedDate: body.recievedDate,
      dueDate: body.dueDate,
      invoiceAmt: body.invoiceAmt,
      netPay,
    };
    let id: number | undefined;
    if (!before) {
      if (expectedVersion !== undefined) throw preconditionFailed();
      id = await insertInvoice(tx, externalId, { vendorId: vendor.id, ...values });
      // undefined: a concurrent request created it first (the insert waited for its commit)
      if (id === undefined) before = await lockInvoiceByExternalId(tx, externalId);
      if (id === undefined && !before) throw new Error(`invoice ${externalId} neither inserted nor found`);
    }
    if (before) {
      if (expectedVersion !== undefined && expectedVersion !== before.version) throw preconditionFailed();
      if (before.vendorId !== vendor.id)
        throw new AppError(
          'conflict',
          "An invoice's vendor does not change; void this invoice and write a new one for the other vendor.",
          { reason: 'vendor-change' },
        );
      id = before.id;
      await updateInvoice(tx, id, values);
    }
    const invoiceId = id!;
    await replaceLines(tx, invoiceId, lines);
    await replacePayments(tx, invoiceId, body.payments);
    const paid = await syncPaymentColumns(tx, invoiceId);
    await keepQuickPay(
      tx,
      deps,
      { id: invoiceId, vendorId: vendor.id, netPay, dueDate: body.dueDate, settled: status.paid },
      before,
      vendorState,
    );
    const subject = { invoiceId, invoiceExternalId: externalId };
    const data = {
      invoiceNum: body.invoiceNum,
      status: body.invoiceStatus,
      invoiceAmt: body.invoiceAmt,
      netPay,
    };
    await recordEvent(tx, {
      type: before ? 'invoice.updated' : 'invoice.created',
      vendorId: vendor.id,
      actor: PROVIDER_ACTOR,
      subject,
      data,
    });
    if (status.paid && !before?.statusPaid && paid.checkNo !== null) {
      await recordEvent(tx, {
        type: 'invoice.paid',
        vendorId: vendor.id,
        actor: PROVIDER_ACTOR,
        subject,
        data: { checkNo: paid.checkNo, payAmt: paid.payAmt!, releaseDate: paid.releaseDate! },
      });
    }
    return {
      created: !before,
      invoice: (await readInvoices(tx, [await findInvoiceById(tx, invoiceId)]))[0]!,
    };
  });
}

/**
 * Creates or replaces the invoice `externalId` with its lines and payments, in one transaction. With
 * `expectedVersion` (If-Match) the invoice must exist at that version (412 otherwise). Another invoice
 * of the vendor with the same number is 409.
 */
export async function putProviderInvoice(
  deps: ProviderInvoiceDeps,
  externalId: string,
  body: PutProviderInvoiceBody,
  options: { expectedVersion: number | undefined },
): Promise<PutInvoiceResult> {
  try {
    return await writeInvoice(deps, externalId, body, options.expectedVersion);
  } catch (error) {
    if (isUniqueViolation(error, 'invoices_vendor_id_invoice_num_key'))
      throw new AppError(
        'conflict',
        `The vendor has another invoice numbered ${body.invoiceNum} (under another external id).`,
        { reason: 'invoice-number-taken' },
      );
    throw error;
  }
}

export async function getProviderInvoice(db: Db, externalId: string): Promise<ProviderInvoice> {
  const row = await findInvoiceByExternalId(db, externalId);
  if (!row) throw invoiceNotFound();
  return (await readInvoices(db, [row]))[0]!;
}

export async function listProviderInvoices(
  db: Db,
  page: ListPage & { vendor: string | undefined },
): Promise<{ id: number; invoice: ProviderInvoice }[]> {
  const rows = await listInvoiceRows(db, page);
  const invoices = await readInvoices(db, rows);
  return rows.map((row, i) => ({ id: row.id, invoice: invoices[i]! }));
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const present = (text: string | null) => (text !== null && text.trim() !== '' ? text : null);

function quickPayOf(row: ProviderInvoiceRow): ProviderInvoice['quickPay'] {
  if (row.qpSource === null) return null;
  return {
    source: row.qpSource,
    settingId: row.qpSettingId!,
    percent: row.qpPercent!,
    days: row.qpDays!,
    amount: row.qpAmount!,
    fedexFee: row.qpFedexFee!,
    mailingFee: row.qpMailingFee!,
    payDate: row.qpPayDate!,
    chosenAt: iso(row.qpChosenAt),
  };
}

function decisionOf(row: ProviderInvoiceRow): ProviderInvoice['quickPayDecision'] {
  if (row.qpDecision === null) return null;
  return { outcome: row.qpDecision, reason: row.qpDecisionReason, decidedAt: row.qpDecidedAt!.toISOString() };
}

/** The invoices `rows` as the company reads them, in the same order. */
async function readInvoices(db: Db, rows: ProviderInvoiceRow[]): Promise<ProviderInvoice[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, payments] = await Promise.all([invoiceLines(db, ids), invoicePayments(db, ids)]);
  return rows.map((row) => {
    const checkNo = present(row.checkNo);
    return {
      externalId: row.externalId,
      vendor: row.vendor,
      vendorNum: row.vendorNum,
      invoiceNum: row.invoiceNum,
      invoiceStatus: row.invoiceStatus,
      invoiceStatusName: row.invoiceStatusName,
      recievedDate: row.recievedDate,
      dueDate: row.dueDate,
      invoiceAmt: row.invoiceAmt,
      netPay: row.netPay,
      checkNo,
      // blank while there is no check number, as the vendor's grids show it (SPEC section 3)
      payAmt: checkNo === null ? null : row.payAmt,
      releaseDate: row.releaseDate,
      expectedDate: row.qpPayDate ?? row.dueDate,
      qpExclude: row.qpExclude,
      quickPay: quickPayOf(row),
      quickPayDecision: decisionOf(row),
      lines: lines
        .filter((l) => l.invoiceId === row.id)
        .map((l) => ({ workOrder: l.workOrder, poNum: l.poNum, billAmt: l.billAmt, payAmt: l.payAmt })),
      payments: payments
        .filter((p) => p.invoiceId === row.id)
        .map((p) => ({ checkNo: p.checkNo, payAmt: p.payAmt, payDate: p.payDate })),
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

// --- QuickPay requests -------------------------------------------------------------------------

function stateOf(row: ProviderInvoiceRow): QuickPayRequestState {
  return row.qpDecision ?? 'requested';
}

function toRequest(row: ProviderInvoiceRow): ProviderQuickPayRequest {
  return {
    invoiceExternalId: row.externalId,
    invoiceNum: row.invoiceNum,
    vendor: row.vendor,
    vendorNum: row.vendorNum,
    state: stateOf(row),
    invoiceStatus: row.invoiceStatus,
    netPay: row.netPay,
    dueDate: row.dueDate,
    quickPay: quickPayOf(row),
    decision: decisionOf(row),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listQuickPayRequests(
  db: Db,
  page: ListPage & { vendor: string | undefined; state: QuickPayRequestState | undefined },
): Promise<{ id: number; request: ProviderQuickPayRequest }[]> {
  const rows = await listQuickPayRequestRows(db, page);
  return rows.map((row) => ({ id: row.id, request: toRequest(row) }));
}

/**
 * The company's answer to the QuickPay request of the invoice `externalId` at `expectedVersion`
 * (the domain's answerQuickPayRequest, the provider as the actor, in a transaction of its own).
 */
export async function decideQuickPay(
  deps: ProviderInvoiceDeps,
  externalId: string,
  body: DecideQuickPayBody,
  expectedVersion: number,
): Promise<ProviderQuickPayRequest> {
  return deps.db.transaction().execute(async (tx) => {
    const invoice = await answerQuickPayRequest(tx, { externalId }, body, {
      expectedVersion,
      actor: PROVIDER_ACTOR,
    });
    return toRequest(await findInvoiceById(tx, invoice.id));
  });
}

export async function listAutomaticQuickPay(
  db: Db,
  page: ListPage & { vendor: string | undefined },
): Promise<{ id: number; state: ProviderAutomaticQuickPay }[]> {
  const rows = await listAutomaticRows(db, page);
  return rows.map((row) => ({
    id: row.vendorId,
    state: {
      vendor: row.vendor,
      vendorNum: row.vendorNum,
      optedIn: row.settingId !== null,
      settingId: row.settingId,
      percentage: row.percentage,
      days: row.days,
      qpExclude: row.qpExclude,
      optInAt: iso(row.optInAt),
      optOutAt: iso(row.optOutAt),
      updatedAt: row.updatedAt.toISOString(),
    },
  }));
}
