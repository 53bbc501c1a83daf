// The staff console's work-order queries across every vendor (decision 061): the search, the form's
// choices and one order with its crew lines, as the form and the audit's before and after show it.
import {
  type StaffWorkOrder,
  type StaffWorkOrderRow,
  type staffWorkOrderChoicesQuery,
  type staffWorkOrderSearchQuery,
} from '@vp/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { orderIdentityColumns, orderTermsColumns } from './work-order-columns.repository.ts';
export { vendorExists } from '../../domain/record-lookups.repository.ts';

type SearchQuery = z.output<typeof staffWorkOrderSearchQuery>;

export const workOrderNotFound = () =>
  new AppError('not_found', 'There is no work order with this number.', { reason: 'not-found' });

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const iso = (value: Date | null) => (value ? value.toISOString() : null);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** Every order with its client, store and status: where the search and the form start. */
function ordersWithPlaces(db: Db) {
  return db
    .selectFrom('orders as o')
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .innerJoin('locations as l', 'l.id', 'o.location_id')
    .innerJoin('order_statuses as s', 's.code', 'o.status_code');
}

// ---- search ----

/** The search counts its matches up to this many ("more than 10,000"): narrow the search to see more. */
export const SEARCH_COUNT_CAP = 10_000;

/** The search's rows from `position` (`limit + 1`: the last says whether there are more), and the count. */
export async function searchWorkOrders(
  db: Db,
  q: SearchQuery,
  position: number,
): Promise<{ rows: StaffWorkOrderRow[]; total: number; totalIsMore: boolean }> {
  let base = ordersWithPlaces(db);
  if (q.poNum) base = base.where(sql<boolean>`lower(o.po_num) like ${likePrefix(q.poNum)}`);
  if (q.clientId) base = base.where('o.client_id', '=', q.clientId);
  if (q.status) base = base.where('o.status_code', '=', q.status);
  if (q.store) base = base.where(sql<boolean>`lower(l.store_number) like ${likePrefix(q.store)}`);
  if (q.vendorId !== undefined || q.from || q.to) {
    // the vendor and the dates are a crew line's: the same line must match both
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('crew_details as cd')
          .select('cd.ocd_id')
          .whereRef('cd.ord_num', '=', 'o.ord_num')
          .$if(q.vendorId !== undefined, (w) => w.where('cd.vendor_id', '=', q.vendorId!))
          .$if(q.from !== undefined, (w) => w.where('cd.work_date', '>=', new Date(`${q.from}T00:00:00Z`)))
          .$if(q.to !== undefined, (w) => w.where('cd.work_date', '<', nextDay(q.to!))),
      ),
    );
  }
  const [countRow, rows] = await Promise.all([
    // counted up to the cap: an exact count of 100,000 rows costs more than the page itself
    db
      .selectFrom(
        base
          .select('o.ord_num')
          .limit(SEARCH_COUNT_CAP + 1)
          .as('found'),
      )
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    base
      .select([
        'o.ord_num as ordNum',
        'o.po_num as poNum',
        'o.status_code as status',
        's.description as statusDescription',
        'c.name as clientName',
        'l.store_number as storeNumber',
        'l.name as storeName',
        'l.city',
        'l.state',
        'o.created_at as createdAt',
        'o.external_id as externalId',
        sql<Date | null>`(select min(cd.work_date) from crew_details cd where cd.ord_num = o.ord_num)`.as(
          'workDate',
        ),
        sql<{ id: number; company: string }[]>`(
          select coalesce(jsonb_agg(jsonb_build_object('id', v.id, 'company', v.company) order by v.company), '[]')
          from vendors v where v.id in (select cd.vendor_id from crew_details cd where cd.ord_num = o.ord_num))`.as(
          'vendors',
        ),
      ])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.ord_num', 'desc')
      .limit(q.limit + 1)
      .offset(position)
      .execute(),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), workDate: iso(r.workDate) })),
    total: Math.min(Number(countRow.n), SEARCH_COUNT_CAP),
    totalIsMore: Number(countRow.n) > SEARCH_COUNT_CAP,
  };
}

// ---- the form's choices ----

