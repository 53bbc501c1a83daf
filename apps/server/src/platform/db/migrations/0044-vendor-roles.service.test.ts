// Migration 0044 (issue 40 point 1, decision 110): a vendor has the four default roles from its insert,
// and the vendors and users that were here before it keep what they could do: a role of a default's
// name gains its permissions, an Administrator stays one, anyone else gets Office and Finance.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_VENDOR_ROLES } from '@vp/contracts';
import { openTestDb, type TestDb } from '../../../../test/test-db.ts';
import { createUser, createVendor } from '../../../../test/fixtures/index.ts';
import { giveExistingVendorsTheirRoles } from './0044-vendor-roles.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.close());

const rolesOf = (vendorId: number) =>
  testDb.db
    .selectFrom('roles')
    .select(['id', 'name', 'permissions'])
    .where('vendor_id', '=', vendorId)
    .orderBy('name')
    .execute();

const heldBy = async (userId: number) =>
  (
    await testDb.db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select('roles.name')
      .where('user_roles.user_id', '=', userId)
      .orderBy('roles.name')
      .execute()
  ).map((r) => r.name);

it('gives a new vendor the four default roles, as the contracts define them', async () => {
  const { vendorId } = await createVendor(testDb.db);
  expect((await rolesOf(vendorId)).map((r) => [r.name, r.permissions])).toEqual(
    [...DEFAULT_VENDOR_ROLES]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((r) => [r.name, r.permissions]),
  );
});

it('gives the vendors and users already here their roles, keeping what each could do', async () => {
  // a vendor as it stood before the migration: an Administrator granting user-admin only, a custom
  // 'technician' role without permissions, an administrator, a user with the custom role, one without
  const { vendorId } = await createVendor(testDb.db);
  await testDb.db.deleteFrom('roles').where('vendor_id', '=', vendorId).execute();
  const [admin, tech, plain] = [
    await createUser(testDb.db, vendorId, []),
    await createUser(testDb.db, vendorId, []),
    await createUser(testDb.db, vendorId, []),
  ];
  const [adminRole, techRole] = await testDb.db
    .insertInto('roles')
    .values([
      { vendor_id: vendorId, name: 'Administrator', permissions: ['user-admin'] },
      { vendor_id: vendorId, name: 'technician', permissions: [] },
    ])
    .returning('id')
    .execute();
  await testDb.db
    .insertInto('user_roles')
    .values([
      { user_id: admin!.userId, role_id: adminRole!.id, vendor_id: vendorId },
      { user_id: tech!.userId, role_id: techRole!.id, vendor_id: vendorId },
    ])
    .execute();

  await giveExistingVendorsTheirRoles(testDb.db as unknown as Kysely<unknown>);
  // and once more: a second run changes nothing
  await giveExistingVendorsTheirRoles(testDb.db as unknown as Kysely<unknown>);

  const roles = await rolesOf(vendorId);
  expect(roles.map((r) => r.name)).toEqual(['Administrator', 'Finance', 'Office', 'technician']);
  // the roles of a default's name kept their ids and holders and gained its permissions
  expect(roles[0]).toMatchObject({ id: adminRole!.id });
  expect([...roles[0]!.permissions].sort()).toEqual(
    [...DEFAULT_VENDOR_ROLES.find((r) => r.name === 'Administrator')!.permissions].sort(),
  );
  expect(roles[3]).toMatchObject({ id: techRole!.id, permissions: ['work-orders', 'work-orders:edit'] });
  expect(await heldBy(admin!.userId)).toEqual(['Administrator']);
  expect(await heldBy(tech!.userId)).toEqual(['Finance', 'Office', 'technician']);
  expect(await heldBy(plain!.userId)).toEqual(['Finance', 'Office']);
});
