// A partner link opened is one event with the partner and the link (decision 049); a link the page
// does not offer records none.
import { expect, it } from 'vitest';
import { testDbForFile } from '../../../test/server-for-file.ts';
import { byUser, claimsOf, userOfNewVendor } from '../../../test/fixtures/index.ts';
import { eventsOf } from '../../../test/events.ts';
import { trackPartnerLink } from './supply-partners.service.ts';

const testDb = testDbForFile();

it('records one supply-partner.link-opened event, and none for a link the page does not offer', async () => {
  const user = await userOfNewVendor(testDb.db);
  const partner = await testDb.db
    .insertInto('supply_partners')
    .values({
      section: 'equipment',
      name: 'Events Test Supply',
      logo_file: 'events-test-supply.svg',
      logo_link_url: 'https://supply.example/events',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = claimsOf(user);
  await trackPartnerLink(testDb.db, session, 'https://supply.example/events');
  await expect(trackPartnerLink(testDb.db, session, 'https://elsewhere.example/')).rejects.toMatchObject({
    code: 'bad_request',
  });
  expect(await eventsOf(testDb.db, user.vendorId)).toEqual([
    {
      type: 'supply-partner.link-opened',
      ...byUser(user),
      subject: { partnerId: partner.id },
      data: { url: 'https://supply.example/events' },
    },
  ]);
});
