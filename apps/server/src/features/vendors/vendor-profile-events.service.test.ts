// A profile change is one event naming the fields whose values changed (decision 049); a refused
// change, or one that changes nothing, records none.
import { expect, it } from 'vitest';
import { testDbForFile } from '../../../test/server-for-file.ts';
import { createUser, createVendor, type TestUser } from '../../../test/fixtures/index.ts';
import { eventsOf } from '../../../test/events.ts';
import type { SessionClaims } from '../../platform/identity/token-service.ts';
import { updateVendorProfile } from './vendor-profile.service.ts';

const testDb = testDbForFile();

const sessionOf = (user: TestUser): SessionClaims => ({ ...user, sessionId: 'test' });
const newUser = async () => createUser(testDb.db, (await createVendor(testDb.db, 'Acme Repairs')).vendorId);

it('records the fields that changed, by their profile names', async () => {
  const user = await newUser();
  await updateVendorProfile(testDb.db, sessionOf(user), {
    company: 'Acme Repairs',
    contactPerson: 'Dana Lee',
    phone: '(518) 555-0100',
  });
  await updateVendorProfile(testDb.db, sessionOf(user), { allowGuestIVR: 1 });
  expect(await eventsOf(testDb.db, user.vendorId)).toEqual([
    {
      type: 'vendor.profile-changed',
      vendorId: user.vendorId,
      actorKind: 'vendor-user',
      actorId: user.userId,
      subject: {},
      // the company was sent as it already was
      data: { fields: ['contactPerson', 'phone'] },
    },
    {
      type: 'vendor.profile-changed',
      vendorId: user.vendorId,
      actorKind: 'vendor-user',
      actorId: user.userId,
      subject: {},
      data: { fields: ['allowGuestIVR'] },
    },
  ]);
});

it('records nothing for a refused change or one that changes nothing', async () => {
  const user = await newUser();
  await expect(updateVendorProfile(testDb.db, sessionOf(user), { zip: 'abc' })).rejects.toMatchObject({
    code: 'bad_request',
  });
  await expect(
    updateVendorProfile(testDb.db, sessionOf(user), { state: 'NY', city: 'Nowhere At All' }),
  ).rejects.toMatchObject({ code: 'bad_request' });
  await updateVendorProfile(testDb.db, sessionOf(user), { company: 'Acme Repairs' });
  expect(await eventsOf(testDb.db, user.vendorId)).toEqual([]);
});
