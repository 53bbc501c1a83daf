// Fills clients, locations, account managers, orders and the vendor's crew lines. Used by the demo
// seed (a few hundred orders) and the benchmark dataset (100,000 and more), in chunks so memory stays flat.
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import {
  accountManagersCatalog,
  categories,
  clientsCatalog,
  crewStatusOfOrder,
  STARTED_ORDER_STATUSES,
  orderTypes,
  placesCatalog,
  priorities,
  scopes,
  streets,
} from './catalog.ts';
import { storeClock } from './demo-time.ts';
import type { Random } from './random.ts';

type Tx = Kysely<Database>;
const CHUNK = 2000;
const ICON_STATES = [
  { signOff: true, invoice: false },
  { signOff: false, invoice: true },
  { signOff: false, invoice: false },
  { signOff: true, invoice: true },
] as const;

export type Reference = { clientIds: number[]; locationIds: number[]; managerIds: number[] };

/** Clients, their stores and the account managers; created once, shared by every vendor's orders. */
export async function ensureReference(db: Tx, rnd: Random): Promise<Reference> {
  await db
    .insertInto('clients')
    .values(clientsCatalog.map((c) => ({ code: c.code, name: c.name })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const clients = await db.selectFrom('clients').select(['id', 'code', 'name']).orderBy('id').execute();
  if ((await db.selectFrom('locations').select('id').limit(1).execute()).length === 0) {
    const locations = clients.flatMap((client, ci) =>
      Array.from({ length: 8 }, (_, i) => {
        const place = placesCatalog[(ci * 8 + i) % placesCatalog.length]!;
        return {
          client_id: client.id,
          store_number: String(100 + ci * 50 + i),
          name: `${client.name} #${100 + ci * 50 + i}`,
          address1: `${rnd.int(10, 9999)} ${rnd.pick(streets)}`,
          address2: rnd.chance(0.2) ? `Suite ${rnd.int(1, 400)}` : '',
          city: place.city,
          state: place.state,
          zip: place.zip,
        };
      }),
    );
    await db.insertInto('locations').values(locations).execute();
  }
  if ((await db.selectFrom('account_managers').select('id').limit(1).execute()).length === 0) {
    await db.insertInto('account_managers').values(accountManagersCatalog).execute();
  }
  const [locationRows, managerRows] = await Promise.all([
    db.selectFrom('locations').select('id').orderBy('id').execute(),
    db.selectFrom('account_managers').select('id').orderBy('id').execute(),
  ]);
  return {
    clientIds: clients.map((c) => c.id),
    locationIds: locationRows.map((r) => r.id),
    managerIds: managerRows.map((r) => r.id),
  };
}

export type OrdersPlan = {
  vendorId: number;
  count: number;
  /** onsite dates spread over [today - daysBack, today + daysAhead] */
  daysBack: number;
  daysAhead: number;
  poPrefix: string;
};

export async function generateOrders(db: Tx, rnd: Random, ref: Reference, plan: OrdersPlan): Promise<number> {
  const statuses = (await db.selectFrom('order_statuses').select('code').orderBy('sort_order').execute()).map(
    (s) => s.code,
  );
  // the first orders of every plan show each status with each icon state of the grid (sign-off,
  // vendor invoice, neither, both), onsite in the last three weeks so the default search finds them
  const covering = statuses.length * ICON_STATES.length;
  const locationClient = new Map(
    (await db.selectFrom('locations').select(['id', 'client_id']).execute()).map((l) => [l.id, l.client_id]),
  );
  const now = new Date();
  const atStore = storeClock(now);
  // work not yet begun cannot have started or finished
  const notStarted = statuses.filter((s) => !STARTED_ORDER_STATUSES.includes(s));
  let made = 0;
  while (made < plan.count) {
    const size = Math.min(CHUNK, plan.count - made);
    const orders = Array.from({ length: size }, (_, i) => {
      const n = made + i;
      const locationId = rnd.pick(ref.locationIds);
      // the covering orders lie in the three weeks before today, so every status is one they may have
      const dayOffset = n < covering ? -1 - (n % 20) : rnd.int(-plan.daysBack, plan.daysAhead);
      // between 7 AM and 3 PM at the store, ending by 5 PM on the last service day
      const begin = atStore(dayOffset, rnd.int(7, 15));
      const serviceDays = rnd.chance(0.7) ? 1 : rnd.int(2, 5);
      const status =
        n < covering ? statuses[n % statuses.length]! : rnd.pick(begin < now ? statuses : notStarted);
      return {
        po_num: `${plan.poPrefix}${String(n + 1).padStart(7, '0')}`,
        client_id: locationClient.get(locationId)!,
        location_id: locationId,
        account_manager_id: rnd.pick(ref.managerIds),
        category: rnd.pick(categories),
        order_type: rnd.pick(orderTypes),
        priority: rnd.pick(priorities),
        client_po: rnd.chance(0.8) ? `CPO-${rnd.int(10000, 99999)}` : '',
        status_code: status,
        order_comment: `<p>${rnd.pick(scopes)}</p>`,
        additional_information: rnd.chance(0.5) ? '<p>Check in with the store manager on arrival.</p>' : '',
        begin_service: begin,
        service_end: atStore(dayOffset + serviceDays - 1, 17),
        service_days: serviceDays,
      };
    });
    const inserted = await db
      .insertInto('orders')
      .values(orders)
      .returning(['ord_num', 'begin_service', 'status_code'])
      .execute();
    const crews = inserted.map((o, i) => {
      const n = made + i;
      const icons = n < covering ? ICON_STATES[Math.floor(n / statuses.length)]! : null;
      const workDate = o.begin_service ?? now;
      const status = crewStatusOfOrder[o.status_code] ?? 'Assigned';
      return {
        ord_num: o.ord_num,
        crew_id: 5000 + (n % 97),
        vendor_id: plan.vendorId,
        status,
        nte: (rnd.int(15000, 500000) / 100).toFixed(2),
        work_date: workDate,
        // a crew that has been on site has a visit: at the start of the service window
        visit_date: status === 'On Site' || status === 'Completed' ? workDate : null,
        sign_off_exist: icons ? icons.signOff : rnd.chance(0.15),
        vendor_invoice_exist: icons ? icons.invoice : rnd.chance(0.2),
      };
    });
    await db.insertInto('crew_details').values(crews).execute();
    made += size;
  }
  return made;
}
