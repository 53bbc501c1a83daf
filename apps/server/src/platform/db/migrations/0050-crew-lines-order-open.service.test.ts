// Migration 0050 (decision 111): a crew line's `order_open` is its order's status in OPEN_ORDER_STATUSES,
// whatever writes the order or the line, for every status there is; the dashboard's counts and the list's
// `attention=open` filter read it instead of joining the orders.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OPEN_ORDER_STATUSES } from '@vp/contracts';
import { openTestDb, type TestDb } from '../../../../test/test-db.ts';
import { createVendor } from '../../../../test/fixtures/index.ts';
import { addOrder, addPlace } from '../../../../test/fixtures/work-orders.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.close());

const openOf = async (ordNum: number) =>
  (
    await testDb.db
      .selectFrom('crew_details')
      .select('order_open')
      .where('ord_num', '=', ordNum)
      .orderBy('ocd_id')
      .execute()
  ).map((r) => r.order_open);

const statuses = async () =>
  (await testDb.db.selectFrom('order_statuses').select('code').orderBy('sort_order').execute()).map(
    (s) => s.code,
  );

it('opens a new crew line as its order is, for every order status', async () => {
  const { vendorId } = await createVendor(testDb.db);
  const place = await addPlace(testDb.db, { storeNumber: 'OO-1' });
  const codes = await statuses();
  expect(codes.length).toBeGreaterThanOrEqual(7);
  for (const [i, code] of codes.entries()) {
    const { ordNum } = await addOrder(testDb.db, vendorId, place, {
      poNum: `OO-NEW-${i}`,
      workDate: new Date(),
      statusCode: code,
    });
    expect(await openOf(ordNum), code).toEqual([(OPEN_ORDER_STATUSES as readonly string[]).includes(code)]);
  }
});

it('follows every status change of the order on each of its crew lines, and a line moved to another order', async () => {
  const { vendorId } = await createVendor(testDb.db);
  const other = await createVendor(testDb.db, 'Second crew');
  const place = await addPlace(testDb.db, { storeNumber: 'OO-2' });
  const { ordNum, ocdId } = await addOrder(testDb.db, vendorId, place, {
    poNum: 'OO-MOVE-1',
    workDate: new Date(),
  });
  await testDb.db
    .insertInto('crew_details')
    .values({
      ord_num: ordNum,
      crew_id: 1,
      vendor_id: other.vendorId,
      status: 'Assigned',
      work_date: new Date(),
    })
    .execute();
  for (const code of await statuses()) {
    await testDb.db.updateTable('orders').set({ status_code: code }).where('ord_num', '=', ordNum).execute();
    const open = (OPEN_ORDER_STATUSES as readonly string[]).includes(code);
    expect(await openOf(ordNum), code).toEqual([open, open]);
  }

  // the order is CANCELLED now: a line moved from an open order to it closes, and back opens again
  const open = await addOrder(testDb.db, vendorId, place, { poNum: 'OO-MOVE-2', workDate: new Date() });
  await testDb.db
    .updateTable('crew_details')
    .set({ ord_num: ordNum })
    .where('ocd_id', '=', open.ocdId)
    .execute();
  expect(await openOf(ordNum)).toEqual([false, false, false]);
  await testDb.db
    .updateTable('crew_details')
    .set({ ord_num: open.ordNum })
    .where('ocd_id', '=', ocdId)
    .execute();
  expect(await openOf(open.ordNum)).toEqual([true]);
});

it('leaves the crew lines alone when an order is written without a change of status', async () => {
  const { vendorId } = await createVendor(testDb.db);
  const place = await addPlace(testDb.db, { storeNumber: 'OO-3' });
  const { ordNum, ocdId } = await addOrder(testDb.db, vendorId, place, {
    poNum: 'OO-SAME-1',
    workDate: new Date(),
  });
  const xmin = () =>
    sql<{ xmin: string }>`select xmin::text from crew_details where ocd_id = ${ocdId}`.execute(testDb.db);
  const before = (await xmin()).rows[0]!.xmin;
  await testDb.db
    .updateTable('orders')
    .set({ status_code: 'OPEN', order_comment: 'changed' })
    .where('ord_num', '=', ordNum)
    .execute();
  expect((await xmin()).rows[0]!.xmin).toBe(before);
});
