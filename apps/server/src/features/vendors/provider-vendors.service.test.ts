// Vendors of the provider API (decision 053), at the service: concurrent upserts of one external id
// make one row with one create and every write its own version; a write whose commit fails leaves
// neither the change nor its event; the vendor's own edits (any writer that does not bump the
// version itself) bump it once through the trigger, the provider's writes exactly once too.
import { describe, expect, it } from 'vitest';
import { putVendorBodySchema } from '@vp/contracts';
import { eventsOf, failCommitsWithEvents } from '../../../test/events.ts';
import { testDbForFile } from '../../../test/server-for-file.ts';
import { getVendor, putVendor } from './provider-vendors.service.ts';

const testDb = testDbForFile({ poolMax: 8 });

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${++counter}`;
let vendorNums = 800000 + (Date.now() % 100000);

const put = (externalId: string, body: Record<string, unknown>, expectedVersion?: number) =>
  putVendor(testDb.db, externalId, putVendorBodySchema.parse(body), { expectedVersion });

const rowsOf = (externalId: string) =>
  testDb.db.selectFrom('vendors').select(['id', 'version']).where('external_id', '=', externalId).execute();

describe('putVendor', () => {
  it('makes one row for concurrent upserts of one external id, each write its own version', async () => {
    const externalId = unique('V');
    const vendorNum = ++vendorNums;
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((fee) => put(externalId, { vendorNum, company: 'Race Co', serviceFee: fee })),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(results.map((r) => r.vendor.version).sort()).toEqual([1, 2, 3, 4, 5]);
    const rows = await rowsOf(externalId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.version).toBe(5);
    const events = await eventsOf(testDb.db, rows[0]!.id);
    expect(events.map((e) => e.type)).toEqual([
      'vendor.created',
      'vendor.updated',
      'vendor.updated',
      'vendor.updated',
      'vendor.updated',
    ]);
  });

  it('leaves neither the change nor its event when the commit fails', async () => {
    const externalId = unique('V');
    const { vendor } = await put(externalId, { vendorNum: ++vendorNums, company: 'Commit Co' });
    const restore = await failCommitsWithEvents(testDb.db);
    try {
      await expect(put(externalId, { status: 'inactive' })).rejects.toThrow(/forced failure/);
      await expect(put(unique('V'), { vendorNum: ++vendorNums, company: 'Never Co' })).rejects.toThrow(
        /forced failure/,
      );
    } finally {
      await restore();
    }
    expect(await getVendor(testDb.db, externalId)).toEqual(vendor);
    const rows = await rowsOf(externalId);
    expect((await eventsOf(testDb.db, rows[0]!.id)).map((e) => e.type)).toEqual(['vendor.created']);
  });

  it("bumps the version once for the vendor's own edit and once for a provider write", async () => {
    const externalId = unique('V');
    const { vendor } = await put(externalId, { vendorNum: ++vendorNums, company: 'Edit Co' });
    // the portal's profile update writes the row without touching the version
    await testDb.db
      .updateTable('vendors')
      .set({ fax: '5185550100' })
      .where('external_id', '=', externalId)
      .execute();
    const edited = await getVendor(testDb.db, externalId);
    expect(edited.version).toBe(2);
    expect(edited.updatedAt >= vendor.updatedAt).toBe(true);
    // saving the same values is no change
    await testDb.db
      .updateTable('vendors')
      .set({ fax: '5185550100' })
      .where('external_id', '=', externalId)
      .execute();
    expect((await getVendor(testDb.db, externalId)).version).toBe(2);
    await expect(put(externalId, { fax: '5185550111' }, 1)).rejects.toMatchObject({
      code: 'precondition_failed',
    });
    await expect(put(externalId, { fax: '5185550111' })).rejects.toMatchObject({
      code: 'precondition_required',
    });
    expect((await put(externalId, { fax: '5185550111' }, 2)).vendor.version).toBe(3);
    expect((await put(externalId, { checkCity: 'Albany' })).vendor.version).toBe(4);
    // giving a row its external id (the demo seed, an adoption by SQL) is no change of the resource
    await testDb.db
      .updateTable('vendors')
      .set({ external_id: `${externalId}-b` })
      .where('external_id', '=', externalId)
      .execute();
    expect((await getVendor(testDb.db, `${externalId}-b`)).version).toBe(4);
  });
});
