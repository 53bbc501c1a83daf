// The only SQL of the scheduling calls. Every query is scoped by the session's vendor.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { utcIso } from '../../platform/db/utc-iso.ts';
import { assignedToUser, crewLinesWithOrders, vendorCrewLine } from '../../domain/crew-lines.repository.ts';

/** What "open for scheduling" reads (decision 022): the order's status codes that may be scheduled. */
export type OpenRule = { statusCodes: readonly string[]; maxServiceDays: number; now: Date };

/**
 * The vendor's crew lines open for scheduling, named and typed as the contract's row
 * (schedulingOrder): an open status, no visit date yet, a service range that has not ended.
 * Soonest service begin first.
 */
export function listOpenForScheduling(db: Db, vendorId: number, rule: OpenRule, assignedTo: number | null) {
  let query = crewLinesWithOrders(db)
    .select([
      'cd.ocd_id as ocdId',
      'cd.ord_num as ordNum',
      'o.po_num as poNum',
      'o.order_type as task',
      'o.order_comment as orderComment',
      utcIso('o.begin_service').as('beginService'),
      utcIso('o.service_end').as('serviceEnd'),
      'o.service_days as serviceDays',
      // numeric(12,2) as a double: exact to the cent for display (the contract says number)
      sql<number>`cd.nte::float8`.as('nte'),
      'c.code as cleintCode',
      'l.store_number as loc',
      'l.city as city',
      'l.state as state',
      'l.zip as zipCode',
      sql<string>`l.address1 || case when l.address2 <> '' then ', ' || l.address2 else '' end`.as('address'),
      'l.phone as phone',
      's.description as status',
    ])
    .where('cd.vendor_id', '=', vendorId)
    .where('cd.visit_date', 'is', null)
    .where('o.status_code', 'in', [...rule.statusCodes])
    .where('o.begin_service', 'is not', null)
    .where('o.service_end', '>=', rule.now);
  if (assignedTo !== null) query = query.where(assignedToUser(assignedTo));
  return query.orderBy('o.begin_service').orderBy('cd.ocd_id').execute();
}

/** A crew line of the vendor with what the scheduling rules read; undefined when not the vendor's. */
export function findCrewLineForScheduling(db: Db, vendorId: number, ocdId: number) {
  return vendorCrewLine(db, vendorId, ocdId)
    .innerJoin('orders as o', 'o.ord_num', 'cd.ord_num')
    .innerJoin('order_statuses as s', 's.code', 'o.status_code')
    .select([
      'cd.ocd_id as ocdId',
      'cd.ord_num as ordNum',
      'cd.visit_date as visitDate',
      'o.status_code as statusCode',
      's.description as status',
      'o.begin_service as beginService',
      'o.service_end as serviceEnd',
      'o.service_days as serviceDays',
    ])
    .executeTakeFirst();
}
export type CrewLineForScheduling = NonNullable<Awaited<ReturnType<typeof findCrewLineForScheduling>>>;

export type VisitRecord = {
  vendorId: number;
  ocdId: number;
  visitDate: Date;
  comment: string;
  userId: number;
};

/**
 * Records the visit on the crew line, only while it is still open for scheduling (checked again in
 * the same statement, so two saves at once cannot both win). Returns false when nothing changed.
 */
export async function recordVisit(db: Db, visit: VisitRecord, rule: OpenRule): Promise<boolean> {
  const result = await db
    .updateTable('crew_details as cd')
    .set({
      visit_date: visit.visitDate,
      visit_comment: visit.comment,
      visit_scheduled_by: visit.userId,
      visit_scheduled_at: rule.now,
    })
    .where('cd.vendor_id', '=', visit.vendorId)
    .where('cd.ocd_id', '=', visit.ocdId)
    .where('cd.visit_date', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('orders as o')
          .select('o.ord_num')
          .whereRef('o.ord_num', '=', 'cd.ord_num')
          .where('o.status_code', 'in', [...rule.statusCodes])
          .where('o.service_days', '<=', rule.maxServiceDays)
          .where('o.service_end', '>=', rule.now),
      ),
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
