// The provider API's announcement rounds over real HTTP, PostgreSQL and SMTP on loopback (decision
// 055): the scope matrix, a round created by external ids whose e-mails reach each vendor (the
// unsubscribed one named and skipped), the vendor's answer through the mailed link read back with a new
// ETag, idempotent replay and the sent round that does not change, If-Match, bad input, the list.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptDeclineAnnouncementCall,
  announcementRoundSchema,
  DECLINE_REASONS,
  listAnnouncementRoundsCall,
  unsubscribeAnnouncementsCall,
} from '@vp/contracts';
import { api } from '../../../test/harness.ts';
import { mailQueueDrained } from '../../../test/mail-queue.ts';
import { providerClient, type ProviderTestClient } from '../../../test/provider-client.ts';
import { mailingServerForFile } from '../../../test/server-for-file.ts';
import { addOrders, addVendor, mailedLink } from '../../../test/fixtures/index.ts';

const ROUNDS = listAnnouncementRoundsCall.path;

const { server, inbox } = mailingServerForFile({ PUBLIC_CALLS_MAX_PER_IP: '100000' });
let writer: ProviderTestClient;
let reader: ProviderTestClient;
let workOrders: string[];

beforeAll(async () => {
  writer = await providerClient(server, ['announcements:write', 'announcements:read']);
  reader = await providerClient(server, ['announcements:read']);
  const poNums = await addOrders(server, 2);
  workOrders = poNums.map((po) => `WO-${po}`);
  for (const [i, po] of poNums.entries())
    await server.db
      .updateTable('orders')
      .set({ external_id: workOrders[i]! })
      .where('po_num', '=', po)
      .execute();
});

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${++counter}`;

/** A vendor with the company's external id and a contact address of its own. */
async function vendor() {
  const email = `${unique('dispatch')}@vendor.test`;
  const { vendorId, vendorNum } = await addVendor(server, email);
  const externalId = `V-${vendorNum}`;
  await server.db
    .updateTable('vendors')
    .set({ external_id: externalId })
    .where('id', '=', vendorId)
    .execute();
  return { vendorId, vendorNum, externalId, email };
}

const expectProblem = (res: Awaited<ReturnType<typeof api>>, status: number, detail?: RegExp) => {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  if (detail) expect(String(res.json.detail)).toMatch(detail);
};

const roundRows = (externalId: string) =>
  server.db.selectFrom('announcement_rounds').select('id').where('external_id', '=', externalId).execute();

describe('the scope matrix', () => {
  const calls = [
    { method: 'PUT', path: `${ROUNDS}/R-matrix`, scope: 'announcements:write' },
    { method: 'GET', path: `${ROUNDS}/R-matrix`, scope: 'announcements:read' },
    { method: 'GET', path: ROUNDS, scope: 'announcements:read' },
  ] as const;
  const body = { workOrders: ['WO-x'], vendors: ['V-x'] };

  it('answers 401 without a token and for a vendor session, 403 without the scope', async () => {
    const vendorSession = await server.signIn();
    const others = await providerClient(server, ['vendors:read', 'work-orders:write']);
    for (const call of calls) {
      const init = { method: call.method, ...(call.method === 'PUT' ? { body } : {}) };
      expectProblem(await api(server, call.path, init), 401);
      expectProblem(await api(server, call.path, { ...init, token: vendorSession.token }), 401);
      expectProblem(await others.call(call.method, call.path, init), 403, new RegExp(call.scope));
    }
    // a reader cannot create
    expectProblem(await reader.call('PUT', `${ROUNDS}/R-matrix`, { body }), 403, /announcements:write/);
    expect(await roundRows('R-matrix')).toEqual([]);
  });
});

describe('PUT /provider/v1/announcement-rounds/:externalId', () => {
  it('creates the round (201, ETag), e-mails each vendor over SMTP, and names the unsubscribed one', async () => {
    const [a, b, gone] = [await vendor(), await vendor(), await vendor()];
    // `gone` unsubscribes through the link of an earlier round
    const earlier = await writer.call('PUT', `${ROUNDS}/${unique('R')}`, {
      body: { workOrders: [workOrders[0]], vendors: [gone.externalId] },
    });
    expect(earlier.status, earlier.text).toBe(201);
    const { token: goneToken } = mailedLink(await inbox.next(gone.email), '/unsubscribe');
    const unsubscribed = await server.call(unsubscribeAnnouncementsCall, {
      body: { rounddetailId: goneToken },
    });
    expect(unsubscribed.status).toBe(200);

    const externalId = unique('R');
    const res = await writer.call('PUT', `${ROUNDS}/${externalId}`, {
      body: { workOrders, vendors: [a.externalId, b.externalId, gone.externalId] },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('etag')).toBe('"1"');
    const round = announcementRoundSchema.parse(res.json);
    expect(round.externalId).toBe(externalId);
    expect(round.workOrders.map((w) => w.externalId).sort()).toEqual([...workOrders].sort());
    expect(round.vendors.map((v) => [v.externalId, v.emailed, v.skippedBecause, v.answer])).toEqual([
      [a.externalId, true, null, 'no-answer'],
      [b.externalId, true, null, 'no-answer'],
      [gone.externalId, false, 'unsubscribed', 'unsubscribed'],
    ]);

    const mailA = await inbox.next(a.email);
    expect(mailA.subject).toBe('New work available: 2 orders');
    expect(mailedLink(mailA, '/thank-you').url.origin).toBe(server.config.publicUrl);
    await inbox.next(b.email);
    await mailQueueDrained(server.db);
    expect(inbox.received.filter((m) => m.to.includes(gone.email))).toHaveLength(1); // the earlier round's only
  });

  it("shows the vendor's answer through the mailed link, with a new ETag, and records its event", async () => {
    const [a, b] = [await vendor(), await vendor()];
    const externalId = unique('R');
    const created = await writer.call('PUT', `${ROUNDS}/${externalId}`, {
      body: { workOrders: [workOrders[1]], vendors: [a.externalId, b.externalId] },
    });
    expect(created.status, created.text).toBe(201);
    const answer = (body: Record<string, unknown>) => server.send(acceptDeclineAnnouncementCall, { body });
    const tokenA = mailedLink(await inbox.next(a.email), '/thank-you').token;
    const tokenB = mailedLink(await inbox.next(b.email), '/decline').token;
    expect((await answer({ rounddetailId: tokenA, response: 'Accepted' })).status).toBe(200);
    const reason = DECLINE_REASONS[0];
    expect(
      (await answer({ rounddetailId: tokenB, reponse: 'Declined', declinedReason: reason })).status,
    ).toBe(200);

    const res = await reader.call('GET', `${ROUNDS}/${externalId}`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('etag')).toBe('"3"');
    const round = announcementRoundSchema.parse(res.json);
    expect(round.vendors.map((v) => [v.externalId, v.answer, v.declinedReason])).toEqual([
      [a.externalId, 'accepted', null],
      [b.externalId, 'declined', reason],
    ]);
    expect(round.vendors.every((v) => v.answeredAt !== null)).toBe(true);

    const events = await server.db
      .selectFrom('events')
      .select(['type', 'vendor_id as vendorId', 'subject'])
      .where('vendor_id', 'in', [a.vendorId, b.vendorId])
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.type, e.vendorId])).toEqual([
      ['announcement.accepted', a.vendorId],
      ['announcement.declined', b.vendorId],
    ]);
    expect(events[0]!.subject).toMatchObject({ roundExternalId: externalId });
  });

  it('replays the answer for the same Idempotency-Key, answers a repeat as it is (200), 409 for another round', async () => {
    const [a, b] = [await vendor(), await vendor()];
    const externalId = unique('R');
    const path = `${ROUNDS}/${externalId}`;
    const body = { workOrders: [workOrders[0]], vendors: [a.externalId] };
    const first = await writer.call('PUT', path, { body, idempotencyKey: `${externalId}-k` });
    expect(first.status, first.text).toBe(201);
    const replay = await writer.call('PUT', path, { body, idempotencyKey: `${externalId}-k` });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.json).toEqual(first.json);

    // a new key, the same round: nothing sent again
    const repeat = await writer.call('PUT', path, { body });
    expect(repeat.status, repeat.text).toBe(200);
    expect(repeat.json).toEqual(first.json);
    expect(repeat.headers.get('etag')).toBe('"1"');

    expectProblem(
      await writer.call('PUT', path, { body: { ...body, vendors: [a.externalId, b.externalId] } }),
      409,
      /sent already/,
    );
    await mailQueueDrained(server.db);
    expect(inbox.received.filter((m) => m.to.includes(a.email))).toHaveLength(1);
    expect(inbox.received.filter((m) => m.to.includes(b.email))).toHaveLength(0);
    expect(await roundRows(externalId)).toHaveLength(1);
  });

  it('takes If-Match: 412 for a round that does not exist or has moved on', async () => {
    const a = await vendor();
    const externalId = unique('R');
    const path = `${ROUNDS}/${externalId}`;
    const body = { workOrders: [workOrders[0]], vendors: [a.externalId] };
    expectProblem(await writer.call('PUT', path, { body, headers: { 'if-match': '"1"' } }), 412);
    expect(await roundRows(externalId)).toEqual([]);
    expect((await writer.call('PUT', path, { body })).status).toBe(201);
    const token = mailedLink(await inbox.next(a.email), '/thank-you').token;
    await server.call(acceptDeclineAnnouncementCall, {
      body: { rounddetailId: token, response: 'Accepted' },
    });
    expectProblem(await writer.call('PUT', path, { body, headers: { 'if-match': '"1"' } }), 412);
    expect((await writer.call('PUT', path, { body, headers: { 'if-match': '"2"' } })).status).toBe(200);
    expectProblem(await writer.call('PUT', path, { body, headers: { 'if-match': 'W/"2"' } }), 400);
  });

  it('refuses bad input with a clear 400 and creates nothing', async () => {
    const a = await vendor();
    const externalId = unique('R');
    const path = `${ROUNDS}/${externalId}`;
    for (const body of [
      {},
      { workOrders: [], vendors: [a.externalId] },
      { workOrders: [workOrders[0]], vendors: ['has space'] },
      { workOrders: [workOrders[0]], vendors: [a.externalId], extra: 1 },
      { workOrders: 'WO', vendors: [a.externalId] },
    ]) {
      expectProblem(await writer.call('PUT', path, { body }), 400);
    }
    expectProblem(
      await writer.call('PUT', path, { body: { workOrders: ['NO-SUCH-WO'], vendors: [a.externalId] } }),
      400,
      /Unknown work orders \(external ids\): NO-SUCH-WO\./,
    );
    expectProblem(
      await writer.call('PUT', path, { body: { workOrders: [workOrders[0]], vendors: ['NO-SUCH-V'] } }),
      400,
      /Unknown vendors \(external ids\): NO-SUCH-V\./,
    );
    expectProblem(
      await writer.call('PUT', `${ROUNDS}/bad%20id`, { body: { workOrders, vendors: [a.externalId] } }),
      400,
    );
    expect(await roundRows(externalId)).toEqual([]);
  });
});

describe('GET /provider/v1/announcement-rounds', () => {
  it('404s an unknown round with a problem', async () => {
    expectProblem(await reader.call('GET', `${ROUNDS}/NO-SUCH-ROUND`), 404);
  });

  it('pages through the rounds by cursor and filters by updated_since', async () => {
    const a = await vendor();
    const ids = [unique('R'), unique('R'), unique('R')];
    for (const id of ids)
      expect(
        (await writer.call('PUT', `${ROUNDS}/${id}`, { body: { workOrders, vendors: [a.externalId] } }))
          .status,
      ).toBe(201);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await reader.call('GET', `${ROUNDS}?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status, res.text).toBe(200);
      const page = res.json as { items: { externalId: string | null }[]; nextCursor: string | null };
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((r) => r.externalId ?? ''));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.filter((id) => ids.includes(id))).toEqual(ids);

    const future = new Date(Date.now() + 60_000).toISOString();
    const none = await reader.call('GET', `${ROUNDS}?updated_since=${encodeURIComponent(future)}`);
    expect(none.json).toEqual({ items: [], nextCursor: null });
    expectProblem(await reader.call('GET', `${ROUNDS}?cursor=garbage`), 400);
    expectProblem(await reader.call('GET', `${ROUNDS}?updated_since=yesterday`), 400);
  });

  it('are described in the OpenAPI document', async () => {
    const doc = await api(server, '/provider/v1/openapi.json');
    const ops = JSON.stringify(doc.json);
    for (const id of ['putAnnouncementRound', 'getAnnouncementRound', 'listAnnouncementRounds'])
      expect(ops).toContain(`"operationId":"${id}"`);
  });
});
