// Kept search answers against real PostgreSQL (decision 071): a repeated search is answered from the
// kept answer, and every kind of change the rows show (written as any path writes it: plain SQL, which
// is what the triggers see) is in the very next answer, in the vendor's own answers and in no other
// vendor's; a change committed after the version was read but before the rows were never leaves a
// stale answer kept; housekeeping's folding keeps the versions' sums.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { searchWorkOrdersResponse } from '@vp/contracts';
import { type TestDb } from '../../../test/test-db.ts';
import { testDbForFile } from '../../../test/server-for-file.ts';
import {
  createVendor,
  addManyOrders,
  addOrder,
  addPlace,
  type TestPlace,
  aroundToday,
  day,
} from '../../../test/fixtures/index.ts';
import { busyError, createAdmission } from '../../platform/http/admission.ts';
import { compressAnswer } from '../../platform/http/compression.ts';
import { createSearchAnswers, type SearchAnswers } from './search-answers.ts';
import { searchWorkOrders } from './work-orders-search.service.ts';
import { foldSearchChanges, readSearchState } from './work-orders.repository.ts';

const testDb = testDbForFile();
let db: TestDb['db'];
let vendorId: number;
let otherVendorId: number;
let place: TestPlace;
let first: { ocdId: number; ordNum: number };
let answers: SearchAnswers;

const window = aroundToday();
const turns = () => createAdmission({ maxRunning: 4, maxWaiting: 10, busy: () => busyError('busy', 1) });

/** The vendor's answer as it goes out, and whether it came from the kept ones. */
async function search(vendor = vendorId, filters = window) {
  const before = answers.stats().hits;
  const answer = await searchWorkOrders(db, vendor, filters, turns(), answers);
  if (typeof answer !== 'object' || !('json' in answer)) throw new Error('expected a kept answer');
  const rows = searchWorkOrdersResponse.parse(JSON.parse(answer.json())).vendors;
  return { rows, kept: answers.stats().hits > before, answer };
}
const rowOf = (rows: Awaited<ReturnType<typeof search>>['rows'], ocdId = first.ocdId) =>
  rows.find((row) => row.ocdId === ocdId);

beforeAll(async () => {
  db = testDb.db;
  ({ vendorId } = await createVendor(db, 'Kept Answers Co'));
  ({ vendorId: otherVendorId } = await createVendor(db, 'Other Answers Co'));
  place = await addPlace(db, { storeNumber: '8801' });
  first = await addOrder(db, vendorId, place, {
    poNum: 'PO-KEPT-1',
    workDate: new Date(`${day(-1)}T10:00:00Z`),
  });
  // enough rows that the answer is worth keeping (over 1 KB)
  const poNums = Array.from({ length: 20 }, (_, i) => `PO-KEPT-MANY-${i}`);
  await addManyOrders(db, vendorId, place, poNums, new Date(`${day(-2)}T10:00:00Z`));
  await addManyOrders(
    db,
    otherVendorId,
    place,
    ['PO-OTHER-1', ...poNums.map((_, i) => `PO-OTHER-MANY-${i}`)],
    new Date(`${day(-2)}T10:00:00Z`),
  );
  answers = createSearchAnswers(1024 * 1024);
});

