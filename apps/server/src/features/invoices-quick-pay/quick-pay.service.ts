// The rules of the QuickPay calls (SPEC sections 4, 5, 7, 9). The server recomputes every amount, fee
// and pay date from its own records and clock with the shared rules of the contracts; it never takes
// a figure from the request. The vendor is always the session's.
import {
  INVOICE_NOT_FOUND,
  NEXT_DAY_DAYS,
  QUICK_PAY_ADDED,
  QUICK_PAY_AFTER_DUE_DATE,
  QUICK_PAY_ALREADY_OPTED_IN,
  QUICK_PAY_DISABLED,
  QUICK_PAY_INVOICE_NOT_UNPAID,
  QUICK_PAY_NEXT_DAY_PO_BOX,
  QUICK_PAY_NOT_OPTED_IN,
  QUICK_PAY_OPTED_IN,
  QUICK_PAY_OPTED_OUT,
  QUICK_PAY_OPTION_REQUIRED,
  QUICK_PAY_SAME_OPTION,
  QUICK_PAY_SETTING_UNKNOWN,
  QUICK_PAY_STATUS_UNKNOWN,
  QUICK_PAY_STATUS_UNPAID,
  billingAddressOf,
  fedexFeeCents,
  isPoBoxAddress,
  percentHundredths,
  quickPayAmountCents,
  quickPayPayDate,
  type DefaultQuickPayState,
  type OptQuickPayResponse,
  type QuickPaySetting,
  type QuickPaySettingsResponse,
  type UpdateInvoiceQuickPayResponse,
  type VendorInvoicesResponse,
  type optQuickPayRequest,
  type unpaidInvoicesRequest,
  type updateInvoiceQuickPayRequest,
} from '@vp/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import type { QuickPayKind } from '../../platform/db/schema.ts';
import type { SessionClaims } from '../../platform/identity/token-service.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { recordEvent, vendorUserActor } from '../../platform/events/record-event.ts';
import { findInvoiceRow, listInvoiceStatuses, searchInvoiceRows } from './invoices.repository.ts';
import { toVendorInvoice } from './invoice-row.ts';
import { centsOf, decimalOf, dollarsOf } from './money.ts';
import { blankToNull, filterDates } from './request-dates.ts';
import {
  findAutomaticCandidates,
  findBillingAddresses,
  findSetting,
  findVendorQuickPay,
  listSettings,
  lockInvoice,
  recordOpt,
  setInvoiceQuickPay,
  type QuickPayFigures,
  type SettingRow,
  type VendorQuickPayRow,
} from './quick-pay.repository.ts';

/** `now` is the server's clock (tests pin it). */
export type QuickPayDeps = { db: Db; now: () => Date };

const disabled = () => new AppError('forbidden', QUICK_PAY_DISABLED);
const notFound = () => new AppError('not_found', INVOICE_NOT_FOUND);

export async function hasPoBoxBilling(db: Db, vendorId: number): Promise<boolean> {
  const addresses = await findBillingAddresses(db, vendorId);
  return addresses !== undefined && isPoBoxAddress(billingAddressOf(addresses));
}

function toSetting(row: SettingRow): QuickPaySetting {
  return {
    id: row.id,
    percentage: Number(row.percentage),
    days: row.days,
    fedexFee: fedexFeeCents(row.days) / 100,
    mailingfees: dollarsOf(row.mailingFee),
  };
}

/** The options a vendor is offered: next day is left out for a P.O. box billing address. */
export async function quickPaySettings(
  db: Db,
  vendorId: number,
  kind: QuickPayKind,
): Promise<QuickPaySettingsResponse> {
  const [rows, poBox] = await Promise.all([listSettings(db, kind), hasPoBoxBilling(db, vendorId)]);
  return {
    quickpaysetting: rows.filter((r) => !(poBox && r.days === NEXT_DAY_DAYS)).map(toSetting),
  };
}

function toState(row: VendorQuickPayRow): DefaultQuickPayState {
  const optedIn = row.settingId !== null && row.days !== null && row.percentage !== null;
  return {
    qpsettingid: optedIn ? row.settingId : null,
    qpPercentage: optedIn ? Number(row.percentage) : 0,
    fedexFee: optedIn ? fedexFeeCents(row.days!) / 100 : 0,
    days: optedIn ? row.days : null,
    optOutdate: row.optOutAt?.toISOString() ?? null,
    optIndate: row.optInAt?.toISOString() ?? null,
    qpExclude: row.qpExclude,
  };
}

