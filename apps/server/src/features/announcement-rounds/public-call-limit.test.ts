// The public announcement calls' own rate limit (per client address, counted in PostgreSQL): past the
// limit every public call answers 429 with Retry-After, even with a good link, and changes nothing.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  acceptDeclineAnnouncementCall,
  ANNOUNCEMENT_TOO_MANY_REQUESTS,
  announcementLinkAnswerCall,
  getSupplyPartnersCall,
  unsubscribeAnnouncementsCall,
} from '@vp/contracts';
import { mailingServerForFile } from '../../../test/server-for-file.ts';
import { hashLinkToken } from './link-tokens.ts';
import { addOrders, addVendor, announce, mailedLink } from '../../../test/fixtures/index.ts';

const LIMIT = 4;
const { server, inbox } = mailingServerForFile({ PUBLIC_CALLS_MAX_PER_IP: String(LIMIT) });

describe('public call rate limit', () => {
  it('answers 429 past the limit, for every public call and for good links too, and changes nothing', async () => {
    const vendor = await addVendor(server, 'limit@juliet.test');
    await announce(server, await addOrders(server, 1), [vendor.vendorNum]);
    const { token } = mailedLink(await inbox.next('limit@juliet.test'), '/thank-you');

    const guess = (n: number) =>
      server.call(acceptDeclineAnnouncementCall, {
        body: { rounddetailId: `${'A'.repeat(40)}${String(n).padStart(3, '0')}`, response: 'Accepted' },
      });
    for (let n = 0; n < LIMIT; n++) expect((await guess(n)).status).toBe(404);

    const limited = await server.call(acceptDeclineAnnouncementCall, {
      body: { rounddetailId: token, response: 'Accepted' },
    });
    expect(limited.status).toBe(429);
    expect(limited.json.error).toBe(ANNOUNCEMENT_TOO_MANY_REQUESTS);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // bodies that would fail validation are counted and refused the same way
    expect((await server.send(unsubscribeAnnouncementsCall, { body: {} })).status).toBe(429);
    const unsub = await server.call(unsubscribeAnnouncementsCall, { body: { rounddetailId: token } });
    expect(unsub.status).toBe(429);
    // the decline page's question is counted by the same limit (guessing links through it is no cheaper)
    const asked = await server.call(announcementLinkAnswerCall, { body: { rounddetailId: token } });
    expect(asked.status).toBe(429);

    const detail = await server.db
      .selectFrom('announcement_round_details')
      .select(['response'])
      .where('token_hash', '=', hashLinkToken(token))
      .executeTakeFirstOrThrow();
    expect(detail.response).toBeNull();
    expect(await server.db.selectFrom('announcement_unsubscriptions').selectAll().execute()).toEqual([]);

    // the window has passed (rows aged by hand): the good link works again
    await sql`update public_call_attempts set at = now() - interval '16 minutes'`.execute(server.db);
    const later = await server.call(acceptDeclineAnnouncementCall, {
      body: { rounddetailId: token, response: 'Accepted' },
    });
    expect(later.status).toBe(200);
  });

  it('does not limit signed-in calls', async () => {
    const me = await server.signIn();
    const res = await server.call(getSupplyPartnersCall, {}, { as: me });
    expect(res.status).toBe(200);
  });
});
