// Announcement rounds of the provider API (decision 055), at the service: created by external ids with
// one queued e-mail per vendor that can get one, unsubscribed vendors skipped and named, a sent round
// that does not change (same request 200 as it is, another 409), If-Match, concurrent creates of one
// round, each vendor's answer read back, and the list by cursor and updated_since.
import { describe, expect, it } from 'vitest';
import { DECLINE_REASONS } from '@vp/contracts';
import { testDbForFile } from '../../../test/server-for-file.ts';
import { createVendor, addTestOrder } from '../../../test/fixtures/index.ts';
import { sendQueuedMail } from '../../../test/mail-queue.ts';
import { answerAnnouncement, unsubscribeFromAnnouncements } from './announcements.service.ts';
import {
  getAnnouncementRound,
  listAnnouncementRounds,
  putAnnouncementRound,
} from './provider-announcement-rounds.service.ts';

const testDb = testDbForFile();

const deps = () => ({
  db: testDb.db,
  config: { publicUrl: 'http://portal.test', announcements: { linkTtlDays: 14, maxPublicCallsPerIp: 100 } },
});
let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${++counter}`;

/** A work order with the company's external id. */
async function workOrder() {
  const order = await addTestOrder(testDb.db, (await createVendor(testDb.db)).vendorId);
  const externalId = unique('WO');
  await testDb.db
    .updateTable('orders')
    .set({ external_id: externalId })
    .where('ord_num', '=', order.ordNum)
    .execute();
  return { externalId, poNum: order.poNum };
}

/** A vendor with the company's external id and a contact address ('' for none). */
async function vendor(contact = 'dispatch') {
  const { vendorId, vendorNum } = await createVendor(testDb.db, 'Round Vendor Co');
  const externalId = unique('V');
  const email = contact ? `${contact}.${externalId.toLowerCase()}@vendor.test` : '';
  await testDb.db
    .updateTable('vendors')
    .set({ external_id: externalId, contact_email: email })
    .where('id', '=', vendorId)
    .execute();
  return { vendorId, vendorNum, externalId, email };
}

const put = (
  externalId: string,
  body: { workOrders: string[]; vendors: string[] },
  expectedVersion?: number,
) => putAnnouncementRound(deps(), externalId, body, { expectedVersion, createdBy: 'provider-api:test' });

/** The link token of the e-mail to `email`, sent through the mail queue. */
async function mailedToken(email: string): Promise<string> {
  const mail = (await sendQueuedMail(testDb.db)).find((m) => [m.to].flat().includes(email));
  if (!mail) throw new Error(`no e-mail to ${email}`);
  return /[?&]t=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
}

const roundCount = async (externalId: string) =>
  (
    await testDb.db
      .selectFrom('announcement_rounds')
      .select('id')
      .where('external_id', '=', externalId)
      .execute()
  ).length;

describe('putAnnouncementRound', () => {
  it('creates the round, queues one e-mail per vendor, skips and names an unsubscribed one', async () => {
    const [wo1, wo2] = [await workOrder(), await workOrder()];
    const [a, b, gone] = [await vendor(), await vendor(), await vendor()];
    // `gone` unsubscribed through an earlier round
    await put(unique('R'), { workOrders: [wo1.externalId], vendors: [gone.externalId] });
    await unsubscribeFromAnnouncements(testDb.db, await mailedToken(gone.email));

    const externalId = unique('R');
    const { created, round } = await put(externalId, {
      workOrders: [wo2.externalId, wo1.externalId, wo1.externalId],
      vendors: [gone.externalId, b.externalId, a.externalId],
    });
    expect(created).toBe(true);
    expect(round).toMatchObject({ externalId, version: 1 });
    expect(round.workOrders.map((w) => w.externalId).sort()).toEqual([wo1.externalId, wo2.externalId].sort());
    expect(round.vendors).toEqual([
      expect.objectContaining({
        externalId: a.externalId,
        emailed: true,
        skippedBecause: null,
        answer: 'no-answer',
      }),
      expect.objectContaining({ externalId: b.externalId, emailed: true, answer: 'no-answer' }),
      expect.objectContaining({
        externalId: gone.externalId,
        emailed: false,
        skippedBecause: 'unsubscribed',
        emailedAt: null,
        answer: 'unsubscribed',
      }),
    ]);
    expect(round.vendors[0]!.emailedAt).not.toBeNull();

    const mail = await sendQueuedMail(testDb.db);
    expect(mail.map((m) => m.to).sort()).toEqual([[a.email], [b.email]].sort());
    expect(mail[0]!.subject).toBe('New work available: 2 orders');

    const events = await testDb.db
      .selectFrom('events')
      .select(['actor_kind as actorKind', 'vendor_id as vendorId', 'subject', 'data'])
      .where('type', '=', 'announcement-round.created')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(events).toEqual([
      {
        actorKind: 'provider',
        vendorId: null,
        subject: expect.objectContaining({ roundExternalId: externalId }),
        data: { workOrders: 2, emailed: 2, skipped: 1 },
      },
    ]);
  });

  it('answers a sent round as it is for the same request, sends nothing again, and 409 for another', async () => {
    const [wo1, wo2] = [await workOrder(), await workOrder()];
    const [a, b] = [await vendor(), await vendor()];
    const externalId = unique('R');
    const first = await put(externalId, {
      workOrders: [wo1.externalId],
      vendors: [a.externalId, b.externalId],
    });
    await sendQueuedMail(testDb.db);

    const again = await put(externalId, {
      workOrders: [wo1.externalId],
      vendors: [b.externalId, a.externalId],
    });
    expect(again).toEqual({ created: false, round: first.round });
    expect(await sendQueuedMail(testDb.db)).toEqual([]);

    for (const body of [
      { workOrders: [wo1.externalId, wo2.externalId], vendors: [a.externalId, b.externalId] },
      { workOrders: [wo1.externalId], vendors: [a.externalId] },
    ]) {
      await expect(put(externalId, body)).rejects.toMatchObject({
        code: 'conflict',
        reason: 'round-already-sent',
      });
    }
    expect(await getAnnouncementRound(testDb.db, externalId)).toEqual(first.round);
    expect(await sendQueuedMail(testDb.db)).toEqual([]);
  });

  it('refuses unknown work orders or vendors, naming them, and creates nothing', async () => {
    const wo = await workOrder();
    const a = await vendor();
    const externalId = unique('R');
    await expect(
      put(externalId, { workOrders: [wo.externalId, 'NO-SUCH-WO'], vendors: [a.externalId] }),
    ).rejects.toMatchObject({
      code: 'bad_request',
      message: 'Unknown work orders (external ids): NO-SUCH-WO.',
    });
    await expect(
      put(externalId, { workOrders: [wo.externalId], vendors: ['NO-SUCH-V', a.externalId] }),
    ).rejects.toMatchObject({
      code: 'bad_request',
      message: 'Unknown vendors (external ids): NO-SUCH-V.',
    });
    expect(await roundCount(externalId)).toBe(0);
    expect(await sendQueuedMail(testDb.db)).toEqual([]);
  });

  it('takes If-Match: 412 for a round that does not exist or has moved on', async () => {
    const wo = await workOrder();
    const a = await vendor();
    const externalId = unique('R');
    const body = { workOrders: [wo.externalId], vendors: [a.externalId] };
    await expect(put(externalId, body, 1)).rejects.toMatchObject({ code: 'precondition_failed' });
    expect(await roundCount(externalId)).toBe(0);
    await put(externalId, body);
    expect((await put(externalId, body, 1)).created).toBe(false);
    await answerAnnouncement(
      testDb.db,
      { rounddetailId: await mailedToken(a.email), response: 'Accepted' },
      '127.0.0.1',
    );
    await expect(put(externalId, body, 1)).rejects.toMatchObject({ code: 'precondition_failed' });
    expect((await put(externalId, body, 2)).round.version).toBe(2);
  });

  it('makes one round and one e-mail per vendor from concurrent creates of the same round', async () => {
    const wo = await workOrder();
    const a = await vendor();
    const externalId = unique('R');
    const body = { workOrders: [wo.externalId], vendors: [a.externalId] };
    const results = await Promise.all(Array.from({ length: 8 }, () => put(externalId, body)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    for (const r of results) expect(r.round).toEqual(results[0]!.round);
    expect(await roundCount(externalId)).toBe(1);
    expect((await sendQueuedMail(testDb.db)).filter((m) => [m.to].flat().includes(a.email))).toHaveLength(1);
  });
});

describe('reading rounds back', () => {
  it("shows each vendor's latest answer and when, and every answer is a new version", async () => {
    const wo = await workOrder();
    const [a, b, c, none] = [await vendor(), await vendor(), await vendor(), await vendor('')];
    const externalId = unique('R');
    await put(externalId, {
      workOrders: [wo.externalId],
      vendors: [a.externalId, b.externalId, c.externalId, none.externalId],
    });
    const mail = await sendQueuedMail(testDb.db);
    const token = (email: string) =>
      /[?&]t=([A-Za-z0-9_-]{43})/.exec(mail.find((m) => [m.to].flat().includes(email))!.text)![1]!;
    const ip = '127.0.0.1';
    await answerAnnouncement(testDb.db, { rounddetailId: token(a.email), response: 'Accepted' }, ip);
    await answerAnnouncement(
      testDb.db,
      { rounddetailId: token(b.email), reponse: 'Declined', declinedReason: DECLINE_REASONS[1] },
      ip,
    );
    await unsubscribeFromAnnouncements(testDb.db, token(c.email));

    const round = await getAnnouncementRound(testDb.db, externalId);
    expect(round.version).toBe(4);
    expect(round.updatedAt > round.createdAt || round.updatedAt === round.createdAt).toBe(true);
    const byId = Object.fromEntries(round.vendors.map((v) => [v.externalId, v]));
    expect(byId[a.externalId]).toMatchObject({ answer: 'accepted', declinedReason: null });
    expect(byId[b.externalId]).toMatchObject({ answer: 'declined', declinedReason: DECLINE_REASONS[1] });
    expect(byId[c.externalId]).toMatchObject({ answer: 'unsubscribed', declinedReason: null });
    for (const v of [a, b, c]) expect(byId[v.externalId]!.answeredAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(byId[none.externalId]).toMatchObject({
      emailed: false,
      skippedBecause: 'no-addresses',
      answer: 'no-answer',
      answeredAt: null,
    });
  });

  it('404s an unknown round', async () => {
    await expect(getAnnouncementRound(testDb.db, 'NO-SUCH-ROUND')).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('lists rounds by id after the cursor, and only those changed since a time', async () => {
    const wo = await workOrder();
    const a = await vendor();
    const ids = [unique('R'), unique('R'), unique('R')];
    for (const id of ids) await put(id, { workOrders: [wo.externalId], vendors: [a.externalId] });
    const all = await listAnnouncementRounds(testDb.db, {
      afterId: undefined,
      updatedSince: undefined,
      limit: 1000,
    });
    const mine = all.filter((r) => ids.includes(r.round.externalId ?? ''));
    expect(mine.map((r) => r.round.externalId)).toEqual(ids);
    const after = await listAnnouncementRounds(testDb.db, {
      afterId: mine[0]!.id,
      updatedSince: undefined,
      limit: 1,
    });
    expect(after.map((r) => r.round.externalId)).toEqual([ids[1]]);

    // an answer moves the round's updated_at
    const since = new Date();
    await new Promise((r) => setTimeout(r, 10));
    const mail = await sendQueuedMail(testDb.db);
    const first = mail.find((m) => m.text.includes('t=')); // the rounds' three e-mails go to `a`
    await answerAnnouncement(
      testDb.db,
      { rounddetailId: /[?&]t=([A-Za-z0-9_-]{43})/.exec(first!.text)![1]!, response: 'Accepted' },
      '127.0.0.1',
    );
    const changed = await listAnnouncementRounds(testDb.db, {
      afterId: undefined,
      updatedSince: since,
      limit: 1000,
    });
    expect(changed).toHaveLength(1);
    expect(ids).toContain(changed[0]!.round.externalId);
  });
});