export async function defaultQuickPay(db: Db, vendorId: number): Promise<DefaultQuickPayState> {
  return toState(await findVendorQuickPay(db, vendorId));
}

/** The figures an option gives an invoice chosen at `now`: computed here, never taken from a request. */
export function figuresFor(
  setting: SettingRow,
  invoice: { netPay: string },
  source: QuickPayKind,
  now: Date,
): QuickPayFigures {
  const percentage = Number(setting.percentage);
  return {
    settingId: setting.id,
    source,
    percent: setting.percentage,
    days: setting.days,
    amount: decimalOf(quickPayAmountCents(centsOf(invoice.netPay), percentage)),
    fedexFee: decimalOf(fedexFeeCents(setting.days)),
    mailingFee: setting.mailingFee,
    payDate: quickPayPayDate(now, setting.days),
    chosenAt: now,
  };
}

/** The company's automatic option from now on (`null`: opted out), in its history and as an event. */
async function recordAutomaticOption(tx: Db, session: SessionClaims, settingId: number | null, now: Date) {
  const vendorId = session.vendorId;
  await recordOpt(tx, { vendorId, userId: session.userId, settingId, at: now });
  await recordEvent(tx, {
    type: 'quick-pay.automatic-changed',
    vendorId,
    actor: vendorUserActor(session),
    subject: {},
    data: { optedIn: settingId !== null, settingId },
  });
}

/** Next day QuickPay is not for a company whose billing address is a P.O. box. */
async function refuseNextDayToPoBox(tx: Db, vendorId: number, setting: SettingRow) {
  if (setting.days === NEXT_DAY_DAYS && (await hasPoBoxBilling(tx, vendorId))) {
    throw badRequest(QUICK_PAY_NEXT_DAY_PO_BOX);
  }
}

/**
 * Opting in (SPEC section 4) sets the company's automatic option and gives it to every unpaid invoice
 * that has no per-invoice choice, where it pays by the due date; opting out takes it away again.
 * Both are recorded in the history (opt-in and opt-out dates).
 */
export async function optQuickPay(
  deps: QuickPayDeps,
  session: SessionClaims,
  request: z.output<typeof optQuickPayRequest>,
): Promise<OptQuickPayResponse> {
  const vendorId = session.vendorId;
  return deps.db.transaction().execute(async (tx) => {
    const state = await findVendorQuickPay(tx, vendorId, true);
    if (state.qpExclude) throw disabled();
    const now = deps.now();
    if (!request.Option) {
      if (state.settingId === null) throw new AppError('conflict', QUICK_PAY_NOT_OPTED_IN);
      await recordAutomaticOption(tx, session, null, now);
      for (const invoice of await findAutomaticCandidates(tx, vendorId)) {
        if (invoice.qpSource === 'automatic') await setInvoiceQuickPay(tx, vendorId, invoice.id, null);
      }
      return {
        success: true as const,
        message: QUICK_PAY_OPTED_OUT,
        state: toState(await findVendorQuickPay(tx, vendorId)),
      };
    }
    if (request.SettingId === null || request.SettingId === undefined)
      throw badRequest(QUICK_PAY_OPTION_REQUIRED);
    const setting = await findSetting(tx, 'automatic', request.SettingId);
    if (!setting) throw badRequest(QUICK_PAY_SETTING_UNKNOWN);
    await refuseNextDayToPoBox(tx, vendorId, setting);
    await recordAutomaticOption(tx, session, setting.id, now);
    for (const invoice of await findAutomaticCandidates(tx, vendorId)) {
      const figures = figuresFor(setting, invoice, 'automatic', now);
      if (figures.payDate <= invoice.dueDate) await setInvoiceQuickPay(tx, vendorId, invoice.id, figures);
      else if (invoice.qpSource === 'automatic') await setInvoiceQuickPay(tx, vendorId, invoice.id, null);
    }
    return {
      success: true as const,
      message: QUICK_PAY_OPTED_IN,
      state: toState(await findVendorQuickPay(tx, vendorId)),
    };
  });
}

