// The events of announcement rounds (decisions 049 and 055), each in its change's transaction: the
// round created (with its e-mails queued), and a vendor's accept, decline and unsubscribe through the
// e-mailed links. A repeated answer, a refused call or a rolled-back commit records nothing; an answer
// gives the round a new version for the provider API.
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { DECLINE_REASONS } from '@vp/contracts';
import { testDbForFile } from '../../../test/server-for-file.ts';
import { eventsOf, failCommitsWithEvents } from '../../../test/events.ts';
import { addTestOrder, createVendor } from '../../../test/fixtures/index.ts';
import { sendQueuedMail } from '../../../test/mail-queue.ts';
import { createAndSendRound } from './announce-round.ts';
import { answerAnnouncement, unsubscribeFromAnnouncements } from './announcements.service.ts';

const testDb = testDbForFile();
let poNum: string;
beforeAll(async () => {
  poNum = (await addTestOrder(testDb.db, (await createVendor(testDb.db)).vendorId)).poNum;
});

const config = {
  publicUrl: 'http://portal.test',
  announcements: { linkTtlDays: 14, maxPublicCallsPerIp: 100 },
};
let counter = 0;

/** A vendor with a contact address of its own. */
async function addVendor() {
  const { vendorId, vendorNum } = await createVendor(testDb.db);
  const email = `dispatch${++counter}.${Date.now()}@vendor.test`;
  await testDb.db.updateTable('vendors').set({ contact_email: email }).where('id', '=', vendorId).execute();
  return { vendorId, vendorNum, email };
}

/** The link token of the e-mail to `email`, sent through the mail queue. */
async function mailedToken(email: string): Promise<string> {
  const mail = (await sendQueuedMail(testDb.db)).find((m) => [m.to].flat().includes(email));
  if (!mail) throw new Error(`no e-mail to ${email}`);
  return /[?&]t=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
}

async function announced() {
  const vendor = await addVendor();
  const outcome = await createAndSendRound(
    { db: testDb.db, config },
    { poNums: [poNum], vendorNums: [vendor.vendorNum], createdBy: 'test' },
  );
  const detail = await testDb.db
    .selectFrom('announcement_round_details')
    .select('id')
    .where('round_id', '=', outcome.roundId)
    .executeTakeFirstOrThrow();
  return { ...vendor, roundId: outcome.roundId, detailId: detail.id, token: await mailedToken(vendor.email) };
}

const roundVersion = async (roundId: number) =>
  (
    await testDb.db
      .selectFrom('announcement_rounds')
      .select('version')
      .where('id', '=', roundId)
      .executeTakeFirstOrThrow()
  ).version;

const IP = '127.0.0.1';
const accept = (token: string) =>
  answerAnnouncement(testDb.db, { rounddetailId: token, response: 'Accepted' }, IP);
const decline = (token: string, reason: string) =>
  answerAnnouncement(testDb.db, { rounddetailId: token, response: 'Declined', declinedReason: reason }, IP);

it('records announcement-round.created with its counts, once per round and concerning no vendor', async () => {
  const vendor = await addVendor();
  const unsubscribed = await announced();
  await unsubscribeFromAnnouncements(testDb.db, unsubscribed.token);
  const outcome = await createAndSendRound(
    { db: testDb.db, config },
    { poNums: [poNum], vendorNums: [vendor.vendorNum, unsubscribed.vendorNum], createdBy: 'test' },
  );
  const created = await testDb.db
    .selectFrom('events')
    .select(['vendor_id as vendorId', 'actor_kind as actorKind', 'subject', 'data'])
    .where('type', '=', 'announcement-round.created')
    .where(sql<boolean>`(subject->>'roundId')::int = ${outcome.roundId}`)
    .execute();
  expect(created).toEqual([
    {
      vendorId: null,
      actorKind: 'system',
      subject: { roundId: outcome.roundId, roundExternalId: null },
      data: { workOrders: 1, emailed: 1, skipped: 1 },
    },
  ]);
  // the skipped vendor is kept with its reason
  expect(
    await testDb.db
      .selectFrom('announcement_round_skips')
      .select(['vendor_id', 'reason'])
      .where('round_id', '=', outcome.roundId)
      .execute(),
  ).toEqual([{ vendor_id: unsubscribed.vendorId, reason: 'unsubscribed' }]);
});

it('records accepted, declined with its reason and unsubscribed, each once, as the system for the vendor', async () => {
  const a = await announced();
  const subject = { roundId: a.roundId, roundExternalId: null, roundDetailId: a.detailId };
  const event = { vendorId: a.vendorId, actorKind: 'system', actorId: null, subject };
  const version = await roundVersion(a.roundId);

  await accept(a.token);
  await accept(a.token); // a page reloaded: the same answer changes nothing
  await decline(a.token, DECLINE_REASONS[0]);
  await decline(a.token, DECLINE_REASONS[1]); // another reason is a new answer
  await unsubscribeFromAnnouncements(testDb.db, a.token);
  await unsubscribeFromAnnouncements(testDb.db, a.token);

  expect(await eventsOf(testDb.db, a.vendorId)).toEqual([
    { ...event, type: 'announcement.accepted', data: {} },
    { ...event, type: 'announcement.declined', data: { reason: DECLINE_REASONS[0] } },
    { ...event, type: 'announcement.declined', data: { reason: DECLINE_REASONS[1] } },
    { ...event, type: 'announcement.unsubscribed', data: {} },
  ]);
  // each change, and only a change, is a new version of the round
  expect(await roundVersion(a.roundId)).toBe(version + 4);
});

it('records nothing for a refused answer or a link that does not work', async () => {
  const a = await announced();
  const version = await roundVersion(a.roundId);
  await expect(decline(a.token, '')).rejects.toMatchObject({ code: 'bad_request' });
  await expect(
    answerAnnouncement(testDb.db, { rounddetailId: a.token, response: 'Maybe' }, IP),
  ).rejects.toMatchObject({ code: 'bad_request' });
  const other = 'A'.repeat(43);
  await expect(accept(other)).rejects.toMatchObject({ code: 'not_found' });
  await expect(unsubscribeFromAnnouncements(testDb.db, other)).rejects.toMatchObject({ code: 'not_found' });
  expect(await eventsOf(testDb.db, a.vendorId)).toEqual([]);
  expect(await roundVersion(a.roundId)).toBe(version);
});

it('keeps neither the answer nor its event when the commit fails after the event', async () => {
  const a = await announced();
  const restore = await failCommitsWithEvents(testDb.db);
  try {
    await expect(accept(a.token)).rejects.toThrow(/forced failure/);
    await expect(unsubscribeFromAnnouncements(testDb.db, a.token)).rejects.toThrow(/forced failure/);
  } finally {
    await restore();
  }
  const detail = await testDb.db
    .selectFrom('announcement_round_details')
    .select(['response', 'responded_at'])
    .where('id', '=', a.detailId)
    .executeTakeFirstOrThrow();
  expect(detail).toEqual({ response: null, responded_at: null });
  const unsubscribed = await testDb.db
    .selectFrom('announcement_unsubscriptions')
    .select('vendor_id')
    .where('vendor_id', '=', a.vendorId)
    .execute();
  expect(unsubscribed).toEqual([]);
  expect(await eventsOf(testDb.db, a.vendorId)).toEqual([]);
});
