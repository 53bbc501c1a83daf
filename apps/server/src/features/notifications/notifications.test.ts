// Notifications by e-mail (issue 41 point 7, decision 118) over real HTTP, PostgreSQL and SMTP on
// loopback: the settings page's calls (defaults by permission, a save, a double save, bad input, the
// session's own user only), the consumer (immediate, digest, off; once when run twice or at once; a
// technician's assigned orders only), the digest on a fixed clock (once a day, at the user's time in
// their zone), and the one-click unsubscribe of RFC 8058: the headers on every notification and on no
// password mail, the POST without a cookie, the GET's page, a tampered link refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignCrewLinesCall,
  postOrderMessageCall,
  staffPostOrderMessageCall,
  forgotUserPasswordCall,
  getNotificationSettingsCall,
  notificationSettingsSchema,
  saveNotificationSettingsCall,
  type EventType,
  type NotificationKind,
} from '@vp/contracts';
import { startTestServer, api, type TestServer } from '../../../test/harness.ts';
import { staffSession } from '../../../test/staff-client.ts';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../../../test/smtp-inbox.ts';
import { mailQueueDrained } from '../../../test/mail-queue.ts';
import {
  addInvoice,
  addTestOrder,
  signInUser,
  type SignedIn,
  type TestOrder,
} from '../../../test/fixtures/index.ts';
import { recordEvent, type NewEvent } from '../../platform/events/record-event.ts';
import { consumeNotificationEvents } from './notification-consumer.ts';
import { runNotificationDigests } from './notification-digest.ts';
import { eventsAfterCursor } from './notification-consumer.repository.ts';

let inbox: SmtpInbox;
let server: TestServer;
let office: SignedIn;
let finance: SignedIn;
let technician: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({ env: { SMTP_URL: inbox.url } });
  office = await signInUser(server, { roles: ['Office'] });
  finance = await signInUser(server, { vendorId: office.vendorId, roles: ['Finance'] });
  technician = await signInUser(server, { vendorId: office.vendorId, roles: ['Technician'] });
  stranger = await signInUser(server, { roles: ['Office'] });
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

const settingsOf = async (as: SignedIn) => {
  const res = await server.call(getNotificationSettingsCall, {}, { as });
  expect(res.status, res.text).toBe(200);
  return notificationSettingsSchema.parse(res.json);
};
const save = (
  as: SignedIn,
  kinds: Partial<Record<NotificationKind, 'immediate' | 'digest' | 'off'>>,
  more: { digestTime?: string; timeZone?: string } = {},
) =>
  server.call(
    saveNotificationSettingsCall,
    { body: { digestTime: more.digestTime ?? '08:00', timeZone: more.timeZone ?? 'UTC', kinds } },
    { as },
  );

/** A work-order event of the company for the vendor, committed, then the consumer run once. */
async function companyEvent<T extends EventType>(event: Omit<NewEvent<T>, 'actor'>): Promise<void> {
  await server.db
    .transaction()
    .execute((tx) => recordEvent(tx, { ...event, actor: { kind: 'provider', id: null } }));
}
const updated = (line: TestOrder, status: 'CANCELLED' | 'DISPATCHED', vendorId = office.vendorId) =>
  companyEvent({
    type: 'work-order.updated',
    vendorId,
    subject: { ordNum: line.ordNum, workOrderExternalId: null },
    data: { version: 2, poNum: line.poNum, status, crewLines: [] },
  });
const created = (line: TestOrder, vendorId = office.vendorId) =>
  companyEvent({
    type: 'work-order.created',
    vendorId,
    subject: { ordNum: line.ordNum, workOrderExternalId: null },
    data: { version: 1, poNum: line.poNum, status: 'DISPATCHED', crewLines: [] },
  });

/**
 * Runs the consumer until its cursor is past every event (the server's own consumer may be running
 * beside it; an event can be held back a moment by a transaction in flight elsewhere in the cluster).
 */