describe('kept search answers', () => {
  it('answers a repeated search from the kept answer, in every encoding the same text', async () => {
    const once = await search();
    expect(once.kept).toBe(false);
    expect(once.rows).toHaveLength(21);
    const again = await search();
    expect(again.kept).toBe(true);
    expect(again.rows).toEqual(once.rows);
    const json = again.answer.json();
    expect(zstdDecompressSync(again.answer.encoded('zstd')).toString()).toBe(json);
    expect(brotliDecompressSync(again.answer.encoded('br')).toString()).toBe(json);
    expect(gunzipSync(again.answer.encoded('gzip')).toString()).toBe(json);
    // other filters are other answers
    expect((await search(vendorId, { ...window, pONum: 'PO-KEPT-MANY' })).rows).toHaveLength(20);
  });

  it("keeps each vendor's answers apart", async () => {
    const mine = await search();
    const theirs = await search(otherVendorId);
    expect(theirs.rows.map((r) => r.poNum)).toContain('PO-OTHER-1');
    expect(theirs.rows.some((r) => r.poNum.startsWith('PO-KEPT'))).toBe(false);
    expect(mine.rows.some((r) => r.poNum === 'PO-OTHER-1')).toBe(false);
    expect((await search(otherVendorId)).kept).toBe(true);
  });

  // each change as any writer makes it; the next answer shows it, and a write for this vendor
  // leaves the other vendor's kept answer in use
  const changes: [
    string,
    () => Promise<unknown>,
    (rows: Awaited<ReturnType<typeof search>>['rows']) => void,
  ][] = [
    [
      'a crew line flag (a sign-off uploaded)',
      () =>
        db
          .updateTable('crew_details')
          .set({ sign_off_exist: true })
          .where('ocd_id', '=', first.ocdId)
          .execute(),
      (rows) => expect(rowOf(rows)?.signOffExist).toBe(true),
    ],
    [
      "the order's PO number",
      () =>
        db.updateTable('orders').set({ po_num: 'PO-KEPT-1B' }).where('ord_num', '=', first.ordNum).execute(),
      (rows) => expect(rowOf(rows)?.poNum).toBe('PO-KEPT-1B'),
    ],
    [
      "the store's city",
      () => db.updateTable('locations').set({ city: 'Troy' }).where('id', '=', place.locationId).execute(),
      (rows) => expect(rowOf(rows)?.city).toBe('Troy'),
    ],
    [
      "the client's code",
      () => db.updateTable('clients').set({ code: 'KEPT' }).where('id', '=', place.clientId).execute(),
      (rows) => expect(rowOf(rows)?.clientCode).toBe('KEPT'),
    ],
    [
      "the account manager's name",
      () =>
        sql`update account_managers set name = 'Renamed Manager'
            where id = (select account_manager_id from orders where ord_num = ${first.ordNum})`.execute(db),
      (rows) => expect(rowOf(rows)?.acManagerName).toBe('Renamed Manager'),
    ],
    [
      "a status's description",
      () => sql`update order_statuses set description = 'Open (kept)' where code = 'OPEN'`.execute(db),
      (rows) => expect(rowOf(rows)?.orderStatus).toBe('Open (kept)'),
    ],
    [
      'a new crew line',
      () =>
        addOrder(db, vendorId, place, { poNum: 'PO-KEPT-NEW', workDate: new Date(`${day(-3)}T10:00:00Z`) }),
      (rows) => expect(rows.map((r) => r.poNum)).toContain('PO-KEPT-NEW'),
    ],
  ];
  for (const [what, change, check] of changes) {
    it(`shows ${what} in the next answer`, async () => {
      expect((await search()).kept).toBe(true);
      await search(otherVendorId);
      const otherVersion = (await readSearchState(db, otherVendorId)).version;
      await change();
      const next = await search();
      expect(next.kept).toBe(false);
      check(next.rows);
      expect((await search()).kept).toBe(true);
      // a change for this vendor alone leaves the other's version (and kept answer) as they were
      if ((await readSearchState(db, otherVendorId)).version === otherVersion) {
        expect((await search(otherVendorId)).kept).toBe(true);
      }
    });
  }

  it("moves a reassigned crew line out of one vendor's answer and into the other's", async () => {
    await search();
    await search(otherVendorId);
    await db
      .updateTable('crew_details')
      .set({ vendor_id: otherVendorId })
      .where('ocd_id', '=', first.ocdId)
      .execute();
    expect(rowOf((await search()).rows)).toBeUndefined();
    expect(rowOf((await search(otherVendorId)).rows)?.ocdId).toBe(first.ocdId);
    await db
      .updateTable('crew_details')
      .set({ vendor_id: vendorId })
      .where('ocd_id', '=', first.ocdId)
      .execute();
    expect(rowOf((await search()).rows)?.ocdId).toBe(first.ocdId);
    expect(rowOf((await search(otherVendorId)).rows)).toBeUndefined();
  });

  it('never keeps rows older than a change committed before the next search', async () => {
    await search();
    await db.updateTable('crew_details').set({ nte: '97.00' }).where('ocd_id', '=', first.ocdId).execute();
    // a change in a transaction still open while a search reads its version and rows
    const during = await db.connection().execute(async (conn) => {
      await sql`begin`.execute(conn);
      await conn
        .updateTable('crew_details')
        .set({ nte: '99.00' })
        .where('ocd_id', '=', first.ocdId)
        .execute();
      const seen = await search();
      await sql`commit`.execute(conn);
      return seen;
    });
    // that search read the rows before the commit, and kept them at the version it read
    expect(during.kept).toBe(false);
    expect(rowOf(during.rows)?.nte).toBe(97);
    const after = await search();
    expect(after.kept).toBe(false);
    expect(rowOf(after.rows)?.nte).toBe(99);
  });

  it('folds the change rows in housekeeping with every version kept as it was', async () => {
    const before = await readSearchState(db, vendorId);
    const rows = () =>
      db.selectFrom('search_changes').select('vendor_id').where('vendor_id', '=', vendorId).execute();
    expect((await rows()).length).toBeGreaterThan(1);
    expect(await foldSearchChanges(db)).toBeGreaterThan(0);
    expect(await rows()).toHaveLength(1);
    const after = await readSearchState(db, vendorId);
    // the same sum; only the highest id moved (one more search reads the rows again)
    expect(after.version.split(':')[0]).toBe(before.version.split(':')[0]);
    expect(await foldSearchChanges(db)).toBe(0);
    // a change after folding still counts
    await db.updateTable('crew_details').set({ nte: '98.00' }).where('ocd_id', '=', first.ocdId).execute();
    expect(Number((await readSearchState(db, vendorId)).version.split(':')[0])).toBeGreaterThan(
      Number(after.version.split(':')[0]),
    );
  });

  it('drops the least recently used answers past its size', async () => {
    const json = (n: number) =>
      JSON.stringify({
        vendors: Array.from({ length: 60 }, (_, i) => ({ n, i, x: (i * 7919 + n * 104_729) % 1_000_003 })),
      });
    const one = compressAnswer('zstd', json(1)).length;
    // room for two answers, not three
    const small = createSearchAnswers(Math.floor(one * 2.5));
    expect(small.keep('a', 'v1', json(1))).not.toBeNull();
    expect(small.keep('b', 'v1', json(2))).not.toBeNull();
    expect(small.get('a', 'v1')).toBeDefined();
    small.keep('c', 'v1', json(3));
    expect(small.stats().bytes).toBeLessThanOrEqual(Math.floor(one * 2.5));
    expect(small.stats().answers).toBe(2);
    // 'b' was the least recently used
    expect(small.get('b', 'v1')).toBeUndefined();
    expect(small.get('a', 'v2')).toBeUndefined();
    // SEARCH_ANSWERS_MB=0: the answer is sent, nothing is kept
    const none = createSearchAnswers(0);
    expect(none.keep('a', 'v1', json(1))?.json()).toBe(json(1));
    expect(none.stats()).toMatchObject({ answers: 0, bytes: 0 });
    expect(none.get('a', 'v1')).toBeUndefined();
    // too small to be worth keeping: sent as it is
    expect(small.keep('d', 'v1', '{"vendors":[]}')).toBeNull();
  });
});
