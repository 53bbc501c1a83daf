// The demo vendor's crew lines, read from the e2e database, for specs that open a details page.
import { DEMO_VENDOR_NUM } from '../apps/server/src/demo/seed-demo.ts';
import { openE2eDb } from './e2e-db.ts';

export type DemoCrewLine = { ocd_id: number; ord_num: number; crew_id: number; po_num: string };

/** The first demo crew line (by id), or the `skip`-th after it. */
export async function demoCrewLine(skip = 0): Promise<DemoCrewLine> {
  const db = openE2eDb();
  try {
    return await db
      .selectFrom('crew_details')
      .innerJoin('vendors', 'vendors.id', 'crew_details.vendor_id')
      .innerJoin('orders', 'orders.ord_num', 'crew_details.ord_num')
      .select(['crew_details.ocd_id', 'crew_details.ord_num', 'crew_details.crew_id', 'orders.po_num'])
      .where('vendors.vendor_num', '=', DEMO_VENDOR_NUM)
      .orderBy('crew_details.ocd_id')
      .offset(skip)
      .limit(1)
      .executeTakeFirstOrThrow();
  } finally {
    await db.destroy();
  }
}

export const detailsPath = (line: DemoCrewLine) =>
  `/work-order/work-order-details/${line.ocd_id}/${line.ord_num}/${line.crew_id}`;