async function consumeAll(): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await consumeNotificationEvents(server.db, server.url);
    if (!(await eventsAfterCursor(server.db))) return;
    if (Date.now() > deadline) throw new Error('the notification consumer did not catch up in 15 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const mailsTo = async (user: SignedIn, about: string): Promise<ReceivedMail[]> => {
  await mailQueueDrained(server.db);
  return inbox.received.filter((m) => m.to.includes(user.email) && m.subject.includes(about));
};
const digestLines = (user: SignedIn) =>
  server.db.selectFrom('notification_digest_items').selectAll().where('user_id', '=', user.userId).execute();

describe('the settings', () => {
  it('lists the kinds each user can receive with the defaults', async () => {
    const mine = await settingsOf(office);
    expect(mine.digestTime).toBe('08:00');
    expect(mine.timeZone).toBe('America/New_York');
    expect(mine.kinds.map((k) => [k.kind, k.delivery])).toEqual([
      ['dispatched', 'immediate'],
      ['changed', 'digest'],
      ['cancelled', 'immediate'],
      ['company-message', 'immediate'],
      ['document-rejected', 'digest'],
    ]);
    // only a user who sees invoices hears that one is paid
    expect((await settingsOf(finance)).kinds.map((k) => k.kind)).toContain('invoice-paid');
    expect((await settingsOf(technician)).kinds.map((k) => k.kind)).not.toContain('invoice-paid');
    // a user without 'work-orders' gets no work-order kind
    const none = await signInUser(server, { vendorId: office.vendorId, roles: [] });
    expect((await settingsOf(none)).kinds).toEqual([]);
  });

  it('saves, and the same save twice answers the same and changes nothing more', async () => {
    const user = await signInUser(server, { vendorId: office.vendorId, roles: ['Office'] });
    const first = await save(
      user,
      { changed: 'immediate', cancelled: 'off' },
      { digestTime: '17:30', timeZone: 'Europe/Paris' },
    );
    expect(first.status, first.text).toBe(200);
    const second = await save(
      user,
      { changed: 'immediate', cancelled: 'off' },
      { digestTime: '17:30', timeZone: 'Europe/Paris' },
    );
    expect(second.json).toEqual(first.json);
    const now = await settingsOf(user);
    expect(now).toMatchObject({ digestTime: '17:30', timeZone: 'Europe/Paris' });
    expect(now.kinds.find((k) => k.kind === 'changed')?.delivery).toBe('immediate');
    expect(now.kinds.find((k) => k.kind === 'cancelled')?.delivery).toBe('off');
    // a kind the user cannot receive is not stored
    await save(user, { 'invoice-paid': 'off' });
    const rows = await server.db
      .selectFrom('notification_preferences')
      .select('kind')
      .where('user_id', '=', user.userId)
      .execute();
    expect(rows.map((r) => r.kind)).not.toContain('invoice-paid');
  });

  it('refuses a bad time, zone or delivery with 400 and changes nothing', async () => {
    const user = await signInUser(server, { vendorId: office.vendorId, roles: ['Office'] });
    const before = await settingsOf(user);
    for (const body of [
      { digestTime: '25:00', timeZone: 'UTC', kinds: {} },
      { digestTime: '08:00', timeZone: 'Mars/Olympus', kinds: {} },
      { digestTime: '08:00', timeZone: 'UTC', kinds: { dispatched: 'weekly' } },
      { digestTime: '08:00', timeZone: 'UTC', kinds: { nonsense: 'off' } },
      { digestTime: '08:00\u0000', timeZone: 'UTC', kinds: {} },
    ]) {
      const res = await server.send(saveNotificationSettingsCall, { body }, { as: user });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await settingsOf(user)).toEqual(before);
  });

  it('answers 401 without a session, and a user changes only their own settings', async () => {
    expect((await api(server, getNotificationSettingsCall.path)).status).toBe(401);
    const put = await api(server, saveNotificationSettingsCall.path, {
      method: 'PUT',
      body: { digestTime: '08:00', timeZone: 'UTC', kinds: {} },
    });
    expect(put.status).toBe(401);
    const before = await settingsOf(office);
    await save(stranger, { dispatched: 'off', changed: 'off' }, { digestTime: '06:00' });
    expect(await settingsOf(office)).toEqual(before);
  });
});

