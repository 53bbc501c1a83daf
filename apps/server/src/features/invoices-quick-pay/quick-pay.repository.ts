// The only SQL of the QuickPay calls: the provider's options, a vendor's automatic QuickPay state and
// its history, and the QuickPay figures stored on invoices. Scoped by the session's vendor.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { lockVendorQuickPay } from './quick-pay-invoices.repository.ts';
import type { QuickPayKind } from '../../platform/db/schema.ts';

export type SettingRow = { id: number; percentage: string; days: number; mailingFee: string };

export function listSettings(db: Db, kind: QuickPayKind): Promise<SettingRow[]> {
  return db
    .selectFrom('quick_pay_settings')
    .select(['id', 'percentage', 'days', 'mailing_fee as mailingFee'])
    .where('kind', '=', kind)
    .where('active', '=', true)
    .orderBy('days')
    .execute();
}

export function findSetting(db: Db, kind: QuickPayKind, id: number): Promise<SettingRow | undefined> {
  return db
    .selectFrom('quick_pay_settings')
    .select(['id', 'percentage', 'days', 'mailing_fee as mailingFee'])
    .where('kind', '=', kind)
    .where('active', '=', true)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type BillingAddresses = { checkAddress: string; mailingAddress: string; address: string };

export function findBillingAddresses(db: Db, vendorId: number): Promise<BillingAddresses | undefined> {
  return db
    .selectFrom('vendors')
    .select(['check_address as checkAddress', 'mailing_address as mailingAddress', 'address'])
    .where('id', '=', vendorId)
    .executeTakeFirst();
}

export type VendorQuickPayRow = {
  settingId: number | null;
  percentage: string | null;
  days: number | null;
  qpExclude: boolean;
  optInAt: Date | null;
  optOutAt: Date | null;
};

/** A vendor's (`q`: vendor_quick_pay) latest opt-in or opt-out, as a column of the console's and the provider's lists. */
export const lastOptChange = (action: 'opt-in' | 'opt-out') =>
  sql<Date | null>`(select max(h.at) from vendor_quick_pay_history h
    where h.vendor_id = q.vendor_id and h.action = ${sql.lit(action)})`;

/**
 * The vendor's automatic QuickPay state; a vendor without a row is opted out and not excluded.
 * `lock` takes the row for the rest of the transaction (it is made first if missing), so that two
 * opt-ins or an opt-in and a per-invoice choice run one after the other.
 */
export async function findVendorQuickPay(db: Db, vendorId: number, lock = false): Promise<VendorQuickPayRow> {
  if (lock) await lockVendorQuickPay(db, vendorId);
  const last = (action: 'opt-in' | 'opt-out') =>
    db
      .selectFrom('vendor_quick_pay_history')
      .select((eb) => eb.fn.max('at').as('at'))
      .where('vendor_id', '=', vendorId)
      .where('action', '=', action)
      .executeTakeFirst();
  const [state, optIn, optOut] = await Promise.all([
    db
      .selectFrom('vendor_quick_pay as q')
      .leftJoin('quick_pay_settings as s', 's.id', 'q.setting_id')
      .select(['q.setting_id as settingId', 's.percentage', 's.days', 'q.qp_exclude as qpExclude'])
      .where('q.vendor_id', '=', vendorId)
      .executeTakeFirst(),
    last('opt-in'),
    last('opt-out'),
  ]);
  return {
    settingId: state?.settingId ?? null,
    percentage: state?.percentage ?? null,
    days: state?.days ?? null,
    qpExclude: state?.qpExclude ?? false,
    optInAt: optIn?.at ?? null,
    optOutAt: optOut?.at ?? null,
  };
}

/** Sets the automatic option (null = opted out) and records the change in the history. */
export async function recordOpt(
  db: Db,
  change: { vendorId: number; userId: number; settingId: number | null; at: Date },
): Promise<void> {
  await db
    .updateTable('vendor_quick_pay')
    .set({ setting_id: change.settingId, updated_at: change.at })
    .where('vendor_id', '=', change.vendorId)
    .execute();
  await db
    .insertInto('vendor_quick_pay_history')
    .values({
      vendor_id: change.vendorId,
      action: change.settingId === null ? 'opt-out' : 'opt-in',
      setting_id: change.settingId,
      user_id: change.userId,
      at: change.at,
    })
    .execute();
}

export type UnpaidQuickPayRow = {
  id: number;
  netPay: string;
  dueDate: string;
  qpSource: QuickPayKind | null;
};

/** The vendor's unpaid invoices whose QuickPay is not a per-invoice choice (automatic or none). */
export function findAutomaticCandidates(db: Db, vendorId: number): Promise<UnpaidQuickPayRow[]> {
  return (
    db
      .selectFrom('invoices as i')
      .innerJoin('invoice_statuses as s', 's.code', 'i.status_code')
      .select([
        'i.inv_seq as id',
        'i.net_pay as netPay',
        sql<string>`i.due_date::text`.as('dueDate'),
        'i.qp_source as qpSource',
      ])
      .where('i.vendor_id', '=', vendorId)
      .where('s.paid', '=', false)
      .where((eb) => eb.or([eb('i.qp_source', 'is', null), eb('i.qp_source', '=', 'automatic')]))
      // the company declined QuickPay for it (decision 052): automatic QuickPay does not ask again
      .where((eb) => eb.or([eb('i.qp_decision', 'is', null), eb('i.qp_decision', '!=', 'declined')]))
      .forUpdate('i')
      .execute()
  );
}

export type QuickPayFigures = {
  settingId: number;
  source: QuickPayKind;
  percent: string;
  days: number;
  amount: string;
  fedexFee: string;
  mailingFee: string;
  payDate: string;
  chosenAt: Date;
};

/**
 * Stores QuickPay on one of the vendor's invoices, or clears it with null. The invoice gets a new
 * version (the provider's ETag and updated_since follow QuickPay, decision 052) unless `bumpVersion` is
 * false (a provider write that bumped it already); a new choice clears an earlier decline.
 */
export async function setInvoiceQuickPay(
  db: Db,
  vendorId: number,
  id: number,
  qp: QuickPayFigures | null,
  bumpVersion = true,
): Promise<void> {
  await db
    .updateTable('invoices')
    .set({
      ...(bumpVersion ? { version: sql`version + 1`, updated_at: sql`now()` } : {}),
      ...(qp ? { qp_decision: null, qp_decision_reason: null, qp_decided_at: null } : {}),
      qp_setting_id: qp?.settingId ?? null,
      qp_source: qp?.source ?? null,
      qp_percent: qp?.percent ?? null,
      qp_days: qp?.days ?? null,
      qp_amount: qp?.amount ?? null,
      qp_fedex_fee: qp?.fedexFee ?? null,
      qp_mailing_fee: qp?.mailingFee ?? null,
      qp_pay_date: qp?.payDate ?? null,
      qp_chosen_at: qp?.chosenAt ?? null,
    })
    .where('vendor_id', '=', vendorId)
    .where('inv_seq', '=', id)
    .execute();
}

/** Locks one of the vendor's invoices for the rest of the transaction; false when it has none such. */
export async function lockInvoice(db: Db, vendorId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('invoices')
    .select('inv_seq')
    .where('vendor_id', '=', vendorId)
    .where('inv_seq', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}
