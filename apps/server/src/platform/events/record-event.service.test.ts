// The outbox's own rules (decision 049): an event is written only inside a transaction and only in
// the catalogue's shape, it goes when its transaction rolls back, it belongs to its vendor, and a
// reader that lists only transactions older than every one in flight never sees an uncommitted id.
import { expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { testDbForFile } from '../../../test/server-for-file.ts';
import { createVendor } from '../../../test/fixtures/index.ts';
import { eventsOf } from '../../../test/events.ts';
import { recordEvent, type NewEvent } from './record-event.ts';

const testDb = testDbForFile();

const zipAdded = (vendorId: number, zipCode = '10001'): NewEvent<'vendor.zip-added'> => ({
  type: 'vendor.zip-added',
  vendorId,
  actor: { kind: 'system' },
  subject: { vendorZipId: 1 },
  data: { zipCode },
});

it('records an event in a transaction, with its vendor, actor, subject and data', async () => {
  const { vendorId } = await createVendor(testDb.db);
  await testDb.db.transaction().execute(async (tx) => {
    await recordEvent(tx, { ...zipAdded(vendorId), actor: { kind: 'staff', id: 7 } });
  });
  expect(await eventsOf(testDb.db, vendorId)).toEqual([
    {
      type: 'vendor.zip-added',
      vendorId,
      actorKind: 'staff',
      actorId: 7,
      subject: { vendorZipId: 1 },
      data: { zipCode: '10001' },
    },
  ]);
  const row = await testDb.db
    .selectFrom('events')
    .select(['event_id', 'tx_id', 'occurred_at'])
    .where('vendor_id', '=', vendorId)
    .executeTakeFirstOrThrow();
  expect(row.event_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(row.occurred_at).toBeInstanceOf(Date);
});

it('refuses an event outside a transaction, or one the catalogue does not describe', async () => {
  const { vendorId } = await createVendor(testDb.db);
  await expect(recordEvent(testDb.db, zipAdded(vendorId))).rejects.toThrow(/outside a transaction/);
  await expect(
    testDb.db.transaction().execute(async (tx) => {
      // a field the catalogue does not name (strict): never sent on
      const event = { ...zipAdded(vendorId), data: { zipCode: '10001', password: 'x' } };
      await recordEvent(tx, event as NewEvent<'vendor.zip-added'>);
    }),
  ).rejects.toThrow();
  expect(await eventsOf(testDb.db, vendorId)).toEqual([]);
});

it('goes with its transaction when the change fails after it', async () => {
  const { vendorId } = await createVendor(testDb.db);
  await expect(
    testDb.db.transaction().execute(async (tx) => {
      await tx.insertInto('vendor_zips').values({ vendor_id: vendorId, zip_code: '10001' }).execute();
      await recordEvent(tx, zipAdded(vendorId));
      throw new Error('the change failed after its event');
    }),
  ).rejects.toThrow('the change failed after its event');
  expect(await eventsOf(testDb.db, vendorId)).toEqual([]);
  const zips = await testDb.db
    .selectFrom('vendor_zips')
    .select('id')
    .where('vendor_id', '=', vendorId)
    .execute();
  expect(zips).toEqual([]);
});

it("keeps two vendors' events apart", async () => {
  const a = await createVendor(testDb.db);
  const b = await createVendor(testDb.db);
  await testDb.db.transaction().execute(async (tx) => {
    await recordEvent(tx, zipAdded(a.vendorId, '10001'));
    await recordEvent(tx, zipAdded(b.vendorId, '20001'));
    await recordEvent(tx, zipAdded(a.vendorId, '30001'));
  });
  expect((await eventsOf(testDb.db, a.vendorId)).map((e) => e.data)).toEqual([
    { zipCode: '10001' },
    { zipCode: '30001' },
  ]);
  expect((await eventsOf(testDb.db, b.vendorId)).map((e) => e.data)).toEqual([{ zipCode: '20001' }]);
});

it('hides a committed later id while an earlier id is still in flight (the cursor rule)', async () => {
  const { vendorId } = await createVendor(testDb.db);
  // what the event list will run: only events of transactions older than every one in flight
  const visible = async () =>
    (
      await sql<{ zipCode: string }>`
        select data->>'zipCode' as "zipCode" from events
         where vendor_id = ${vendorId} and tx_id < pg_snapshot_xmin(pg_current_snapshot())
         order by id`.execute(testDb.db)
    ).rows.map((r) => r.zipCode);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let written!: () => void;
  const firstWritten = new Promise<void>((resolve) => (written = resolve));
  // the first transaction takes the smaller id and stays open
  const first = testDb.db.transaction().execute(async (tx) => {
    await recordEvent(tx, zipAdded(vendorId, '10001'));
    written();
    await held;
  });
  await firstWritten;
  await testDb.db.transaction().execute(async (tx) => recordEvent(tx, zipAdded(vendorId, '20001')));
  // the second one committed with a larger id, but a cursor past it would skip the first
  expect(await visible()).toEqual([]);
  release();
  await first;
  // both once no older transaction is open: the horizon is the whole server's, so transactions of
  // other test files (other databases of the same server) may hold it back a moment
  await vi.waitFor(async () => expect(await visible()).toEqual(['10001', '20001']), {
    timeout: 15_000,
    interval: 50,
  });
});