describe('the consumer', () => {
  it('mails at once, keeps for the digest, or sends nothing, by each user’s choice', async () => {
    const vendor = await signInUser(server, { roles: ['Office'] });
    const atOnce = vendor;
    const digest = await signInUser(server, { vendorId: vendor.vendorId, roles: ['Office'] });
    const off = await signInUser(server, { vendorId: vendor.vendorId, roles: ['Office'] });
    await save(digest, { cancelled: 'digest' });
    await save(off, { cancelled: 'off' });
    const line = await addTestOrder(server.db, vendor.vendorId);
    await updated(line, 'CANCELLED', vendor.vendorId);
    await consumeAll();

    const [mail, ...more] = await mailsTo(atOnce, line.poNum);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Work order ${line.poNum} was cancelled`);
    expect(mail!.headers.get('list-unsubscribe')).toMatch(
      new RegExp(`^<${server.url}/api/notifications/unsubscribe/[^>]+>$`),
    );
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(await mailsTo(digest, line.poNum)).toEqual([]);
    expect(await mailsTo(off, line.poNum)).toEqual([]);
    expect((await digestLines(digest)).map((l) => [l.kind, l.line])).toEqual([
      ['cancelled', `Work order ${line.poNum} was cancelled`],
    ]);
    expect(await digestLines(off)).toEqual([]);
  });

  it('notifies each event once when run twice or by several at once', async () => {
    const user = await signInUser(server, { roles: ['Office'] });
    const lines = await Promise.all([1, 2, 3].map(() => addTestOrder(server.db, user.vendorId)));
    for (const line of lines) await created(line, user.vendorId);
    await Promise.all([1, 2, 3, 4].map(() => consumeAll()));
    await consumeAll();
    for (const line of lines) expect(await mailsTo(user, line.poNum), line.poNum).toHaveLength(1);
  });

  it('tells a technician only of the orders assigned to them', async () => {
    const mine = await addTestOrder(server.db, office.vendorId);
    const theirs = await addTestOrder(server.db, office.vendorId);
    await server.db
      .insertInto('crew_line_assignments')
      .values({ ocd_id: mine.ocdId, user_id: technician.userId, vendor_id: office.vendorId })
      .execute();
    await created(mine);
    await created(theirs);
    await consumeAll();
    expect(await mailsTo(technician, mine.poNum)).toHaveLength(1);
    expect(await mailsTo(technician, theirs.poNum)).toEqual([]);
    // the Office user reaches every order
    expect(await mailsTo(office, theirs.poNum)).toHaveLength(1);
  });

  it('tells of a paid invoice only those who see invoices', async () => {
    const invoiceNum = `INV-N-${Date.now()}`;
    const invoiceId = await addInvoice(server.db, office.vendorId, {
      invoiceNum,
      receivedDate: '2026-11-01',
      dueDate: '2026-12-01',
      netPay: '250.00',
    });
    await save(finance, { 'invoice-paid': 'immediate' });
    await companyEvent({
      type: 'invoice.paid',
      vendorId: office.vendorId,
      subject: { invoiceId, invoiceExternalId: null },
      data: { checkNo: '1001', payAmt: '250.00', releaseDate: '2026-11-29' },
    });
    await consumeAll();
    expect(await mailsTo(finance, invoiceNum)).toHaveLength(1);
    expect(await mailsTo(office, invoiceNum)).toEqual([]);
  });
});

describe('what a change of the work order changed (decision 122)', () => {
  it('names the dates, NTE and scope it changed, and mails no one for other changes', async () => {
    const user = await signInUser(server, { roles: ['Office'] });
    await save(user, { changed: 'immediate' });
    const line = await addTestOrder(server.db, user.vendorId);
    const changed = (changes: ('priority' | 'status' | 'nte' | 'crewLines.workDate' | 'scope')[]) =>
      companyEvent({
        type: 'work-order.updated',
        vendorId: user.vendorId,
        subject: { ordNum: line.ordNum, workOrderExternalId: null },
        data: { version: 2, poNum: line.poNum, status: 'DISPATCHED', crewLines: [], changes },
      });
    await changed(['status', 'priority']);
    await consumeAll();
    expect(await mailsTo(user, line.poNum)).toEqual([]);
    await changed(['nte', 'scope', 'crewLines.workDate']);
    await consumeAll();
    const [mail, ...more] = await mailsTo(user, line.poNum);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Work order ${line.poNum} was changed: NTE, scope, work date`);
  });

  it("tells of a crew line the company cancelled, unless the order's own cancellation already did", async () => {
    const user = await signInUser(server, { roles: ['Office'] });
    const line = await addTestOrder(server.db, user.vendorId);
    const cancelled = (orderStatus: 'DISPATCHED' | 'CANCELLED') =>
      companyEvent({
        type: 'work-order.crew-line-cancelled',
        vendorId: user.vendorId,
        subject: {
          ordNum: line.ordNum,
          ocdId: line.ocdId,
          workOrderExternalId: null,
          crewLineExternalId: null,
        },
        data: { from: 'Accepted', to: 'Cancelled', orderStatus },
      });
    await cancelled('CANCELLED');
    await consumeAll();
    expect(await mailsTo(user, line.poNum)).toEqual([]);
    await cancelled('DISPATCHED');
    await consumeAll();
    expect((await mailsTo(user, line.poNum)).map((m) => m.subject)).toEqual([
      `Work order ${line.poNum}: your crew line was cancelled`,
    ]);
  });
});

