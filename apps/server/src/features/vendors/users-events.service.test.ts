// A user added or deleted (disabled) by the vendor's administrator is one event in the change's
// transaction (decisions 049 and 055); a refused change records none.
import { beforeAll, expect, it } from 'vitest';
import { testDbForFile } from '../../../test/server-for-file.ts';
import { byUser, claimsOf, userOfNewVendor, type TestUser } from '../../../test/fixtures/index.ts';
import { eventsOf, failCommitsWithEvents } from '../../../test/events.ts';
import { grantUserAdmin } from './grant-role.ts';
import { makeUsersService, type UsersService } from './users.service.ts';

const testDb = testDbForFile();
let users: UsersService;
beforeAll(async () => {
  users = makeUsersService({ db: testDb.db, publicUrl: 'http://127.0.0.1:1' });
});

let counter = 0;
async function newAdmin(): Promise<TestUser> {
  const user = await userOfNewVendor(testDb.db);
  await grantUserAdmin(testDb.db, user.vendorId, user.userId);
  return user;
}
const newUserInput = () => ({
  email: `events.${Date.now()}.${++counter}@vendor.test`,
  firstName: 'Dana',
  lastName: 'Reyes',
  phoneNumber: '(518) 555-0142',
  roles: [],
});

it('records user.created, and user.disabled when the user is deleted, with the admin as actor', async () => {
  const admin = await newAdmin();
  const { user } = await users.createUser(claimsOf(admin), newUserInput());
  await users.deleteUser(claimsOf(admin), user.userId);
  const event = { ...byUser(admin), data: {} };
  expect(await eventsOf(testDb.db, admin.vendorId)).toEqual([
    { ...event, type: 'user.created', subject: { userId: user.userId } },
    { ...event, type: 'user.disabled', subject: { userId: user.userId } },
  ]);
});

it('records user.created when a deleted user is added again', async () => {
  const admin = await newAdmin();
  const input = newUserInput();
  const { user } = await users.createUser(claimsOf(admin), input);
  await users.deleteUser(claimsOf(admin), user.userId);
  const again = await users.createUser(claimsOf(admin), input);
  expect(again.user.userId).toBe(user.userId);
  expect((await eventsOf(testDb.db, admin.vendorId)).map((e) => e.type)).toEqual([
    'user.created',
    'user.disabled',
    'user.created',
  ]);
});

it("records nothing for a refused change or another vendor's user", async () => {
  const admin = await newAdmin();
  const other = await newAdmin();
  const input = newUserInput();
  await users.createUser(claimsOf(admin), input);
  const before = await eventsOf(testDb.db, admin.vendorId);
  // the address is taken, the role unknown, the user another vendor's, the admin themselves
  await expect(users.createUser(claimsOf(admin), input)).rejects.toMatchObject({ code: 'conflict' });
  await expect(
    users.createUser(claimsOf(admin), { ...newUserInput(), roles: ['No Such Role'] }),
  ).rejects.toMatchObject({ code: 'bad_request' });
  await expect(users.deleteUser(claimsOf(admin), other.userId)).rejects.toMatchObject({
    code: 'not_found',
  });
  await expect(users.deleteUser(claimsOf(admin), admin.userId)).rejects.toMatchObject({
    code: 'bad_request',
  });
  expect(await eventsOf(testDb.db, admin.vendorId)).toEqual(before);
  expect(await eventsOf(testDb.db, other.vendorId)).toEqual([]);
});

it('keeps neither the user nor its event when the commit fails after the event', async () => {
  const admin = await newAdmin();
  const input = newUserInput();
  const restore = await failCommitsWithEvents(testDb.db);
  try {
    await expect(users.createUser(claimsOf(admin), input)).rejects.toThrow(/forced failure/);
  } finally {
    await restore();
  }
  const row = await testDb.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', input.email)
    .executeTakeFirst();
  expect(row).toBeUndefined();
  expect(await eventsOf(testDb.db, admin.vendorId)).toEqual([]);
});

it('records user.updated with the fields changed and the user groups held, and nothing for a save that changed nothing (issue 40)', async () => {
  const admin = await newAdmin();
  const { user } = await users.createUser(claimsOf(admin), newUserInput());
  const base = { userId: user.userId };
  await users.updateUser(claimsOf(admin), { ...base, firstName: 'Dana', lastName: 'Reyes' });
  await users.updateUser(claimsOf(admin), { ...base, firstName: 'Danielle', roles: ['Administrator'] });
  await users.updateUser(claimsOf(admin), {
    ...base,
    mobileNumber: '518 555 0199',
    roles: ['Administrator'],
  });
  const updates = (await eventsOf(testDb.db, admin.vendorId)).filter((e) => e.type === 'user.updated');
  expect(updates.map((e) => [e.subject, e.data, e.actorId])).toEqual([
    [base, { fields: ['firstName', 'roles'], roles: ['Administrator'] }, admin.userId],
    [base, { fields: ['mobileNumber'], roles: ['Administrator'] }, admin.userId],
  ]);
});

it('records user.password-reset when an administrator resets a password, in the reset’s transaction', async () => {
  const admin = await newAdmin();
  const { user } = await users.createUser(claimsOf(admin), newUserInput());
  await users.resetUserPassword(claimsOf(admin), user.userId);
  const restore = await failCommitsWithEvents(testDb.db);
  try {
    await expect(users.resetUserPassword(claimsOf(admin), user.userId)).rejects.toThrow();
  } finally {
    await restore();
  }
  const resets = (await eventsOf(testDb.db, admin.vendorId)).filter((e) => e.type === 'user.password-reset');
  expect(resets).toEqual([
    {
      type: 'user.password-reset',
      ...byUser(admin),
      subject: { userId: user.userId },
      data: {},
    },
  ]);
});
