// Portal settings of the provider API at the service (decision 054): concurrent PUTs are applied one
// after the other (each changed set is one version and one event), and a commit that fails changes
// nothing the vendor app reads.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../../../test/test-db.ts';
import { failCommitsWithEvents } from '../../../test/events.ts';
import { getProviderPortalSettings, putProviderPortalSettings } from './provider-portal-settings.service.ts';
import { getDisclaimerValues, getPortalSettings } from './start-up.service.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb({ poolMax: 8 });
});
afterAll(() => testDb.close());

const settingsEvents = () =>
  testDb.db.selectFrom('events').select('data').where('type', '=', 'settings.changed').execute();

it('applies five concurrent PUTs one after the other, each a version and an event', async () => {
  const before = await getProviderPortalSettings(testDb.db);
  const messages = Array.from({ length: 5 }, (_, i) => `Message ${i}`);
  await Promise.all(
    messages.map((portalMessage) =>
      putProviderPortalSettings(testDb.db, { portalMessage }, { expectedVersion: undefined }),
    ),
  );
  const after = await getProviderPortalSettings(testDb.db);
  expect(after.version).toBe(before.version + 5);
  expect(messages).toContain(after.portalMessage);
  expect(await settingsEvents()).toHaveLength(5);
  expect((await getDisclaimerValues(testDb.db)).portalMessage).toBe(after.portalMessage);
});

it('changes nothing the vendor app reads when the commit fails', async () => {
  const before = await getProviderPortalSettings(testDb.db);
  const vendorBefore = await getPortalSettings(testDb.db);
  const restore = await failCommitsWithEvents(testDb.db);
  try {
    await expect(
      putProviderPortalSettings(testDb.db, { portalPrefix: 'Broken' }, { expectedVersion: undefined }),
    ).rejects.toThrow();
  } finally {
    await restore();
  }
  expect(await getProviderPortalSettings(testDb.db)).toEqual(before);
  expect(await getPortalSettings(testDb.db)).toEqual(vendorBefore);
});
