// The one-row questions several capabilities ask before their own query (domain layer: features may
// import it): whether an order or a vendor of ours exists (the console's 404), and which of ours the
// company means by its external id (the provider API names records by those). Written once here so
// that every surface answers "no such record" from the same query.
import type { Db } from '../platform/db/database.ts';

const orderNums = (db: Db) => db.selectFrom('orders').select('ord_num');
const vendorIds = (db: Db) => db.selectFrom('vendors').select('id');

export async function orderExists(db: Db, ordNum: number): Promise<boolean> {
  return (await orderNums(db).where('ord_num', '=', ordNum).executeTakeFirst()) !== undefined;
}

/** The work order's number of the company's external id (undefined: none). */
export async function ordNumOfExternalId(db: Db, externalId: string): Promise<number | undefined> {
  return (await orderNums(db).where('external_id', '=', externalId).executeTakeFirst())?.ord_num;
}

export async function vendorExists(db: Db, vendorId: number): Promise<boolean> {
  return (await vendorIds(db).where('id', '=', vendorId).executeTakeFirst()) !== undefined;
}

/** The vendor's id of the company's external id (undefined: none). */
export async function vendorIdOfExternalId(db: Db, externalId: string): Promise<number | undefined> {
  return (await vendorIds(db).where('external_id', '=', externalId).executeTakeFirst())?.id;
}