export async function workOrderChoices(db: Db, q: z.output<typeof staffWorkOrderChoicesQuery>) {
  const vendorText = q.vendor;
  const [statuses, clients, stores, vendors] = await Promise.all([
    db.selectFrom('order_statuses').select(['code', 'description']).orderBy('sort_order').execute(),
    db.selectFrom('clients').select(['id', 'code', 'name']).orderBy('name').limit(500).execute(),
    q.clientId === undefined
      ? []
      : db
          .selectFrom('locations')
          .select(['id', 'store_number as storeNumber', 'name', 'city'])
          .where('client_id', '=', q.clientId)
          .orderBy('store_number')
          .limit(1000)
          .execute(),
    db
      .selectFrom('vendors')
      .select(['id', 'company', sql<string>`vendor_num::text`.as('vendorNumber')])
      .$if(vendorText !== undefined, (w) =>
        w.where((eb) =>
          eb.or([
            eb(sql`lower(company)`, 'like', `%${likePrefix(vendorText!)}`),
            eb(sql`vendor_num::text`, 'like', likePrefix(vendorText!)),
          ]),
        ),
      )
      .orderBy(sql`status = 'active'`, 'desc')
      .orderBy('company')
      .limit(20)
      .execute(),
  ]);
  return { statuses, clients, stores, vendors };
}

// ---- one work order ----

/** The work order's own fields and crew lines with our ids (the form's values; the audit's before/after). */
export async function readStaffWorkOrder(db: Db, ordNum: number): Promise<StaffWorkOrder | null> {
  const order = await ordersWithPlaces(db)
    .leftJoin('vendors as v', 'v.id', 'o.vendor_id')
    .leftJoin('client_instructions as ci', 'ci.ord_num', 'o.ord_num')
    .select([
      ...orderIdentityColumns,
      's.description as statusDescription',
      'c.id as clientId',
      'c.name as clientName',
      'l.id as storeId',
      'l.store_number as storeNumber',
      'l.name as storeName',
      'o.vendor_id as vendorId',
      'v.company as vendorCompany',
      ...orderTermsColumns,
      sql<string>`coalesce(ci.html, '')`.as('clientInstructions'),
    ])
    .where('o.ord_num', '=', ordNum)
    .executeTakeFirst();
  if (!order) return null;
  const lines = await db
    .selectFrom('crew_details as cd')
    .innerJoin('vendors as v', 'v.id', 'cd.vendor_id')
    .select([
      'cd.ocd_id as ocdId',
      'cd.external_id as externalId',
      'cd.vendor_id as vendorId',
      'v.company as vendorCompany',
      'cd.crew_id as crewId',
      'cd.status',
      'cd.work_date as workDate',
      'cd.visit_date as visitDate',
      sql<string>`cd.nte::text`.as('nte'),
      sql<string[]>`coalesce(
        (select array_agg(trim(u.first_name || ' ' || u.last_name)
                order by lower(u.last_name), lower(u.first_name), u.id)
           from crew_line_assignments a join users u on u.id = a.user_id
          where a.ocd_id = cd.ocd_id),
        '{}')`.as('technicians'),
    ])
    .where('cd.ord_num', '=', ordNum)
    .orderBy('cd.ocd_id')
    .execute();
  return {
    ...order,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    beginService: iso(order.beginService),
    serviceEnd: iso(order.serviceEnd),
    crewLines: lines.map((l) => ({ ...l, workDate: l.workDate.toISOString(), visitDate: iso(l.visitDate) })),
  };
}

// ---- for the changes (staff-work-orders.service.ts) ----

/** The order's recurring services as stored. */
export function recurSummaryRows(db: Db, ordNum: number) {
  return db.selectFrom('recur_summaries').selectAll().where('ord_num', '=', ordNum).execute();
}

/** The order's version, its row locked for the change (undefined: no such order). */
export function lockOrderVersion(tx: Db, ordNum: number) {
  return tx
    .selectFrom('orders')
    .select('version')
    .where('ord_num', '=', ordNum)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Gives the order (when `orderExternalId` is given) and its crew lines without one an external id of a
 * staff-made record: the provider's statement keys them by it.
 */
export async function giveStaffExternalIds(tx: Db, ordNum: number, orderExternalId: string | null) {
  if (orderExternalId !== null)
    await tx
      .updateTable('orders')
      .set({ external_id: orderExternalId })
      .where('ord_num', '=', ordNum)
      .execute();
  await tx
    .updateTable('crew_details')
    .set({ external_id: sql<string>`'staff:' || gen_random_uuid()` })
    .where('ord_num', '=', ordNum)
    .where('external_id', 'is', null)
    .execute();
}
