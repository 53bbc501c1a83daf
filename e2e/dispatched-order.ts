// A work order the company's system dispatches to the demo vendor through the provider API, as its
// README's walk-through does with curl: a client and a store of its own (at a position, in New York's
// time zone) and one Assigned crew line for the demo vendor. A spec that walks the field workflow gets
// an order no other spec (nor a retry of its own) has touched.
import {
  callUrl,
  putClientCall,
  putStoreCall,
  putWorkOrderCall,
  type PutClientBody,
  type PutStoreBody,
} from '@vp/contracts';
import { DEMO_VENDOR_EXTERNAL_ID } from '../apps/server/src/demo/seed-provider-demo.ts';
import type { DemoCrewLine } from './demo-orders.ts';
import { openE2eDb } from './e2e-db.ts';
import { demoProviderSystem, type ProviderSystem } from './provider-api.ts';

export type Position = { latitude: number; longitude: number };
export type DispatchedOrder = DemoCrewLine & { externalId: string; crewLineExternalId: string };

export const STORE_TIME_ZONE = 'America/New_York';

async function put(company: ProviderSystem, path: string, body: unknown): Promise<void> {
  const answer = await company.call('PUT', path, { body });
  if (answer.status !== 200 && answer.status !== 201)
    throw new Error(`PUT ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

/** A new order dispatched to the demo vendor, its store at `store`; its crew line as a details page opens it. */
export async function dispatchToDemoVendor(name: string, store: Position): Promise<DispatchedOrder> {
  const company = await demoProviderSystem();
  const id = `e2e-${name}-${Date.now().toString(36)}`;
  const client: PutClientBody = {
    code: id.slice(-20).toUpperCase(),
    name: 'Walkthrough Foods',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zip: '',
    phone: '',
    timeZone: STORE_TIME_ZONE,
  };
  await put(company, callUrl(putClientCall, { params: { externalId: `${id}-client` } }), client);
  const storeBody: PutStoreBody = {
    client: `${id}-client`,
    storeNumber: id.slice(-12),
    name: 'Walkthrough Foods Albany',
    address1: '1 State St',
    address2: '',
    city: 'Albany',
    state: 'NY',
    zip: '12207',
    phone: '',
    timeZone: STORE_TIME_ZONE,
    position: store,
  };
  await put(company, callUrl(putStoreCall, { params: { externalId: `${id}-store` } }), storeBody);
  await put(company, callUrl(putWorkOrderCall, { params: { externalId: id } }), {
    poNum: `PO-${id}`.slice(0, 40),
    status: 'DISPATCHED',
    client: `${id}-client`,
    store: `${id}-store`,
    vendor: DEMO_VENDOR_EXTERNAL_ID,
    category: 'HVAC',
    orderType: 'Repair',
    nte: '850.00',
    scope: '<p>The walk-in cooler is warm.</p>',
    crewLines: [
      {
        externalId: `${id}-line`,
        vendor: DEMO_VENDOR_EXTERNAL_ID,
        status: 'Assigned',
        workDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      },
    ],
  });
  const db = openE2eDb();
  try {
    const line = await db
      .selectFrom('crew_details')
      .innerJoin('orders', 'orders.ord_num', 'crew_details.ord_num')
      .select(['crew_details.ocd_id', 'crew_details.ord_num', 'crew_details.crew_id', 'orders.po_num'])
      .where('crew_details.external_id', '=', `${id}-line`)
      .executeTakeFirstOrThrow();
    return { ...line, externalId: id, crewLineExternalId: `${id}-line` };
  } finally {
    await db.destroy();
  }
}

/** A position `meters` north of `from` (a degree of latitude is 111,195 m on the mean sphere). */
export const northOf = (from: Position, meters: number): Position => ({
  latitude: from.latitude + meters / 111_195,
  longitude: from.longitude,
});
