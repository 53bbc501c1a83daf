// Orders for the scheduling tests, made directly in a test's own database with every value under the
// test's control: a store with a phone, an order with a service range, one crew line of the vendor.
import type { Db } from '../../platform/db/database.ts';

let counter = 0;

export type SchedulingTestOrder = {
  beginService: Date | null;
  serviceEnd: Date | null;
  serviceDays?: number;
  statusCode?: string;
  visitDate?: Date | null;
  comment?: string;
  nte?: string;
};

/** Returns the crew line's ocdId, crewId and ordNum and the order's PO number. */
export async function addSchedulingOrder(db: Db, vendorId: number, o: SchedulingTestOrder) {
  const n = ++counter;
  const client = await db
    .insertInto('clients')
    .values({ code: `SC${process.pid}-${n}`, name: `Scheduling Client ${n}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const location = await db
    .insertInto('locations')
    .values({
      client_id: client.id,
      store_number: `S${n}`,
      name: `Store S${n}`,
      address1: `${n} Main St`,
      address2: 'Suite 4',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
      phone: '5185550100',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const poNum = `SCH-${process.pid}-${n}`;
  const order = await db
    .insertInto('orders')
    .values({
      po_num: poNum,
      client_id: client.id,
      location_id: location.id,
      category: 'HVAC',
      order_type: 'Preventive Maintenance',
      priority: 'P3 - 48 Hours',
      client_po: '',
      additional_information: '',
      status_code: o.statusCode ?? 'OPEN',
      order_comment: o.comment ?? '<p>Service the rooftop units.</p>',
      begin_service: o.beginService,
      service_end: o.serviceEnd,
      service_days: o.serviceDays ?? 1,
    })
    .returning('ord_num')
    .executeTakeFirstOrThrow();
  const crewId = 8000 + n;
  const crew = await db
    .insertInto('crew_details')
    .values({
      ord_num: order.ord_num,
      crew_id: crewId,
      vendor_id: vendorId,
      status: 'Assigned',
      nte: o.nte ?? '1250.50',
      work_date: o.beginService ?? new Date(),
      visit_date: o.visitDate ?? null,
    })
    .returning('ocd_id')
    .executeTakeFirstOrThrow();
  return { ocdId: crew.ocd_id, ordNum: order.ord_num, crewId, poNum, clientCode: `SC${process.pid}-${n}` };
}

export function readVisit(db: Db, ocdId: number) {
  return db
    .selectFrom('crew_details')
    .select(['visit_date', 'visit_comment', 'visit_scheduled_by', 'visit_scheduled_at'])
    .where('ocd_id', '=', ocdId)
    .executeTakeFirstOrThrow();
}
