// A large dataset for benchmarks: one vendor with as many work orders as asked (100,000 by default).
import { randomBytes } from 'node:crypto';
import type { Db } from '../platform/db/database.ts';
import { grantUserAdmin } from '../features/vendors/grant-role.ts';
import { seededRandom } from './random.ts';
import { ensureReference, generateOrders } from './generate-orders.ts';

export async function seedBenchmark(db: Db, plan: { orders: number; vendorNum: number }) {
  const email = `bench${plan.vendorNum}@benchmark.example`;
  return db.transaction().execute(async (tx) => {
    let vendor = await tx
      .selectFrom('vendors')
      .select('id')
      .where('vendor_num', '=', plan.vendorNum)
      .executeTakeFirst();
    if (!vendor) {
      vendor = await tx
        .insertInto('vendors')
        .values({ vendor_num: plan.vendorNum, company: `Benchmark Vendor ${plan.vendorNum}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      // no one signs in with a password here: benchmarks mint sessions through the token service
      const user = await tx
        .insertInto('users')
        .values({
          vendor_id: vendor.id,
          email,
          srp_salt: randomBytes(16).toString('hex'),
          srp_verifier: randomBytes(64).toString('hex'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // every call of the benchmarks is open to it (roles restrict since migration 0044)
      await grantUserAdmin(tx, vendor.id, user.id);
    }
    const rnd = seededRandom(plan.vendorNum);
    const ref = await ensureReference(tx, rnd);
    const orders = await generateOrders(tx, rnd, ref, {
      vendorId: vendor.id,
      count: plan.orders,
      daysBack: 365,
      daysAhead: 60,
      // a run-specific prefix keeps PO numbers unique when the command runs again
      poPrefix: `B${plan.vendorNum}-${Date.now().toString(36)}-`,
    });
    return { vendorNum: plan.vendorNum, orders, email };
  });
}
