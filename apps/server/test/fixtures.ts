// Rows that tests need, made directly in the test's own database.
import { randomBytes } from 'node:crypto';
import type { Db } from '../src/platform/db/database.ts';

let counter = 0;
const unique = () => `${process.pid}${Date.now() % 100000}${++counter}`;

export type TestVendor = { vendorId: number; vendorNum: number };
export type TestUser = TestVendor & { userId: number; email: string };

export async function createVendor(db: Db, company = 'Test Vendor Co'): Promise<TestVendor> {
  const max = await db
    .selectFrom('vendors')
    .select((eb) => eb.fn.max('vendor_num').as('max'))
    .executeTakeFirst();
  const vendorNum = Math.max(Number(max?.max ?? 0), 200000) + 1;
  const row = await db
    .insertInto('vendors')
    .values({ vendor_num: vendorNum, company })
    .returning(['id', 'vendor_num'])
    .executeTakeFirstOrThrow();
  return { vendorId: row.id, vendorNum: row.vendor_num };
}

/** A user whose SRP verifier is random: these tests never sign in with a password. */
export async function createUser(db: Db, vendorId: number): Promise<TestUser> {
  const email = `user${unique()}@vendor.test`;
  const row = await db
    .insertInto('users')
    .values({
      vendor_id: vendorId,
      email,
      first_name: 'Test',
      last_name: 'User',
      srp_salt: randomBytes(16).toString('hex'),
      srp_verifier: randomBytes(64).toString('hex'),
    })
    .returning(['id', 'vendor_id'])
    .executeTakeFirstOrThrow();
  const vendor = await db
    .selectFrom('vendors')
    .select('vendor_num')
    .where('id', '=', vendorId)
    .executeTakeFirstOrThrow();
  return { userId: row.id, vendorId, vendorNum: vendor.vendor_num, email };
}
