// The staff console's announcement rounds over real HTTP, PostgreSQL and SMTP on loopback (decision
// 062): vendors matched by trade, state and zip coverage with the unsubscribed marked; a round sent by
// a Vendor manager queues the same e-mails and event as the provider API's (actor staff) and skips the
// unsubscribed; a vendor's answer through the mailed link read back; the award to an accepter only
// (the order and its crew lines move, the old vendor no longer sees it), its events and audit rows;
// bad input, unknown ids and refused changes leave nothing behind.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptDeclineAnnouncementCall,
  ANNOUNCEMENT_UNSUBSCRIBE_PAGE,
  awardStaffRoundCall,
  DECLINE_REASONS,
  getOrderDetailCall,
  getStaffRoundCall,
  listStaffRoundsCall,
  matchStaffRoundVendorsCall,
  searchStaffRoundOrdersCall,
  sendStaffRoundCall,
  staffRoundOptionsCall,
  unsubscribeAnnouncementsCall,
  type StaffRole,
  callUrl,
  listAuditCall,
} from '@vp/contracts';
import { api } from '../../../test/harness.ts';
import { mailQueueDrained } from '../../../test/mail-queue.ts';
import { sessionTokenFor } from '../../../test/session-for-user.ts';
import { staffSession } from '../../../test/staff-client.ts';
import { mailingServerForFile } from '../../../test/server-for-file.ts';
import { addOrders, addVendor, grantRoles, mailedLink } from '../../../test/fixtures/index.ts';

const { server, inbox } = mailingServerForFile({ PUBLIC_CALLS_MAX_PER_IP: '100000' });
let manager: Awaited<ReturnType<typeof staffSession>>;
let reader: Awaited<ReturnType<typeof staffSession>>;
let orders: { ordNum: number; poNum: string }[];
let nyZip: string;

beforeAll(async () => {
  manager = await staffSession(server, 'vendor_manager');
  reader = await staffSession(server, 'read_only');
  const poNums = await addOrders(server, 3);
  orders = await server.db
    .selectFrom('orders')
    .select(['ord_num as ordNum', 'po_num as poNum'])
    .where('po_num', 'in', poNums)
    .orderBy('po_num')
    .execute();
  nyZip = (
    await server.db
      .selectFrom('zip_codes')
      .select('zip')
      .where('state_code', '=', 'NY')
      .orderBy('zip')
      .executeTakeFirstOrThrow()
  ).zip;
});

let counter = 0;
/** A zip code no other test's vendor covers. */
const uniqueZip = () => String(90000 + ((process.pid * 7 + ++counter * 131) % 9999)).padStart(5, '0');

type As = { cookie: string };
const as = (staff: As) => ({ headers: { cookie: staff.cookie } });
const get = (staff: As, path: string) => api(server, path, as(staff));
const post = (staff: As, path: string, body: unknown) =>
  api(server, path, { method: 'POST', body, ...as(staff) });

/** A vendor with a contact address, trades and covered zips, located in `state`. */
async function vendor(options: { trades: string[]; zips: string[]; state?: string; contactEmail?: string }) {
  const email = options.contactEmail ?? `dispatch-${Date.now()}-${++counter}@vendor.test`;
  const { vendorId, vendorNum } = await addVendor(server, email);
  await server.db
    .updateTable('vendors')
    .set({ state: options.state ?? 'VT' })
    .where('id', '=', vendorId)
    .execute();
  if (options.trades.length > 0)
    await server.db
      .insertInto('vendor_trades')
      .values(options.trades.map((trade_code) => ({ vendor_id: vendorId, trade_code })))
      .execute();
  if (options.zips.length > 0)
    await server.db
      .insertInto('vendor_zips')
      .values(options.zips.map((zip_code) => ({ vendor_id: vendorId, zip_code })))
      .execute();
  return { vendorId, vendorNum, email };
}

