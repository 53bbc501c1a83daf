// An announcement link's token never lands in the server's logs: not when the page of the link is
// opened (its URL is logged with the token cut out) and not when the public calls are made with it.
import { describe, expect, it } from 'vitest';
import { acceptDeclineAnnouncementCall, unsubscribeAnnouncementsCall } from '@vp/contracts';
import { addOrders, addVendor, announce, mailedLink } from './fixtures/index.ts';
import { loggedServerForFile } from './logged-server.ts';

const logged = loggedServerForFile();

describe('announcement link tokens in the logs', () => {
  it('are cut out of logged page URLs and never logged from the calls', async () => {
    const { server, inbox, lines } = logged;
    const vendor = await addVendor(server, 'hygiene@kilo.test');
    await announce(server, await addOrders(server, 1), [vendor.vendorNum]);
    const mail = await inbox.next('hygiene@kilo.test');
    const pages = ['/thank-you', '/decline', '/unsubscribe'].map((page) => mailedLink(mail, page));
    const { token } = pages[0]!;
    // the browser opens each page of the mail
    for (const { url } of pages) await fetch(url);
    await server.call(acceptDeclineAnnouncementCall, {
      body: { rounddetailId: token, response: 'Accepted' },
    });
    await server.call(unsubscribeAnnouncementsCall, { body: { rounddetailId: token } });

    const log = lines.join('');
    expect(log).toContain('/thank-you?t=[redacted]');
    expect(log).toContain('/unsubscribe?t=[redacted]');
    expect(log).not.toContain(token);
  });
});
