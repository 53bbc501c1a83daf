// The SQL of roles (user groups). Every query names the vendor, so a role of another vendor is
// simply not found. Names compare without regard to case, as the unique index does.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Role } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';

/** The unique index of role names within a vendor (migration 0004). */
export const ROLE_NAME_INDEX = 'roles_vendor_name_key';

const byName = (name: string): Expression<SqlBool> => sql<SqlBool>`lower(name) = ${name.toLowerCase()}`;

function roles(db: Db, vendorId: number) {
  return db
    .selectFrom('roles')
    .select(['id as roleId', 'name as roleName', 'description', 'permissions', 'version'])
    .where('vendor_id', '=', vendorId);
}

export function listRoles(db: Db, vendorId: number): Promise<Role[]> {
  return roles(db, vendorId)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

export function findRoleById(db: Db, vendorId: number, roleId: number): Promise<Role | undefined> {
  return roles(db, vendorId).where('id', '=', roleId).executeTakeFirst();
}

export function findRoleByName(db: Db, vendorId: number, name: string): Promise<Role | undefined> {
  return roles(db, vendorId).where(byName(name)).executeTakeFirst();
}

/** The vendor's roles among `names` (compared without regard to case). */
export async function findRolesByNames(db: Db, vendorId: number, names: string[]) {
  if (names.length === 0) return [];
  return db
    .selectFrom('roles')
    .select(['id', 'name'])
    .where('vendor_id', '=', vendorId)
    .where(sql<SqlBool>`lower(name) = any(${names.map((n) => n.toLowerCase())}::text[])`)
    .execute();
}

export type RoleValues = { name: string; description: string; permissions: string[] };

export async function insertRole(db: Db, vendorId: number, values: RoleValues): Promise<number> {
  const row = await db
    .insertInto('roles')
    .values({ vendor_id: vendorId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRole(db: Db, vendorId: number, roleId: number, values: Partial<RoleValues>) {
  if (Object.keys(values).length === 0) return;
  await db
    .updateTable('roles')
    .set(values)
    .where('id', '=', roleId)
    .where('vendor_id', '=', vendorId)
    .execute();
}