describe('an assignment (decision 122)', () => {
  /** The Office user sets who is assigned to the crew line. */
  const assignAsOffice = (ocdId: number, userIds: number[]) =>
    server.call(assignCrewLinesCall, { body: { ocdIds: [ocdId], userIds } }, { as: office });

  it('tells each newly assigned technician once, by their choice; not the Office user who reaches every order', async () => {
    const line = await addTestOrder(server.db, office.vendorId);
    const second = await signInUser(server, { vendorId: office.vendorId, roles: ['Technician'] });
    await save(second, { dispatched: 'digest' });
    const assign = (userIds: number[]) => assignAsOffice(line.ocdId, userIds);
    // two clicks at once and a third later: the technician is new on the line once
    const clicks = await Promise.all([
      assign([technician.userId, office.userId]),
      assign([technician.userId, office.userId]),
    ]);
    expect(clicks.map((c) => c.status)).toEqual([200, 200]);
    expect((await assign([technician.userId, office.userId])).status).toBe(200);
    await consumeAll();
    const mails = await mailsTo(technician, line.poNum);
    expect(mails.map((m) => m.subject)).toEqual([`Work order ${line.poNum} was assigned to you`]);
    expect(mails[0]!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(await mailsTo(office, line.poNum)).toEqual([]);

    // a second technician joins: only they are told, in their digest as they chose
    expect((await assign([technician.userId, office.userId, second.userId])).status).toBe(200);
    await consumeAll();
    expect(await mailsTo(technician, line.poNum)).toHaveLength(1);
    expect(await mailsTo(second, line.poNum)).toEqual([]);
    expect((await digestLines(second)).map((l) => [l.kind, l.line])).toEqual([
      ['dispatched', `Work order ${line.poNum} was assigned to you`],
    ]);
  });

  it('tells no one who chose off, and no one when a technician is only taken off', async () => {
    const line = await addTestOrder(server.db, office.vendorId);
    const quiet = await signInUser(server, { vendorId: office.vendorId, roles: ['Technician'] });
    await save(quiet, { dispatched: 'off' });
    const assign = (userIds: number[]) => assignAsOffice(line.ocdId, userIds);
    expect((await assign([quiet.userId])).status).toBe(200);
    expect((await assign([])).status).toBe(200);
    await consumeAll();
    expect(await mailsTo(quiet, line.poNum)).toEqual([]);
    expect(await digestLines(quiet)).toEqual([]);
  });
});

describe('a message from the company', () => {
  it("mails the vendor's users when the console writes, and no one when the vendor writes", async () => {
    const vendor = await signInUser(server, { roles: ['Office'] });
    const line = await addTestOrder(server.db, vendor.vendorId);
    const manager = await staffSession(server, 'vendor_manager');
    const posted = await server.call(
      staffPostOrderMessageCall,
      { params: { ocdId: line.ocdId }, body: { body: 'Please send the invoice.' } },
      { as: manager },
    );
    expect(posted.status, posted.text).toBe(200);
    const own = await server.call(
      postOrderMessageCall,
      { params: { id: line.ocdId }, body: { body: 'On it.' } },
      { as: vendor },
    );
    expect(own.status, own.text).toBe(200);
    await consumeAll();
    const mails = await mailsTo(vendor, line.poNum);
    expect(mails.map((m) => m.subject)).toEqual([
      `Work order ${line.poNum} has a new message from the company`,
    ]);
    expect(mails[0]!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });
});

describe('a rejected document', () => {
  it('of an order goes to those who reach the order; of the company to those who see its documents', async () => {
    const line = await addTestOrder(server.db, office.vendorId);
    const reject = (documentId: number, ordNum: number | null) =>
      companyEvent({
        type: 'document.rejected',
        vendorId: office.vendorId,
        subject: { documentId, ordNum },
        data: { reason: 'The page is blurred.' },
      });
    await reject(900_001, line.ordNum);
    await reject(900_002, null);
    await consumeAll();
    const officeLines = (await digestLines(office)).filter((l) => l.kind === 'document-rejected');
    expect(officeLines.map((l) => l.line)).toEqual([
      `A document of Work order ${line.poNum} was rejected`,
      'A company document was rejected',
    ]);
    // a technician sees neither: the order is not assigned to them, and company documents are not theirs
    expect((await digestLines(technician)).filter((l) => l.kind === 'document-rejected')).toEqual([]);
  });
});

describe('the daily digest', () => {
  it('sends once a day when the user’s time has passed in their zone, with every waiting line', async () => {
    const user = await signInUser(server, { roles: ['Office'] });
    // 23:30 in Tokyo is 14:30 UTC: the fixed clock is what counts, not the real one
    await save(
      user,
      { dispatched: 'digest', cancelled: 'digest' },
      { digestTime: '23:30', timeZone: 'Asia/Tokyo' },
    );
    const [a, b] = [
      await addTestOrder(server.db, user.vendorId),
      await addTestOrder(server.db, user.vendorId),
    ];
    await created(a, user.vendorId);
    await updated(b, 'CANCELLED', user.vendorId);
    await consumeAll();
    expect(await digestLines(user)).toHaveLength(2);

    const before = await runNotificationDigests(server.db, server.url, new Date('2030-01-15T14:29:00Z'));
    expect(await mailsTo(user, 'Your daily summary')).toEqual([]);
    expect(before.digests).toBeGreaterThanOrEqual(0);

    await runNotificationDigests(server.db, server.url, new Date('2030-01-15T14:31:00Z'));
    const [digest, ...more] = await mailsTo(user, 'Your daily summary');
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Your daily summary for 2030-01-15: 2 updates');
    expect(digest!.text).toContain(`Work order ${a.poNum} was dispatched to you`);
    expect(digest!.text).toContain(`Work order ${b.poNum} was cancelled`);
    expect(digest!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(await digestLines(user)).toEqual([]);

    // a new line the same day waits for tomorrow's
    const c = await addTestOrder(server.db, user.vendorId);
    await created(c, user.vendorId);
    await consumeAll();
    await runNotificationDigests(server.db, server.url, new Date('2030-01-15T14:50:00Z'));
    expect(await mailsTo(user, 'Your daily summary')).toHaveLength(1);
    await runNotificationDigests(server.db, server.url, new Date('2030-01-16T14:31:00Z'));
    const days = await mailsTo(user, 'Your daily summary');
    expect(days).toHaveLength(2);
    expect(days[1]!.subject).toBe('Your daily summary for 2030-01-16: 1 update');

    // the digest's own one-click link turns off every kind the user gets in the digest, and only those
    const url = /^<(.+)>$/.exec(days[1]!.headers.get('list-unsubscribe')!)![1]!;
    const post = await fetch(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(post.status).toBe(200);
    expect(await post.text()).toContain('You will no longer receive e-mails for: the daily summary.');
    const after = Object.fromEntries((await settingsOf(user)).kinds.map((k) => [k.kind, k.delivery]));
    expect(after).toEqual({
      dispatched: 'off',
      changed: 'off',
      cancelled: 'off',
      'company-message': 'immediate',
      'document-rejected': 'off',
    });
  });
});

describe('one-click unsubscribe', () => {
  const urlIn = (mail: ReceivedMail) => /^<(.+)>$/.exec(mail.headers.get('list-unsubscribe')!)![1]!;

  it('turns the kind off by a POST without a session or cookie, and the GET shows a page with a button', async () => {
    const user = await signInUser(server, { roles: ['Office'] });
    const line = await addTestOrder(server.db, user.vendorId);
    await created(line, user.vendorId);
    await consumeAll();
    const [mail] = await mailsTo(user, line.poNum);
    const url = urlIn(mail!);
    expect(mail!.text).toContain(url);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Stop e-mails for: Work dispatched to you?');
    expect(html).toContain('<form method="post"><button type="submit">Unsubscribe</button></form>');
    // a GET changes nothing (link scanners open links)
    expect((await settingsOf(user)).kinds.find((k) => k.kind === 'dispatched')?.delivery).toBe('immediate');

    // what a mail client sends (RFC 8058 section 3.2)
    const post = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
    expect(await post.text()).toContain('You will no longer receive e-mails for: Work dispatched to you.');
    expect((await settingsOf(user)).kinds.find((k) => k.kind === 'dispatched')?.delivery).toBe('off');
    // twice is the same
    expect((await fetch(url, { method: 'POST' })).status).toBe(200);

    const next = await addTestOrder(server.db, user.vendorId);
    await created(next, user.vendorId);
    await consumeAll();
    expect(await mailsTo(user, next.poNum)).toEqual([]);
  });

  it('refuses a tampered link with 404 and changes nothing', async () => {
    const user = await signInUser(server, { roles: ['Office'] });
    const line = await addTestOrder(server.db, user.vendorId);
    await updated(line, 'CANCELLED', user.vendorId);
    await consumeAll();
    const url = urlIn((await mailsTo(user, line.poNum))[0]!);
    const token = url.split('/').at(-1)!;
    const [userId, kind, mac] = token.split('.');
    const base = url.slice(0, url.length - token.length);
    for (const forged of [
      `${Number(userId) + 1}.${kind}.${mac}`,
      `${userId}.0.${mac}`,
      `${userId}.${kind}.${mac!.slice(0, -2)}AA`,
      'garbage',
    ]) {
      const res = await fetch(base + forged, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status, forged).toBe(404);
      expect((await fetch(base + forged)).status, forged).toBe(404);
    }
    const rows = await server.db.selectFrom('notification_preferences').selectAll().execute();
    expect(rows.filter((r) => r.delivery === 'off' && r.user_id === Number(userId) + 1)).toEqual([]);
    expect((await settingsOf(user)).kinds.find((k) => k.kind === 'cancelled')?.delivery).toBe('immediate');
  });

  it('puts no List-Unsubscribe on a password mail', async () => {
    const user = await signInUser(server, { roles: ['Office'] });
    const res = await server.call(forgotUserPasswordCall, { body: { email: user.email } });
    expect(res.status).toBe(200);
    const mail = await inbox.next(user.email);
    expect(mail.subject).toBe('Set your vendor portal password');
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    expect(mail.headers.has('list-unsubscribe-post')).toBe(false);
  });
});
