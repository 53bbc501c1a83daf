// The provider work orders' rules at the service (decision 051): concurrent upserts of one external
// id (work order, client, store, check-in) make one row; a vendor's own visit date survives the
// company's update; a crew line without a crew number takes its own id; the recurring services and
// IVR instructions are replaced; a failed item of a bulk call leaves nothing and its event neither;
// nothing of a work order is written when its commit fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { PutWorkOrderBody } from '@vp/contracts';
import { putWorkOrderBodySchema } from '@vp/contracts';
import { openTestDb, type TestDb } from '../../../test/test-db.ts';
import { createVendor } from '../../../test/fixtures/index.ts';
import { eventsOf, failCommitsWithEvents } from '../../../test/events.ts';
import { putCheckIn } from './provider-check-ins.service.ts';
import { putClient, putStore } from './provider-clients-stores.service.ts';
import { bulkUpsertWorkOrders } from './provider-work-orders-bulk.ts';
import { getWorkOrder, putWorkOrder } from './provider-work-orders.service.ts';

let testDb: TestDb;
let vendor: { vendorId: number; externalId: string };
let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now() % 1_000_000}-${++counter}`;
const client = unique('C');
const store = unique('S');

beforeAll(async () => {
  testDb = await openTestDb({ poolMax: 8 });
  vendor = await externalVendor('Service Vendor Co');
  await putClient(testDb.db, client, clientBody(unique('SVC'), 'Service Client'), undefined);
  await putStore(
    testDb.db,
    store,
    storeBody({ storeNumber: '1', name: 'Store 1', timeZone: 'America/New_York' }),
    undefined,
  );
});
afterAll(() => testDb.close());

/** A vendor the company names by an external id of its own. */
async function externalVendor(company: string) {
  const { vendorId } = await createVendor(testDb.db, company);
  const externalId = unique('V');
  await testDb.db
    .updateTable('vendors')
    .set({ external_id: externalId })
    .where('id', '=', vendorId)
    .execute();
  return { vendorId, externalId };
}

/** A client with a code and a name, and nothing else. */
const clientBody = (code: string, name: string) => ({
  code,
  name,
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  timeZone: null,
});

/** A store of the file's client in Albany. */
const storeBody = (store: { storeNumber: string; name: string; timeZone: string }) => ({
  client,
  ...store,
  address1: '1 Main St',
  address2: '',
  city: 'Albany',
  state: 'NY',
  zip: '12207',
  phone: '',
  position: null,
});

/** The same write five times at once (`i` tells them apart). */
const fiveAtOnce = <T>(write: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: 5 }, (_, i) => write(i)));

function body(overrides: Record<string, unknown> = {}): PutWorkOrderBody {
  return putWorkOrderBodySchema.parse({
    poNum: unique('PO'),
    status: 'OPEN',
    client,
    store,
    vendor: vendor.externalId,
    category: 'Plumbing',
    orderType: 'Repair',
    nte: '250.00',
    crewLines: [{ externalId: unique('L'), status: 'Assigned', workDate: '2026-06-01T13:00:00Z' }],
    ...overrides,
  });
}

const count = async (table: 'orders' | 'clients' | 'locations' | 'order_hours', externalId: string) =>
  (await testDb.db.selectFrom(table).select('version').where('external_id', '=', externalId).execute())
    .length;

describe('concurrent upserts of one external id', () => {
  it('make one work order, one client, one store and one check-in, each write its own version', async () => {
    const externalId = unique('WO');
    const first = body();
    // each PUT changes something (its NTE): one that changes nothing writes no version (decision 122)
    const results = await fiveAtOnce((i) =>
      putWorkOrder(
        testDb.db,
        externalId,
        { ...first, status: i % 2 ? 'OPEN' : 'DISPATCHED', nte: `${100 + i}.00` },
        undefined,
      ),
    );
    expect(await count('orders', externalId)).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(results.map((r) => r.resource.version).sort()).toEqual([1, 2, 3, 4, 5]);
    expect((await getWorkOrder(testDb.db, externalId)).crewLines).toHaveLength(1);

    const clientId = unique('C');
    await fiveAtOnce((i) => putClient(testDb.db, clientId, clientBody(clientId, `Client ${i}`), undefined));
    expect(await count('clients', clientId)).toBe(1);

    const storeId = unique('S');
    await fiveAtOnce(() =>
      putStore(
        testDb.db,
        storeId,
        storeBody({ storeNumber: storeId, name: 'Store', timeZone: 'UTC' }),
        undefined,
      ),
    );
    expect(await count('locations', storeId)).toBe(1);

    const checkInId = unique('CI');
    await fiveAtOnce(() =>
      putCheckIn(
        testDb.db,
        checkInId,
        {
          crewLine: first.crewLines[0]!.externalId,
          startAt: '2026-06-01T13:00:00Z',
          endAt: null,
          techs: 1,
          callerId: '',
          method: 'IVR',
          inputBy: '',
        },
        undefined,
      ),
    );
    expect(await count('order_hours', checkInId)).toBe(1);
  });

  it('through the bulk call too: one row per external id, even named twice in one call', async () => {
    const externalId = unique('WO');
    const item = { ...body(), externalId };
    const answers = await Promise.all([
      bulkUpsertWorkOrders(testDb.db, [item, item]),
      bulkUpsertWorkOrders(testDb.db, [item]),
    ]);
    expect(answers.map((a) => a.failed)).toEqual([0, 0]);
    expect(await count('orders', externalId)).toBe(1);
    // the same item three times: created once, the repeats change nothing and write nothing (decision 122)
    expect((await getWorkOrder(testDb.db, externalId)).version).toBe(1);
  });
});

describe('what a PUT keeps and replaces', () => {
  it("keeps the vendor's visit date, numbers a crew without a crew id, replaces recur rows and instructions", async () => {
    const externalId = unique('WO');
    const first = body({
      recurSummary: [{ recurNo: 1, year: 2026, visits: { mar: 2 } }],
      clientInstructions: '<p>Dial 1</p>',
    });
    const created = await putWorkOrder(testDb.db, externalId, first, undefined);
    const line = created.resource.crewLines[0]!;
    const ocd = await testDb.db
      .selectFrom('crew_details')
      .select(['ocd_id', 'crew_id'])
      .where('external_id', '=', first.crewLines[0]!.externalId)
      .executeTakeFirstOrThrow();
    expect(ocd.crew_id).toBe(ocd.ocd_id);
    expect(line.crewId).toBe(ocd.ocd_id);
    // the vendor schedules its visit
    await testDb.db
      .updateTable('crew_details')
      .set({ visit_date: new Date('2026-06-02T15:00:00Z') })
      .where('ocd_id', '=', ocd.ocd_id)
      .execute();
    const updated = await putWorkOrder(
      testDb.db,
      externalId,
      { ...first, recurSummary: [], clientInstructions: '', status: 'DISPATCHED' },
      1,
    );
    expect(updated.resource).toMatchObject({
      version: 2,
      status: 'DISPATCHED',
      recurSummary: [],
      clientInstructions: '',
    });
    expect(updated.resource.crewLines[0]).toMatchObject({
      crewId: ocd.ocd_id,
      visitDate: '2026-06-02T15:00:00.000Z',
    });
  });
});

describe('bulk items and events', () => {
  it('writes nothing of a failed item, not even its event, and one event per good item', async () => {
    const good = { ...body(), externalId: unique('WO') };
    const clash = { ...body({ poNum: good.poNum }), externalId: unique('WO') };
    const before = (await eventsOf(testDb.db, vendor.vendorId)).length;
    const answer = await bulkUpsertWorkOrders(testDb.db, [good, clash]);
    expect(answer.results.map((r) => r.status)).toEqual(['created', 'failed']);
    expect(answer.results[1]!.errors![0]!.message).toMatch(/poNum/);
    expect(await count('orders', clash.externalId)).toBe(0);
    const events = (await eventsOf(testDb.db, vendor.vendorId)).slice(before);
    expect(
      events.map((e) => [e.type, (e.subject as { workOrderExternalId: string }).workOrderExternalId]),
    ).toEqual([['work-order.created', good.externalId]]);
  });

  it('a bad item in a chunk statement: the chunk goes one by one, the bad items fail alone, named', async () => {
    const existing = body();
    await putWorkOrder(testDb.db, unique('WO'), existing, undefined);
    const good = [0, 1, 2].map(() => ({ ...body(), externalId: unique('WO') }));
    // neither shares a key with another item of the call, so both go into the chunk's one statement
    const poOfAnother = { ...body({ poNum: existing.poNum }), externalId: unique('WO') };
    const lineOfAnother = { ...body({ crewLines: existing.crewLines }), externalId: unique('WO') };
    const before = (await eventsOf(testDb.db, vendor.vendorId)).length;
    const answer = await bulkUpsertWorkOrders(testDb.db, [
      good[0],
      poOfAnother,
      good[1],
      lineOfAnother,
      good[2],
    ]);
    expect(answer.results.map((r) => r.status)).toEqual([
      'created',
      'failed',
      'created',
      'failed',
      'created',
    ]);
    expect(answer.results[1]!.errors![0]!.message).toMatch(/^poNum: /);
    expect(answer.results[3]!.errors![0]!.message).toMatch(/crewLines\.0\.externalId/);
    for (const bad of [poOfAnother, lineOfAnother]) expect(await count('orders', bad.externalId)).toBe(0);
    const events = (await eventsOf(testDb.db, vendor.vendorId)).slice(before);
    expect(events.map((e) => (e.subject as { workOrderExternalId: string }).workOrderExternalId)).toEqual(
      good.map((g) => g.externalId),
    );
  });

  it('a chunk statement writes what one item at a time writes: lines, instructions, recur rows, events', async () => {
    const externalId = unique('WO');
    const item = {
      ...body({
        recurSummary: [{ recurNo: 1, year: 2026, visits: { mar: 2 } }],
        clientInstructions: '<p>Dial 1</p><script>x</script>',
      }),
      externalId,
    };
    const second = { ...body(), externalId: unique('WO') };
    const created = await bulkUpsertWorkOrders(testDb.db, [item, second]);
    expect(created.results[0]).toMatchObject({ status: 'created', etag: '"1"' });
    // both in one statement, so in one transaction
    const txIds = await testDb.db
      .selectFrom('events')
      .select(sql<string>`tx_id::text`.as('tx'))
      .where(sql<string>`subject->>'workOrderExternalId'`, 'in', [externalId, second.externalId])
      .execute();
    expect(new Set(txIds.map((t) => t.tx)).size).toBe(1);
    const other = await externalVendor('Second Line Co');
    const otherId = other.externalId;
    const line = {
      externalId: unique('L'),
      vendor: otherId,
      status: 'Assigned',
      workDate: '2026-06-03T13:00:00Z',
    };
    const updated = await bulkUpsertWorkOrders(testDb.db, [
      { ...item, recurSummary: [], clientInstructions: '', crewLines: [item.crewLines[0]!, line] },
    ]);
    expect(updated.results[0]).toMatchObject({ status: 'updated', etag: '"2"' });
    const read = await getWorkOrder(testDb.db, externalId);
    expect(read).toMatchObject({ version: 2, recurSummary: [], clientInstructions: '' });
    expect(read.crewLines.map((l) => l.vendor)).toEqual([vendor.externalId, otherId]);
    const theirs = await eventsOf(testDb.db, other.vendorId);
    expect(theirs.map((e) => [e.type, (e.data as { crewLines: string[] }).crewLines])).toEqual([
      ['work-order.updated', [line.externalId]],
    ]);
  });

  it('leaves nothing of the work order when its commit fails after the event', async () => {
    const externalId = unique('WO');
    const restore = await failCommitsWithEvents(testDb.db);
    try {
      await expect(putWorkOrder(testDb.db, externalId, body(), undefined)).rejects.toThrow(/forced failure/);
    } finally {
      await restore();
    }
    expect(await count('orders', externalId)).toBe(0);
  });
});
