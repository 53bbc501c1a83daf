// Migration 0043's fill of the staff audit rows written before they recorded their vendor (issue 38
// point 7, decision 103): a document review's, QuickPay decision's or award's row names its vendor
// only by number in its values, a vendor change by its subject, a vendor user's by `vendorId`; a row
// about no vendor keeps none.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../../../../test/test-db.ts';
import { createVendor } from '../../../../test/fixtures/index.ts';
import { fillAuditRowVendors } from './0043-console-vendor-audit.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.close());

it('fills the vendor of older audit rows from their subject or values', async () => {
  const [a, b, c] = [
    await createVendor(testDb.db),
    await createVendor(testDb.db),
    await createVendor(testDb.db),
  ];
  const row = (subjectType: string, subjectId: string, before: unknown, after: unknown) => ({
    staff_id: null,
    staff_email: 'older@staff.test',
    action: `older.${subjectType}`,
    subject_type: subjectType,
    subject_id: subjectId,
    before: before === null ? null : JSON.stringify(before),
    after: after === null ? null : JSON.stringify(after),
  });
  const inserted = await testDb.db
    .insertInto('staff_audit_log')
    .values([
      row(
        'document',
        '1',
        { status: 'pending', vendorNum: a.vendorNum },
        { status: 'approved', vendorNum: a.vendorNum },
      ),
      row('work-order', '2', { vendorNum: c.vendorNum }, { vendorNum: b.vendorNum, roundId: 1 }),
      row('vendor', String(c.vendorId), { status: 'active' }, { status: 'inactive' }),
      row('vendor-user', '3', { vendorId: b.vendorId }, null),
      row('invoice', '4', { vendorNum: 99999999 }, null),
      row('staff', '5', null, { email: 'x@staff.test' }),
    ])
    .returning('id')
    .execute();
  await fillAuditRowVendors(testDb.db as unknown as Kysely<unknown>);
  const rows = await testDb.db
    .selectFrom('staff_audit_log')
    .select(['id', 'vendor_id'])
    .where(
      'id',
      'in',
      inserted.map((r) => r.id),
    )
    .orderBy('id')
    .execute();
  expect(rows.map((r) => r.vendor_id)).toEqual([a.vendorId, b.vendorId, c.vendorId, b.vendorId, null, null]);
});
