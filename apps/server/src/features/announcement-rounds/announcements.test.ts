// Announcement rounds end to end on the server: e-mails through a real SMTP server on loopback, and
// the public calls (no session) made with the tokens of their links, over real HTTP and PostgreSQL.
// Links that do not work change nothing and all answer alike; answers are idempotent; the latest
// answer wins and the history keeps every change (decision 020); unsubscribed vendors get no mail.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_LINK_INVALID,
  DECLINE_REASONS,
  DECLINE_REASON_REQUIRED,
  acceptDeclineAnnouncementCall,
  announcementLinkAnswerCall,
  unsubscribeAnnouncementsCall,
} from '@vp/contracts';
import { mailingServerForFile } from '../../../test/server-for-file.ts';
import { hashLinkToken } from './link-tokens.ts';
import { RoundRequestError } from './announce-round.ts';
import { addOrders, addVendor, announce, mailedLink } from '../../../test/fixtures/index.ts';

const { server, inbox } = mailingServerForFile({ PUBLIC_CALLS_MAX_PER_IP: '100000' });
let poNums: string[];

beforeAll(async () => {
  poNums = await addOrders(server, 2);
});

const answer = (body: Record<string, unknown>) => server.send(acceptDeclineAnnouncementCall, { body });
const accept = (token: unknown) => answer({ rounddetailId: token, response: 'Accepted' });
const decline = (token: unknown, reason: string = DECLINE_REASONS[0]) =>
  answer({ rounddetailId: token, reponse: 'Declined', declinedReason: reason });
const acceptOnLoad = (token: unknown) =>
  answer({ rounddetailId: token, response: 'Accepted', onLinkLoad: true });
const linkAnswer = (token: unknown) =>
  server.send(announcementLinkAnswerCall, { body: { rounddetailId: token } });
const unsubscribe = (token: unknown) =>
  server.send(unsubscribeAnnouncementsCall, { body: { rounddetailId: token } });

/** Everything the public calls may change, to show that a refused call changed none of it. */
const snapshot = async () => ({
  details: await server.db
    .selectFrom('announcement_round_details')
    .select(['id', 'response', 'declined_reason', 'responded_at'])
    .orderBy('id')
    .execute(),
  history: await server.db.selectFrom('announcement_responses').selectAll().orderBy('id').execute(),
  unsubscriptions: await server.db.selectFrom('announcement_unsubscriptions').selectAll().execute(),
});

const detailOf = (token: string) =>
  server.db
    .selectFrom('announcement_round_details')
    .selectAll()
    .where('token_hash', '=', hashLinkToken(token))
    .executeTakeFirstOrThrow();
const historyOf = (detailId: number) =>
  server.db
    .selectFrom('announcement_responses')
    .select(['response', 'declined_reason'])
    .where('round_detail_id', '=', detailId)
    .orderBy('id')
    .execute();

/** A vendor announced a fresh round; its mail's token. */
async function announcedToken(address: string) {
  const vendor = await addVendor(server, address);
  await announce(server, poNums, [vendor.vendorNum]);
  const mail = await inbox.next(address);
  return { vendor, mail, token: mailedLink(mail, '/thank-you').token };
}

