// Demo data of the List of Scheduling: phone numbers for every store, and orders of the demo vendor
// open for scheduling over the coming days, single-day (which can be scheduled) and multi-day (which
// the portal refuses, SPEC section 9). Their descriptions of service are HTML; one is hostile and
// must never run (the web app renders comments through DOMPurify).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import { storeClock } from './demo-time.ts';

type Tx = Kysely<Database>;

export const SCHEDULING_PO_PREFIX = 'SCH';
/** PO numbers the end-to-end tests use: a single-day order, another, a multi-day one, the hostile one. */
export const DEMO_SCHEDULING_SINGLE_DAY_PO = 'SCH0001';
export const DEMO_SCHEDULING_SECOND_SINGLE_DAY_PO = 'SCH0002';
export const DEMO_SCHEDULING_MULTI_DAY_PO = 'SCH0005';
export const DEMO_SCHEDULING_HOSTILE_PO = 'SCH0004';

type Plan = {
  /** days from today */
  startDay: number;
  serviceDays: number;
  orderType: string;
  status: 'OPEN' | 'DISPATCHED';
  comment: string;
  nte: string;
};

const plans: Plan[] = [
  {
    startDay: 2,
    serviceDays: 1,
    orderType: 'Preventive Maintenance',
    status: 'OPEN',
    comment:
      '<p>Quarterly <strong>rooftop unit</strong> service:</p><ul><li>Replace the filters</li><li>Check the belts</li></ul>',
    nte: '850.00',
  },
  {
    startDay: 3,
    serviceDays: 1,
    orderType: 'Repair',
    status: 'DISPATCHED',
    comment: '<p>Walk-in cooler not holding temperature. Call the store manager on arrival.</p>',
    nte: '1250.50',
  },
  {
    startDay: 4,
    serviceDays: 1,
    orderType: 'Inspection',
    status: 'OPEN',
    comment: '<p>Annual <em>backflow preventer</em> test; leave the tag on site.</p>',
    nte: '325.00',
  },
  {
    startDay: 5,
    serviceDays: 1,
    orderType: 'Repair',
    status: 'OPEN',
    // hostile markup as a provider's system might pass it on: shown as text, never run
    comment: '<p>Replace the door closer.</p><img src=x onerror=alert(1)><script>alert(2)</script>',
    nte: '410.00',
  },
  {
    startDay: 2,
    serviceDays: 3,
    orderType: 'Installation',
    status: 'OPEN',
    comment: '<p>Install two new <strong>exhaust fans</strong> over three days.</p>',
    nte: '4800.00',
  },
  {
    startDay: 6,
    serviceDays: 5,
    orderType: 'Project',
    status: 'DISPATCHED',
    comment: '<p>Parking lot re-striping, one section a day.</p>',
    nte: '9600.00',
  },
];

/** Gives every store a fictional phone number (555-01xx) and adds the demo vendor's scheduling orders. */
export async function seedScheduling(tx: Tx, vendorId: number): Promise<number> {
  await sql`update locations set phone = '518555' || lpad((100 + id % 100)::text, 4, '0') where phone = ''`.execute(
    tx,
  );
  const stores = await tx
    .selectFrom('locations')
    .select(['id', 'client_id'])
    .orderBy('id')
    .limit(plans.length)
    .execute();
  const atStore = storeClock();
  let n = 0;
  for (const plan of plans) {
    const store = stores[n % stores.length]!;
    n += 1;
    // 8 AM on the first day to 5 PM on the last, at the store
    const begin = atStore(plan.startDay, 8);
    const end = atStore(plan.startDay + plan.serviceDays - 1, 17);
    const order = await tx
      .insertInto('orders')
      .values({
        po_num: `${SCHEDULING_PO_PREFIX}${String(n).padStart(4, '0')}`,
        client_id: store.client_id,
        location_id: store.id,
        category: 'General Maintenance',
        order_type: plan.orderType,
        priority: 'P3 - 48 Hours',
        client_po: `CPO-S${n}`,
        status_code: plan.status,
        order_comment: plan.comment,
        additional_information: '',
        begin_service: begin,
        service_end: end,
        service_days: plan.serviceDays,
      })
      .returning('ord_num')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('crew_details')
      .values({
        ord_num: order.ord_num,
        crew_id: 6000 + n,
        vendor_id: vendorId,
        status: 'Assigned',
        nte: plan.nte,
        work_date: begin,
      })
      .execute();
  }
  return plans.length;
}