/** The List of QuickPay: unpaid invoices only, 'Unpaid' (the default) meaning every unpaid status. */
export async function unpaidInvoices(
  db: Db,
  vendorId: number,
  request: z.output<typeof unpaidInvoicesRequest>,
): Promise<VendorInvoicesResponse> {
  const { from, to } = filterDates(request);
  const unpaid = (await listInvoiceStatuses(db)).filter((s) => !s.paid).map((s) => s.code);
  const status = blankToNull(request.status);
  let statusCodes = unpaid;
  if (status !== null && status.toLowerCase() !== QUICK_PAY_STATUS_UNPAID.toLowerCase()) {
    if (!unpaid.includes(status)) throw badRequest(QUICK_PAY_STATUS_UNKNOWN);
    statusCodes = [status];
  }
  const rows = await searchInvoiceRows(db, vendorId, { from, to, statusCodes, invoicePrefix: null });
  return { vendorInvoices: rows.map(toVendorInvoice) };
}

/** Resolves the chosen manual option: by settingId, else by the one option with that percentage. */
async function chosenSetting(
  db: Db,
  request: z.output<typeof updateInvoiceQuickPayRequest>,
): Promise<SettingRow> {
  if (request.settingId !== null && request.settingId !== undefined) {
    const setting = await findSetting(db, 'manual', request.settingId);
    if (!setting) throw badRequest(QUICK_PAY_SETTING_UNKNOWN);
    return setting;
  }
  if (request.percentage === null || request.percentage === undefined)
    throw badRequest(QUICK_PAY_OPTION_REQUIRED);
  const wanted = percentHundredths(request.percentage);
  const matches = (await listSettings(db, 'manual')).filter(
    (s) => percentHundredths(Number(s.percentage)) === wanted,
  );
  if (matches.length !== 1) throw badRequest(QUICK_PAY_SETTING_UNKNOWN);
  return matches[0]!;
}

/**
 * QuickPay for one invoice (SPEC sections 4 and 5): refused for a qpExclude company, while the company
 * is opted in, for a settled invoice, for next day with a P.O. box billing address, for an option that
 * would pay after the due date, and for the option the invoice already has.
 */
export async function updateInvoiceQuickPay(
  deps: QuickPayDeps,
  session: SessionClaims,
  request: z.output<typeof updateInvoiceQuickPayRequest>,
): Promise<UpdateInvoiceQuickPayResponse> {
  const vendorId = session.vendorId;
  return deps.db.transaction().execute(async (tx) => {
    // the vendor's state first, then the invoice: the same lock order as opting in
    const state = await findVendorQuickPay(tx, vendorId, true);
    if (!(await lockInvoice(tx, vendorId, request.id))) throw notFound();
    if (state.qpExclude) throw disabled();
    if (state.settingId !== null) throw new AppError('conflict', QUICK_PAY_ALREADY_OPTED_IN);
    const invoice = (await findInvoiceRow(tx, vendorId, request.id))!;
    if (invoice.paid) throw new AppError('conflict', QUICK_PAY_INVOICE_NOT_UNPAID);
    const setting = await chosenSetting(tx, request);
    if (invoice.qpSettingId === setting.id) throw badRequest(QUICK_PAY_SAME_OPTION);
    await refuseNextDayToPoBox(tx, vendorId, setting);
    const figures = figuresFor(setting, invoice, 'manual', deps.now());
    if (figures.payDate > invoice.dueDate) throw badRequest(QUICK_PAY_AFTER_DUE_DATE);
    await setInvoiceQuickPay(tx, vendorId, invoice.id, figures);
    await recordEvent(tx, {
      type: 'quick-pay.requested',
      vendorId,
      actor: vendorUserActor(session),
      subject: { invoiceId: invoice.id },
      data: {
        settingId: figures.settingId,
        percent: figures.percent,
        days: figures.days,
        amount: figures.amount,
        payDate: figures.payDate,
      },
    });
    const saved = (await findInvoiceRow(tx, vendorId, invoice.id))!;
    return { success: true as const, message: QUICK_PAY_ADDED, invoice: toVendorInvoice(saved) };
  });
}
