// A profile change is one event naming the fields whose values changed (decision 049); a refused
// change, or one that changes nothing, records none.
import { expect, it } from 'vitest';
import { testDbForFile } from '../../../test/server-for-file.ts';
import { byUser, claimsOf, userOfNewVendor } from '../../../test/fixtures/index.ts';
import { eventsOf } from '../../../test/events.ts';
import { updateVendorProfile } from './vendor-profile.service.ts';

const testDb = testDbForFile();

const newUser = () => userOfNewVendor(testDb.db, 'Acme Repairs');

it('records the fields that changed, by their profile names', async () => {
  const user = await newUser();
  await updateVendorProfile(testDb.db, claimsOf(user), {
    company: 'Acme Repairs',
    contactPerson: 'Dana Lee',
    phone: '(518) 555-0100',
  });
  await updateVendorProfile(testDb.db, claimsOf(user), { allowGuestIVR: 1 });
  expect(await eventsOf(testDb.db, user.vendorId)).toEqual([
    {
      type: 'vendor.profile-changed',
      ...byUser(user),
      subject: {},
      // the company was sent as it already was
      data: { fields: ['contactPerson', 'phone'] },
    },
    {
      type: 'vendor.profile-changed',
      ...byUser(user),
      subject: {},
      data: { fields: ['allowGuestIVR'] },
    },
  ]);
});

it('records nothing for a refused change or one that changes nothing', async () => {
  const user = await newUser();
  await expect(updateVendorProfile(testDb.db, claimsOf(user), { zip: 'abc' })).rejects.toMatchObject({
    code: 'bad_request',
  });
  await expect(
    updateVendorProfile(testDb.db, claimsOf(user), { state: 'NY', city: 'Nowhere At All' }),
  ).rejects.toMatchObject({ code: 'bad_request' });
  await updateVendorProfile(testDb.db, claimsOf(user), { company: 'Acme Repairs' });
  expect(await eventsOf(testDb.db, user.vendorId)).toEqual([]);
});