describe('announcement round e-mails', () => {
  it("reach each vendor's contacts through SMTP with accept, decline and unsubscribe links on the public URL", async () => {
    const a = await addVendor(server, 'dispatch@alpha.test; office@alpha.test');
    const b = await addVendor(server, 'ops@bravo.test');
    const outcome = await announce(server, poNums, [a.vendorNum, b.vendorNum]);
    expect(outcome.sent).toEqual([
      { vendorNum: a.vendorNum, to: ['dispatch@alpha.test', 'office@alpha.test'] },
      { vendorNum: b.vendorNum, to: ['ops@bravo.test'] },
    ]);
    const mailA = await inbox.next('dispatch@alpha.test');
    expect(mailA.to).toEqual(['dispatch@alpha.test', 'office@alpha.test']);
    expect(mailA.subject).toBe('New work available: 2 orders');
    for (const po of poNums) expect(mailA.text).toContain(`PO ${po}: HVAC - Repair`);
    expect(mailA.text).toContain('03/02/2026 - 03/06/2026');
    // order data is escaped in the HTML part
    expect(mailA.html).toContain('Store &lt;b&gt;');

    const links = ['/thank-you', '/decline', '/unsubscribe'].map((page) => mailedLink(mailA, page));
    for (const { url, token } of links) {
      expect(url.origin).toBe(server.config.publicUrl);
      expect([...url.searchParams.keys()]).toEqual(['t']);
      // 256 random bits, base64url
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    expect(new Set(links.map((l) => l.token)).size).toBe(1);
    const tokenB = mailedLink(await inbox.next('ops@bravo.test'), '/thank-you').token;
    expect(tokenB).not.toBe(links[0]!.token);

    // only the hash is stored, and one detail per vendor of the round
    const details = await server.db
      .selectFrom('announcement_round_details')
      .selectAll()
      .where('round_id', '=', outcome.roundId)
      .execute();
    expect(details).toHaveLength(2);
    expect(JSON.stringify(details)).not.toContain(links[0]!.token);
    expect(details.every((d) => d.emailed_at !== null)).toBe(true);
  });

  it('uses the active users of a vendor without contact e-mail, and skips one with no address', async () => {
    const withUsers = await server.signIn();
    const none = await addVendor(server, '');
    const outcome = await announce(server, poNums, [withUsers.vendorNum, none.vendorNum]);
    expect(outcome.sent).toEqual([{ vendorNum: withUsers.vendorNum, to: [withUsers.email] }]);
    expect(outcome.skipped).toEqual([{ vendorNum: none.vendorNum, reason: 'no_addresses' }]);
    await inbox.next(withUsers.email);
  });

  it('refuses unknown orders or vendors and creates nothing', async () => {
    const before = await server.db.selectFrom('announcement_rounds').select('id').execute();
    const vendor = await addVendor(server, 'x@unknown-po.test');
    await expect(announce(server, ['NO-SUCH-PO'], [vendor.vendorNum])).rejects.toThrow(RoundRequestError);
    await expect(announce(server, poNums, [999_999_999])).rejects.toThrow('Unknown vendor #: 999999999.');
    expect(await server.db.selectFrom('announcement_rounds').select('id').execute()).toEqual(before);
  });
});

describe('POST accept-decline-announcement-round-detail', () => {
  it('accepts with the token of the mailed link, without a session, once', async () => {
    const { token } = await announcedToken('accept@charlie.test');
    const first = await accept(token);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ success: true, response: 'Accepted', declinedReason: null });
    const detail = await detailOf(token);
    expect(detail.response).toBe('Accepted');

    // a repeat (the page reloaded) answers the same and changes nothing
    const again = await accept(token);
    expect(again.status).toBe(200);
    const after = await detailOf(token);
    expect(after.responded_at).toEqual(detail.responded_at);
    expect(await historyOf(detail.id)).toEqual([{ response: 'Accepted', declined_reason: null }]);
  });

  it("declines with the SPEC's 'reponse' or with 'response', with a reason", async () => {
    const one = await announcedToken('decline1@delta.test');
    const res = await decline(one.token, 'Other');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, response: 'Declined', declinedReason: 'Other' });
    expect(await detailOf(one.token)).toMatchObject({ response: 'Declined', declined_reason: 'Other' });

    const two = await announcedToken('decline2@delta.test');
    const res2 = await answer({
      rounddetailId: two.token,
      response: 'Declined',
      declinedReason: DECLINE_REASONS[2],
    });
    expect(res2.status).toBe(200);
    expect(await detailOf(two.token)).toMatchObject({
      response: 'Declined',
      declined_reason: DECLINE_REASONS[2],
    });
  });

  it('keeps the latest answer and every change: decline after accept, accept after decline', async () => {
    const { token } = await announcedToken('change@echo.test');
    expect((await accept(token)).status).toBe(200);
    expect((await decline(token, DECLINE_REASONS[1])).status).toBe(200);
    expect(await detailOf(token)).toMatchObject({
      response: 'Declined',
      declined_reason: DECLINE_REASONS[1],
    });
    // the same decline again changes nothing
    expect((await decline(token, DECLINE_REASONS[1])).status).toBe(200);
    expect((await accept(token)).status).toBe(200);
    const detail = await detailOf(token);
    expect(detail).toMatchObject({ response: 'Accepted', declined_reason: null });
    expect(await historyOf(detail.id)).toEqual([
      { response: 'Accepted', declined_reason: null },
      { response: 'Declined', declined_reason: DECLINE_REASONS[1] },
      { response: 'Accepted', declined_reason: null },
    ]);
  });

  it('refuses bad bodies with a clear 400 and changes nothing', async () => {
    const { token } = await announcedToken('bad-body@foxtrot.test');
    const before = await snapshot();
    const noReason = await answer({ rounddetailId: token, reponse: 'Declined' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error).toBe(DECLINE_REASON_REQUIRED);
    expect((await decline(token, '   ')).status).toBe(400);
    expect((await decline(token, '<script>alert(1)</script>')).status).toBe(400);
    expect((await answer({ rounddetailId: token, response: 'Maybe' })).status).toBe(400);
    expect((await answer({ rounddetailId: token })).status).toBe(400);
    expect((await answer({ rounddetailId: token, response: 'Accepted', reponse: 'Declined' })).status).toBe(
      400,
    );
    expect((await answer({ response: 'Accepted' })).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('links that do not work', () => {
  it('invalid, tampered, malformed, bare-integer and expired tokens change nothing and all answer the same 404', async () => {
    const { token } = await announcedToken('forged@golf.test');
    const expired = await announcedToken('expired@golf.test');
    await server.db
      .updateTable('announcement_round_details')
      .set({ token_expires_at: new Date(Date.now() - 60_000) })
      .where('token_hash', '=', hashLinkToken(expired.token))
      .execute();
    const detailId = (await detailOf(token)).id;
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const forged = 'A'.repeat(43);
    const bad = [
      flipped,
      forged,
      token.slice(0, 20),
      `${token}x`,
      '',
      ' ',
      detailId,
      String(detailId),
      expired.token,
    ];

    const before = await snapshot();
    const bodies = new Set<string>();
    for (const t of bad) {
      for (const res of [await accept(t), await decline(t), await unsubscribe(t)]) {
        expect(res.status).toBe(404);
        bodies.add(JSON.stringify(res.json));
      }
    }
    // one answer for every kind of bad link: it tells nothing about which
    expect([...bodies].map((b) => JSON.parse(b) as unknown)).toEqual([
      { error: ANNOUNCEMENT_LINK_INVALID, message: ANNOUNCEMENT_LINK_INVALID, statusCode: 404 },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it("a round's token answers only for its own round, never for the vendor's other rounds", async () => {
    const vendor = await addVendor(server, 'two-rounds@hotel.test');
    await announce(server, poNums, [vendor.vendorNum]);
    const first = mailedLink(await inbox.next('two-rounds@hotel.test'), '/decline').token;
    await announce(server, poNums, [vendor.vendorNum]);
    const second = mailedLink(await inbox.next('two-rounds@hotel.test'), '/decline').token;
    expect(second).not.toBe(first);

    expect((await accept(first)).status).toBe(200);
    expect((await detailOf(first)).response).toBe('Accepted');
    expect((await detailOf(second)).response).toBeNull();

    // once the first round's link has expired it cannot reach the second round either
    await server.db
      .updateTable('announcement_round_details')
      .set({ token_expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashLinkToken(first))
      .execute();
    expect((await decline(first)).status).toBe(404);
    expect((await detailOf(second)).response).toBeNull();
    expect((await detailOf(first)).response).toBe('Accepted');
  });
});

describe('POST unsub-announcement-orders', () => {
  it('unsubscribes the vendor once; it then gets no further announcement e-mails', async () => {
    const quiet = await addVendor(server, 'quiet@india.test');
    const loud = await addVendor(server, 'loud@india.test');
    await announce(server, poNums, [quiet.vendorNum]);
    const { token } = mailedLink(await inbox.next('quiet@india.test'), '/unsubscribe');

    const res = await unsubscribe(token);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    const first = await server.db
      .selectFrom('announcement_unsubscriptions')
      .selectAll()
      .where('vendor_id', '=', quiet.vendorId)
      .execute();
    expect(first).toHaveLength(1);
    expect((await unsubscribe(token)).status).toBe(200);
    expect(
      await server.db
        .selectFrom('announcement_unsubscriptions')
        .selectAll()
        .where('vendor_id', '=', quiet.vendorId)
        .execute(),
    ).toEqual(first);

    const mailsBefore = inbox.received.filter((m) => m.to.includes('quiet@india.test')).length;
    const outcome = await announce(server, poNums, [quiet.vendorNum, loud.vendorNum]);
    expect(outcome.skipped).toEqual([{ vendorNum: quiet.vendorNum, reason: 'unsubscribed' }]);
    expect(outcome.sent.map((s) => s.vendorNum)).toEqual([loud.vendorNum]);
    // the round is sent (each e-mail handed to the SMTP server) before announce returns
    await inbox.next('loud@india.test');
    expect(inbox.received.filter((m) => m.to.includes('quiet@india.test'))).toHaveLength(mailsBefore);
    const quietDetails = await server.db
      .selectFrom('announcement_round_details')
      .select('id')
      .where('vendor_id', '=', quiet.vendorId)
      .where('round_id', '=', outcome.roundId)
      .execute();
    expect(quietDetails).toEqual([]);
  });

  it('the accept page loaded again after a decline changes nothing and answers the decline (issue 38 point 3)', async () => {
    const { token } = await announcedToken('back@juliet.test');
    expect((await acceptOnLoad(token)).json).toEqual({
      success: true,
      response: 'Accepted',
      declinedReason: null,
    });
    expect((await decline(token, DECLINE_REASONS[3])).status).toBe(200);
    const before = await snapshot();
    // Back or reload on the accept page: the same on-load call again
    const again = await acceptOnLoad(token);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ success: true, response: 'Declined', declinedReason: DECLINE_REASONS[3] });
    expect(await snapshot()).toEqual(before);
    expect(await detailOf(token)).toMatchObject({
      response: 'Declined',
      declined_reason: DECLINE_REASONS[3],
    });
    // the page's "Accept instead" button sends the SPEC's call: that one changes the answer
    expect((await accept(token)).json).toEqual({ success: true, response: 'Accepted', declinedReason: null });
    expect(await detailOf(token)).toMatchObject({ response: 'Accepted' });
  });

  it("the accept link's first load records the accept even over an earlier decline", async () => {
    const { token } = await announcedToken('first-load@juliet.test');
    expect((await decline(token, DECLINE_REASONS[0])).status).toBe(200);
    expect((await acceptOnLoad(token)).json).toEqual({
      success: true,
      response: 'Accepted',
      declinedReason: null,
    });
    expect(await detailOf(token)).toMatchObject({ response: 'Accepted', declined_reason: null });
  });

  it("tells a link's current answer without changing anything, and 404 for a link that does not work", async () => {
    const { token } = await announcedToken('status@kilo.test');
    expect((await linkAnswer(token)).json).toEqual({
      response: null,
      declinedReason: null,
      unsubscribed: false,
    });
    await decline(token, DECLINE_REASONS[2]);
    await unsubscribe(token);
    const before = await snapshot();
    const read = await linkAnswer(token);
    expect(read.status).toBe(200);
    expect(read.json).toEqual({
      response: 'Declined',
      declinedReason: DECLINE_REASONS[2],
      unsubscribed: true,
    });
    expect(await snapshot()).toEqual(before);
    for (const bad of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, '1', 12, '']) {
      const refused = await linkAnswer(bad);
      expect(refused.status, String(bad)).toBe(404);
      expect(refused.json).toMatchObject({ error: ANNOUNCEMENT_LINK_INVALID });
    }
  });
});
