// The SQL of vendor users through the provider API (decision 053): users by the company's external
// ids, always under their vendor's external id, so that one vendor's users are never read as
// another's.
import { sql } from 'kysely';
import type { ProviderVendorUser } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { userRoleNames } from '../../domain/vendor-users/role-names.ts';
import { USER_DETAIL_COLUMNS } from './users.repository.ts';
import { inListPage, type ListPage } from '../../domain/list-page.repository.ts';

export type ProviderVendorRef = { id: number; status: string; company: string };

export function findVendorByExternalId(db: Db, externalId: string): Promise<ProviderVendorRef | undefined> {
  return db
    .selectFrom('vendors')
    .select(['id', 'status', 'company'])
    .where('external_id', '=', externalId)
    .executeTakeFirst();
}

function userQuery(db: Db) {
  return db
    .selectFrom('users as u')
    .innerJoin('vendors as v', 'v.id', 'u.vendor_id')
    .select([
      'u.id as userId',
      'u.vendor_id as vendorId',
      'u.external_id as externalId',
      'v.external_id as vendorExternalId',
      ...USER_DETAIL_COLUMNS,
      userRoleNames(),
      'u.version',
      'u.created_at as createdAt',
      'u.updated_at as updatedAt',
    ])
    .where('u.unclaimed', '=', false);
}

type Raw = Awaited<ReturnType<ReturnType<typeof userQuery>['execute']>>[number];
export type VendorUserRow = ProviderVendorUser & { vendorId: number };

function toUser(r: Raw): VendorUserRow {
  return {
    ...r,
    externalId: r.externalId ?? '',
    vendorExternalId: r.vendorExternalId ?? '',
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The user of this external id, of any vendor (the id is unique portal-wide). */
export async function findUserByExternalId(db: Db, externalId: string): Promise<VendorUserRow | undefined> {
  const row = await userQuery(db).where('u.external_id', '=', externalId).executeTakeFirst();
  return row && toUser(row);
}

export async function listVendorUserRows(db: Db, vendorId: number, page: ListPage): Promise<VendorUserRow[]> {
  const users = userQuery(db).where('u.vendor_id', '=', vendorId).where('u.external_id', 'is not', null);
  return (await inListPage(users, { id: 'u.id', updatedAt: 'u.updated_at' }, page).execute()).map(toUser);
}

export async function setUserExternalId(tx: Db, userId: number, externalId: string): Promise<void> {
  await tx.updateTable('users').set({ external_id: externalId }).where('id', '=', userId).execute();
}

export async function updateProviderUserFields(
  tx: Db,
  userId: number,
  fields: { first_name: string; last_name: string; phone_number: string; mobile_number: string | null },
): Promise<void> {
  await tx
    .updateTable('users')
    .set({ ...fields, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}
