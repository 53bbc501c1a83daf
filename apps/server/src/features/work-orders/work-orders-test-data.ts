// Work orders made directly in a test's own database, with every value under the test's control.
import type { Db } from '../../platform/db/database.ts';

export type TestPlace = { clientId: number; locationId: number; storeNumber: string };

/** The calendar day `n` days from today (UTC), as 'YYYY-MM-DD'. */
export const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A search from 30 days back to 30 days ahead, with no other filter. */
export const aroundToday = () => ({
  onsiteStartDate: day(-30),
  onsiteEndDate: day(30),
  wOStatus: '',
  locationNum: '',
  pONum: '',
});

let counter = 0;

/** A client with one store; with address2 the store's full address has a suite line. */
export async function addPlace(
  db: Db,
  options: { storeNumber: string; address2?: string; clientName?: string },
): Promise<TestPlace> {
  const n = ++counter;
  const client = await db
    .insertInto('clients')
    .values({ code: `TC${n}`, name: options.clientName ?? `Test Client ${n}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const location = await db
    .insertInto('locations')
    .values({
      client_id: client.id,
      store_number: options.storeNumber,
      name: `Store ${options.storeNumber}`,
      address1: `${n} Main St`,
      address2: options.address2 ?? '',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { clientId: client.id, locationId: location.id, storeNumber: options.storeNumber };
}

export type TestOrder = {
  poNum: string;
  workDate: Date;
  statusCode?: string;
  nte?: string;
  signOffExist?: boolean;
  vendorInvoiceExist?: boolean;
  comment?: string;
  withManager?: boolean;
};

/** An order at `place` with one crew line of the vendor; returns the crew line's ocdId and ordNum. */
export async function addOrder(db: Db, vendorId: number, place: TestPlace, o: TestOrder) {
  const manager =
    o.withManager === false
      ? null
      : await db
          .insertInto('account_managers')
          .values({ name: `Manager ${o.poNum}`, email: `am-${o.poNum.toLowerCase()}@provider.test` })
          .returning('id')
          .executeTakeFirstOrThrow();
  const order = await db
    .insertInto('orders')
    .values({
      po_num: o.poNum,
      client_id: place.clientId,
      location_id: place.locationId,
      account_manager_id: manager?.id ?? null,
      category: 'HVAC',
      order_type: 'Repair',
      priority: 'P2 - 24 Hours',
      client_po: `CPO-${o.poNum}`,
      status_code: o.statusCode ?? 'OPEN',
      order_comment: o.comment ?? '<p>Replace the filter &amp; check the belt.</p>',
      additional_information: '<p>Call ahead.</p>',
      begin_service: o.workDate,
      service_end: new Date(o.workDate.getTime() + 86_400_000),
    })
    .returning('ord_num')
    .executeTakeFirstOrThrow();
  const crew = await db
    .insertInto('crew_details')
    .values({
      ord_num: order.ord_num,
      crew_id: 7000 + counter,
      vendor_id: vendorId,
      status: 'Assigned',
      nte: o.nte ?? '1234.50',
      work_date: o.workDate,
      sign_off_exist: o.signOffExist ?? false,
      vendor_invoice_exist: o.vendorInvoiceExist ?? false,
    })
    .returning('ocd_id')
    .executeTakeFirstOrThrow();
  return { ocdId: crew.ocd_id, ordNum: order.ord_num };
}

/** Many plain orders at once (no account manager), each with one crew line of the vendor. */
export async function addManyOrders(
  db: Db,
  vendorId: number,
  place: TestPlace,
  poNums: string[],
  workDate: Date,
) {
  const orders = await db
    .insertInto('orders')
    .values(
      poNums.map((po_num) => ({
        po_num,
        client_id: place.clientId,
        location_id: place.locationId,
        category: 'HVAC',
        order_type: 'Repair',
        priority: '',
        client_po: '',
        status_code: 'OPEN',
        order_comment: '',
        additional_information: '',
      })),
    )
    .returning('ord_num')
    .execute();
  await db
    .insertInto('crew_details')
    .values(
      orders.map((o) => ({
        ord_num: o.ord_num,
        crew_id: 1,
        vendor_id: vendorId,
        status: 'Assigned',
        nte: '10.00',
        work_date: workDate,
      })),
    )
    .execute();
}
