// The SQL of the console's QuickPay screen (decision 060): the requests with their vendor and figures,
// the vendors' automatic states with their open automatic requests, and the fees earned per month.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { lastOptChange } from './quick-pay.repository.ts';

/** A vendor named by its number or a part of its name, any case (alias `v`); no text: every vendor. */
function vendorMatch(vendor: string | undefined) {
  const text = vendor?.trim();
  if (!text) return sql<boolean>`true`;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return /^\d{1,9}$/.test(text)
    ? sql<boolean>`(v.vendor_num = ${Number(text)} or v.company ilike ${pattern})`
    : sql<boolean>`v.company ilike ${pattern}`;
}

export type RequestFilter = {
  status: 'requested' | 'paid' | 'declined' | undefined;
  vendor: string | undefined;
  /** the rows to read (a page's `limit + 1`) from `position` */
  limit: number;
  position: number;
};

function requestRows(db: Db) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('vendors as v', 'v.id', 'i.vendor_id')
    .innerJoin('invoice_statuses as s', 's.code', 'i.status_code')
    .select([
      'i.inv_seq as invoiceId',
      'i.invoice_num as invoiceNum',
      'v.id as vendorId',
      'v.vendor_num as vendorNum',
      'v.company as vendorName',
      'i.qp_decision as decision',
      's.webstatus as invoiceStatus',
      'i.qp_source as source',
      'i.net_pay as netPay',
      'i.due_date as dueDate',
      'i.qp_percent as percent',
      'i.qp_days as days',
      'i.qp_amount as amount',
      sql<string | null>`(i.net_pay - i.qp_amount)::text`.as('fee'),
      'i.qp_fedex_fee as fedexFee',
      'i.qp_pay_date as payDate',
      'i.qp_chosen_at as chosenAt',
      'i.qp_decided_at as decidedAt',
      'i.qp_decision_reason as reason',
      'i.check_no as checkNo',
      'i.version',
    ])
    .where((eb) => eb.or([eb('i.qp_source', 'is not', null), eb('i.qp_decision', 'is not', null)]));
}

export type RequestRow = Awaited<ReturnType<ReturnType<typeof requestRows>['executeTakeFirstOrThrow']>>;

export function listRequestRows(db: Db, filter: RequestFilter): Promise<RequestRow[]> {
  let q = requestRows(db);
  if (filter.status === 'requested') q = q.where('i.qp_decision', 'is', null);
  else if (filter.status !== undefined) q = q.where('i.qp_decision', '=', filter.status);
  return q
    .where(vendorMatch(filter.vendor))
    .orderBy(sql`coalesce(i.qp_decided_at, i.qp_chosen_at, i.created_at)`, 'desc')
    .orderBy('i.inv_seq', 'desc')
    .limit(filter.limit)
    .offset(filter.position)
    .execute();
}

export function findRequestRow(db: Db, invoiceId: number): Promise<RequestRow | undefined> {
  return requestRows(db).where('i.inv_seq', '=', invoiceId).executeTakeFirst();
}

export function listAutomaticRows(
  db: Db,
  filter: { vendor: string | undefined; limit: number; position: number },
) {
  return (
    db
      .selectFrom('vendor_quick_pay as q')
      .innerJoin('vendors as v', 'v.id', 'q.vendor_id')
      .leftJoin('quick_pay_settings as s', 's.id', 'q.setting_id')
      .select([
        'v.id as vendorId',
        'v.vendor_num as vendorNum',
        'v.company as vendorName',
        'q.setting_id as settingId',
        's.percentage',
        's.days',
        'q.qp_exclude as qpExclude',
        lastOptChange('opt-in').as('optInAt'),
        lastOptChange('opt-out').as('optOutAt'),
        sql<number>`(select count(*)::int from invoices i
        where i.vendor_id = q.vendor_id and i.qp_source = 'automatic' and i.qp_decision is null)`.as(
          'openRequests',
        ),
      ])
      // the opted-in and excluded first, then by vendor number
      .where(vendorMatch(filter.vendor))
      .orderBy(sql`(q.setting_id is not null or q.qp_exclude)`, 'desc')
      .orderBy('v.vendor_num')
      .limit(filter.limit)
      .offset(filter.position)
      .execute()
  );
}

/** Fees earned per month of the paid answer (New York time), newest first. */
export function monthlyFees(db: Db) {
  return db
    .selectFrom('invoices as i')
    .where('i.qp_decision', '=', 'paid')
    .select([
      sql<string>`to_char(i.qp_decided_at at time zone 'America/New_York', 'YYYY-MM')`.as('month'),
      sql<number>`count(*)::int`.as('paidRequests'),
      sql<string>`coalesce(sum(i.net_pay - i.qp_amount), 0)::numeric(14,2)::text`.as('fees'),
      sql<string>`coalesce(sum(i.qp_fedex_fee), 0)::numeric(14,2)::text`.as('overnightCharges'),
    ])
    .groupBy(sql`1`)
    .orderBy(sql`1`, 'desc')
    .execute();
}