/** A signed-in user of the vendor `vendorId`, as a bearer token. */
async function vendorUserToken(vendorId: number): Promise<string> {
  const email = `user-${Date.now()}-${++counter}@vendor.test`;
  const user = await server.db
    .insertInto('users')
    .values({ vendor_id: vendorId, email, srp_salt: '00', srp_verifier: '00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await grantRoles(server.db, vendorId, user.id);
  return sessionTokenFor(server, { userId: user.id, vendorId, email });
}

const matchUrl = (query: Record<string, string>) =>
  `${matchStaffRoundVendorsCall.path}?${new URLSearchParams(query).toString()}`;
const roundUrl = (call: { path: string }, roundId: number) => call.path.replace(':roundId', String(roundId));

const auditOf = (subjectType: string, subjectId: number) =>
  server.db
    .selectFrom('staff_audit_log')
    .select(['action', 'staff_id', 'staff_email', 'before', 'after'])
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', String(subjectId))
    .orderBy('id')
    .execute();

describe('composing a round', () => {
  it('matches active vendors by trade, state and zip coverage, marking the unsubscribed', async () => {
    const zip = uniqueZip();
    const glass = await vendor({ trades: ['Glass', 'HVAC'], zips: [zip] });
    const plumbing = await vendor({ trades: ['Plumbing'], zips: [zip] });
    const gone = await vendor({ trades: ['Glass'], zips: [zip] });
    await server.db.insertInto('announcement_unsubscriptions').values({ vendor_id: gone.vendorId }).execute();
    const inactive = await vendor({ trades: ['Glass'], zips: [zip] });
    await server.db
      .updateTable('vendors')
      .set({ status: 'inactive' })
      .where('id', '=', inactive.vendorId)
      .execute();
    const elsewhere = await vendor({ trades: ['Glass'], zips: [uniqueZip()] });

    const byZip = await get(reader, matchUrl({ zip }));
    expect(byZip.status, byZip.text).toBe(200);
    const ids = (res: typeof byZip) => (res.json.vendors as { id: number }[]).map((v) => v.id);
    expect(ids(byZip)).toEqual([glass.vendorId, plumbing.vendorId, gone.vendorId]);
    const byTradeAndZip = await get(reader, matchUrl({ zip, trade: 'glass' }));
    expect(byTradeAndZip.json.vendors).toEqual([
      expect.objectContaining({ id: glass.vendorId, trades: ['Glass', 'HVAC'], unsubscribed: false }),
      expect.objectContaining({
        id: gone.vendorId,
        trades: ['Glass'],
        unsubscribed: true,
        noAddresses: false,
      }),
    ]);
    expect(byTradeAndZip.json.truncated).toBe(false);
    expect(ids(await get(reader, matchUrl({ trade: 'Glass' })))).toEqual(
      expect.arrayContaining([glass.vendorId, gone.vendorId, elsewhere.vendorId]),
    );
    expect(ids(await get(reader, matchUrl({ trade: 'Glass' })))).not.toContain(inactive.vendorId);

    // a state: located in it, or covering a zip code in it
    const covering = await vendor({ trades: ['Signage'], zips: [nyZip], state: 'VT' });
    const located = await vendor({ trades: ['Signage'], zips: [], state: 'NY' });
    const neither = await vendor({ trades: ['Signage'], zips: [uniqueZip()], state: 'VT' });
    const ny = ids(await get(reader, matchUrl({ trade: 'Signage', state: 'ny' })));
    expect(ny).toEqual(expect.arrayContaining([covering.vendorId, located.vendorId]));
    expect(ny).not.toContain(neither.vendorId);
  });

  it('refuses a search without a filter, or with a bad state or zip (400)', async () => {
    for (const query of [{}, { state: 'New York' }, { zip: '123' }] as Record<string, string>[]) {
      const res = await get(reader, matchUrl(query));
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    expect((await get(reader, matchUrl({}))).text).toMatch(/Choose a trade, a state or a zip code/);
  });

  it('finds orders by the start of the PO #, or the store or city, and lists trades and states', async () => {
    const res = await get(
      reader,
      `${searchStaffRoundOrdersCall.path}?q=${encodeURIComponent(orders[0]!.poNum)}`,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.orders).toEqual([
      expect.objectContaining({
        ordNum: orders[0]!.ordNum,
        poNum: orders[0]!.poNum,
        city: 'Albany',
        vendor: null,
      }),
    ]);
    const options = await get(reader, staffRoundOptionsCall.path);
    expect(options.json.trades).toContain('Glass');
    expect(options.json.states).toContainEqual({ code: 'NY', name: expect.any(String) });
  });
});

describe('sending a round and awarding its order', () => {
  it('queues the e-mails and the event as the staff member, skips the unsubscribed, reads answers, awards', async () => {
    const zip = uniqueZip();
    const [a, b, c] = [
      await vendor({ trades: ['Roofing'], zips: [zip] }),
      await vendor({ trades: ['Roofing'], zips: [zip] }),
      await vendor({ trades: ['Roofing'], zips: [zip] }),
    ];
    const gone = await vendor({ trades: ['Roofing'], zips: [zip] });
    await server.db.insertInto('announcement_unsubscriptions').values({ vendor_id: gone.vendorId }).execute();
    // the order is with `c` now (its crew line too); the award moves it
    const order = orders[1]!;
    await server.db
      .updateTable('orders')
      .set({ vendor_id: c.vendorId })
      .where('ord_num', '=', order.ordNum)
      .execute();
    await server.db
      .insertInto('crew_details')
      .values({
        ord_num: order.ordNum,
        crew_id: 1,
        vendor_id: c.vendorId,
        status: 'Assigned',
        work_date: new Date(),
      })
      .execute();

    const sent = await post(manager, sendStaffRoundCall.path, {
      ordNums: [order.ordNum],
      vendorIds: [a.vendorId, b.vendorId, c.vendorId, gone.vendorId],
    });
    expect(sent.status, sent.text).toBe(200);
    const roundId = sent.json.id as number;
    expect(sent.json.createdBy).toBe(`staff:${manager.email}`);
    expect(sent.json.workOrders).toEqual([
      { ordNum: order.ordNum, poNum: order.poNum, vendor: expect.objectContaining({ id: c.vendorId }) },
    ]);
    expect(
      (
        sent.json.vendors as {
          vendorId: number;
          emailed: boolean;
          skippedBecause: string | null;
          answer: string;
        }[]
      ).map((v) => [v.vendorId, v.emailed, v.skippedBecause, v.answer]),
    ).toEqual([
      [a.vendorId, true, null, 'no-answer'],
      [b.vendorId, true, null, 'no-answer'],
      [c.vendorId, true, null, 'no-answer'],
      [gone.vendorId, false, 'unsubscribed', 'unsubscribed'],
    ]);
    // the same e-mails as any round, through the queue; none for the unsubscribed vendor
    const mailA = await inbox.next(a.email);
    const mailB = await inbox.next(b.email);
    await inbox.next(c.email);
    expect(mailA.subject).toBe(`New work available: PO ${order.poNum}`);
    await mailQueueDrained(server.db);
    expect(inbox.received.filter((m) => m.to.includes(gone.email))).toHaveLength(0);
    const created = await server.db
      .selectFrom('events')
      .select(['actor_kind', 'actor_id', 'data'])
      .where('type', '=', 'announcement-round.created')
      .where(({ ref }) => ref('subject', '->>').key('roundId' as never), '=', String(roundId) as never)
      .execute();
    expect(created).toEqual([
      { actor_kind: 'staff', actor_id: manager.staffId, data: { workOrders: 1, emailed: 3, skipped: 1 } },
    ]);
    const audit = await auditOf('announcement-round', roundId);
    expect(audit).toEqual([
      {
        action: 'announcement-round.sent',
        staff_id: manager.staffId,
        staff_email: manager.email,
        before: null,
        after: {
          workOrders: [order.poNum],
          emailed: [a.vendorNum, b.vendorNum, c.vendorNum],
          skipped: [{ vendorNum: gone.vendorNum, reason: 'unsubscribed' }],
        },
      },
    ]);

    // the answers through the mailed links show on the round's page
    const answer = (body: Record<string, unknown>) => server.send(acceptDeclineAnnouncementCall, { body });
    expect(
      (await answer({ rounddetailId: mailedLink(mailA, '/thank-you').token, response: 'Accepted' })).status,
    ).toBe(200);
    const reason = DECLINE_REASONS[0];
    expect(
      (
        await answer({
          rounddetailId: mailedLink(mailB, '/decline').token,
          response: 'Declined',
          declinedReason: reason,
        })
      ).status,
    ).toBe(200);
    const page = await get(reader, roundUrl(getStaffRoundCall, roundId));
    expect(page.status, page.text).toBe(200);
    expect(page.json.version).toBe(3);
    expect(
      (page.json.vendors as { vendorId: number; answer: string; declinedReason: string | null }[]).map(
        (v) => [v.vendorId, v.answer, v.declinedReason],
      ),
    ).toEqual([
      [a.vendorId, 'accepted', null],
      [b.vendorId, 'declined', reason],
      [c.vendorId, 'no-answer', null],
      [gone.vendorId, 'unsubscribed', null],
    ]);
    const listed = await get(reader, listStaffRoundsCall.path);
    expect((listed.json.items as unknown[])[0]).toEqual(
      expect.objectContaining({
        id: roundId,
        poNums: [order.poNum],
        vendors: 4,
        emailed: 3,
        skipped: 1,
        accepted: 1,
        declined: 1,
        unsubscribed: 1,
        noAnswer: 1,
      }),
    );
    // the one list shape, newest first: walked a round at a time, it reads every round once
    const allIds = (
      await server.db.selectFrom('announcement_rounds').select('id').orderBy('id', 'desc').execute()
    ).map((r) => r.id);
    const walked: number[] = [];
    for (let cursor: string | null = null, pages = 0; pages === 0 || cursor !== null; pages++) {
      const page = await get(
        reader,
        `${listStaffRoundsCall.path}?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      walked.push(...(page.json.items as { id: number }[]).map((r) => r.id));
      cursor = page.json.nextCursor as string | null;
    }
    expect(walked).toEqual(allIds);
    expect((await get(reader, `${listStaffRoundsCall.path}?limit=201`)).status).toBe(400);

    // the vendor that declined then unsubscribes through this round's own link: counted (issue 38
    // point 11), its answer stays the decline
    expect(
      (
        await server.call(unsubscribeAnnouncementsCall, {
          body: { rounddetailId: mailedLink(mailB, ANNOUNCEMENT_UNSUBSCRIBE_PAGE).token },
        })
      ).status,
    ).toBe(200);
    const after = await get(reader, roundUrl(getStaffRoundCall, roundId));
    const bView = (
      after.json.vendors as { vendorId: number; answer: string; unsubscribedAt: string | null }[]
    ).find((v) => v.vendorId === b.vendorId)!;
    expect(bView.answer).toBe('declined');
    expect(bView.unsubscribedAt).not.toBeNull();
    const relisted = await get(reader, listStaffRoundsCall.path);
    expect((relisted.json.items as unknown[])[0]).toEqual(
      expect.objectContaining({ id: roundId, accepted: 1, declined: 1, unsubscribed: 2, noAnswer: 1 }),
    );

    // no award to a vendor that declined, did not answer, or was not in the round: 409, nothing moved
    const awardUrl = roundUrl(awardStaffRoundCall, roundId);
    for (const vendorId of [b.vendorId, c.vendorId, gone.vendorId, orders.length + 999999]) {
      const refused = await post(manager, awardUrl, { ordNum: order.ordNum, vendorId });
      expect(refused.status, refused.text).toBe(409);
      expect(refused.json.code).toBe('vendor-did-not-accept');
    }
    // an order not in the round: 400; an unknown round: 404; a read-only member: 403
    const notInRound = await post(manager, awardUrl, { ordNum: orders[2]!.ordNum, vendorId: a.vendorId });
    expect(notInRound.status).toBe(400);
    expect(notInRound.text).toMatch(/not one of the round/);
    expect(
      (
        await post(manager, roundUrl(awardStaffRoundCall, 2147483000), {
          ordNum: order.ordNum,
          vendorId: a.vendorId,
        })
      ).status,
    ).toBe(404);
    expect((await post(reader, awardUrl, { ordNum: order.ordNum, vendorId: a.vendorId })).status).toBe(403);
    const still = await server.db
      .selectFrom('orders')
      .select('vendor_id')
      .where('ord_num', '=', order.ordNum)
      .executeTakeFirstOrThrow();
    expect(still.vendor_id).toBe(c.vendorId);
    expect(await auditOf('work-order', order.ordNum)).toEqual([]);

    // the award to the vendor that accepted: the order and its crew line move to it, and the vendor
    // it was with no longer sees it
    const ocdId = (
      await server.db
        .selectFrom('crew_details')
        .select('ocd_id')
        .where('ord_num', '=', order.ordNum)
        .executeTakeFirstOrThrow()
    ).ocd_id;
    const [tokenA, tokenC] = [await vendorUserToken(a.vendorId), await vendorUserToken(c.vendorId)];
    const detail = (token: string) =>
      api(server, getOrderDetailCall.path.replace(':id', String(ocdId)), { token });
    expect((await detail(tokenC)).status).toBe(200);
    expect((await detail(tokenA)).status).toBe(404);
    const awarded = await post(manager, awardUrl, { ordNum: order.ordNum, vendorId: a.vendorId });
    expect(awarded.status, awarded.text).toBe(200);
    expect((awarded.json.workOrders as { vendor: unknown }[])[0]!.vendor).toEqual({
      id: a.vendorId,
      vendorNum: a.vendorNum,
      company: `Vendor ${a.vendorNum}`,
    });
    expect((await detail(tokenC)).status).toBe(404);
    expect((await detail(tokenA)).status).toBe(200);
    const lines = await server.db
      .selectFrom('crew_details')
      .select('vendor_id')
      .where('ord_num', '=', order.ordNum)
      .execute();
    expect(lines).toEqual([{ vendor_id: a.vendorId }]);
    const events = await server.db
      .selectFrom('events')
      .select(['type', 'vendor_id', 'actor_kind', 'actor_id', 'data'])
      .where('type', 'in', ['announcement-round.awarded', 'work-order.updated'])
      .where(({ ref }) => ref('subject', '->>').key('ordNum' as never), '=', String(order.ordNum) as never)
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.type, e.vendor_id, e.actor_kind, e.actor_id])).toEqual([
      ['work-order.updated', Math.min(a.vendorId, c.vendorId), 'staff', manager.staffId],
      ['work-order.updated', Math.max(a.vendorId, c.vendorId), 'staff', manager.staffId],
      ['announcement-round.awarded', a.vendorId, 'staff', manager.staffId],
    ]);
    expect(events[2]!.data).toEqual({
      poNum: order.poNum,
      vendorNum: a.vendorNum,
      previousVendorNum: c.vendorNum,
    });
    expect(await auditOf('work-order', order.ordNum)).toEqual([
      {
        action: 'work-order.awarded',
        staff_id: manager.staffId,
        staff_email: manager.email,
        before: { poNum: order.poNum, vendorNum: c.vendorNum, crewLineVendorNums: [c.vendorNum] },
        after: { poNum: order.poNum, vendorNum: a.vendorNum, crewLineVendorNums: [a.vendorNum], roundId },
      },
    ]);
    // the awarded vendor gets an e-mail through the queue (issue 38 point 11)
    const awardMail = await inbox.next(a.email);
    expect(awardMail.subject).toBe(`Work order awarded: PO ${order.poNum}`);
    expect(awardMail.text).toContain(`awarded you work order ${order.poNum}`);
    // the audit log's vendor filter finds the award (issue 38 point 7)
    const byVendor = await get(
      reader,
      callUrl(listAuditCall, { query: { source: 'staff', vendorNum: a.vendorNum } }),
    );
    expect(byVendor.status, byVendor.text).toBe(200);
    expect((byVendor.json.items as { action: string }[]).map((e) => e.action)).toContain(
      'work-order.awarded',
    );
  });

  it('refuses bad input and unknown orders or vendors (400) and makes nothing', async () => {
    const before = await server.db
      .selectFrom('announcement_rounds')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const a = await vendor({ trades: ['Roofing'], zips: [uniqueZip()] });
    const cases: [unknown, RegExp][] = [
      [{ ordNums: [], vendorIds: [a.vendorId] }, /Pick at least one order/],
      [{ ordNums: [orders[0]!.ordNum], vendorIds: [] }, /Pick at least one vendor/],
      [{ ordNums: [2147483000], vendorIds: [a.vendorId] }, /orders do not exist: 2147483000/],
      [{ ordNums: [orders[0]!.ordNum], vendorIds: [2147483000] }, /vendors do not exist: 2147483000/],
    ];
    for (const [body, message] of cases) {
      const res = await post(manager, sendStaffRoundCall.path, body);
      expect(res.status, res.text).toBe(400);
      expect(res.text).toMatch(message);
    }
    const after = await server.db
      .selectFrom('announcement_rounds')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await get(reader, roundUrl(getStaffRoundCall, 2147483000))).status).toBe(404);
    const roles: StaffRole[] = ['read_only', 'accounts_payable'];
    for (const role of roles) {
      const member = await staffSession(server, role);
      const res = await post(member, sendStaffRoundCall.path, {
        ordNums: [orders[0]!.ordNum],
        vendorIds: [a.vendorId],
      });
      expect(res.status).toBe(403);
    }
  });
});
