// Messages on work orders (issue 41 point 5, decision 116) over real HTTP and PostgreSQL: both
// directions (vendor -> company, company -> vendor through the console and the provider API), the
// unread counts on each side, attachments, bad input (400, nothing written), one click one message,
// the events, and who may not: another vendor (404), a technician on a crew line not assigned to them
// (404), no session (401), a provider token without the scope (403). The access matrices are generated
// from the contracts (access-matrix.test.ts, staff-api.test.ts).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_MESSAGE_ATTACHMENT_NOT_FOUND,
  ORDER_MESSAGE_REQUIRED,
  ORDER_MESSAGE_TOO_LONG,
  getOrderMessagesCall,
  listWorkOrderMessagesCall,
  markOrderMessagesReadCall,
  orderConversationSchema,
  postOrderMessageCall,
  postWorkOrderMessageCall,
  providerOrderMessageSchema,
  staffMarkOrderMessagesReadCall,
  staffOrderConversationsCall,
  staffOrderMessagesCall,
  staffPostOrderMessageCall,
  unreadOrderMessagesCall,
  unreadOrderMessagesResponse,
} from '@vp/contracts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { staffSession } from '../../../test/staff-client.ts';
import { providerClient, type ProviderTestClient } from '../../../test/provider-client.ts';
import { eventsOf } from '../../../test/events.ts';
import { addTestOrder, signInUser, type SignedIn, type TestOrder } from '../../../test/fixtures/index.ts';

const server = testServerForFile();
let office: SignedIn;
let office2: SignedIn;
let technician: SignedIn;
let stranger: SignedIn;
let line: TestOrder;
let staff: Awaited<ReturnType<typeof staffSession>>;
let readOnlyStaff: Awaited<ReturnType<typeof staffSession>>;
let company: ProviderTestClient;

beforeAll(async () => {
  office = await signInUser(server, { roles: ['Office'] });
  office2 = await signInUser(server, { vendorId: office.vendorId, roles: ['Office'] });
  technician = await signInUser(server, { vendorId: office.vendorId, roles: ['Technician'] });
  stranger = await signInUser(server, { roles: ['Office'] });
  line = await addTestOrder(server.db, office.vendorId);
  staff = await staffSession(server, 'vendor_manager');
  readOnlyStaff = await staffSession(server, 'read_only');
  company = await providerClient(server, ['messages:read', 'messages:write']);
});

const post = (ocdId: number, body: unknown, as: SignedIn = office, headers: Record<string, string> = {}) =>
  server.send(postOrderMessageCall, { params: { id: ocdId }, body }, { as, headers });
const conversation = async (ocdId: number, as: SignedIn = office) => {
  const res = await server.call(getOrderMessagesCall, { params: { id: ocdId }, query: {} }, { as });
  expect(res.status, res.text).toBe(200);
  return orderConversationSchema.parse(res.json);
};
const unread = async (as: SignedIn) => {
  const res = await server.call(unreadOrderMessagesCall, {}, { as });
  expect(res.status, res.text).toBe(200);
  return unreadOrderMessagesResponse.parse(res.json);
};
const messageCount = async (ocdId: number) =>
  Number(
    (
      await server.db
        .selectFrom('order_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('ocd_id', '=', ocdId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('vendor -> company', () => {
  it('posts a message the console reads, counted unread for the staff member until opened', async () => {
    const res = await post(line.ocdId, { body: '  The part is on order.\nBack Tuesday.  ' });
    expect(res.status, res.text).toBe(200);
    const { message } = res.json as {
      message: { id: number; body: string; authorKind: string; authorName: string };
    };
    expect(message.body).toBe('The part is on order.\nBack Tuesday.');
    expect(message.authorKind).toBe('vendor-user');

    const list = await server.call(
      staffOrderConversationsCall,
      { params: { ordNum: line.ordNum } },
      { as: staff },
    );
    expect(list.status, list.text).toBe(200);
    expect(list.json.items).toEqual([expect.objectContaining({ ocdId: line.ocdId, messages: 1, unread: 1 })]);

    const read = await server.call(
      staffOrderMessagesCall,
      { params: { ocdId: line.ocdId }, query: {} },
      { as: staff },
    );
    expect(read.status, read.text).toBe(200);
    const opened = orderConversationSchema.parse(read.json);
    expect(opened.items.map((m) => m.id)).toEqual([message.id]);
    expect(opened.firstUnreadId).toBe(message.id);
    const again = await server.call(
      staffOrderConversationsCall,
      { params: { ordNum: line.ordNum } },
      { as: staff },
    );
    expect(again.json.items).toEqual([expect.objectContaining({ unread: 0 })]);
    // another staff member has not read it
    const other = await server.call(
      staffOrderConversationsCall,
      { params: { ordNum: line.ordNum } },
      { as: readOnlyStaff },
    );
    expect(other.json.items).toEqual([expect.objectContaining({ unread: 1 })]);
  });

  it('raises work-order.message-posted with the author kind and no text', async () => {
    const events = (await eventsOf(server.db, office.vendorId)).filter(
      (e) => e.type === 'work-order.message-posted',
    );
    expect(events.length).toBeGreaterThan(0);
    expect(events[0]).toMatchObject({
      subject: { ordNum: line.ordNum, ocdId: line.ocdId },
      data: { authorKind: 'vendor-user', attachments: 0 },
    });
  });

  it('a double click (the same Idempotency-Key) posts once', async () => {
    const before = await messageCount(line.ocdId);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      post(line.ocdId, { body: 'Double click' }, office, { 'idempotency-key': key }),
      post(line.ocdId, { body: 'Double click' }, office, { 'idempotency-key': key }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((a.json.message as { id: number }).id).toBe((b.json.message as { id: number }).id);
    expect(await messageCount(line.ocdId)).toBe(before + 1);
  });
});

describe('company -> vendor', () => {
  it('a staff reply is unread for each vendor user until they open the conversation', async () => {
    const res = await server.call(
      staffPostOrderMessageCall,
      { params: { ocdId: line.ocdId }, body: { body: 'Thanks, noted.' } },
      { as: staff },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toMatchObject({ authorKind: 'staff', body: 'Thanks, noted.' });
    const audit = await server.db
      .selectFrom('staff_audit_log')
      .select(['action', 'vendor_id'])
      .where('staff_id', '=', staff.staffId)
      .execute();
    expect(audit).toContainEqual({ action: 'work-order.message-posted', vendor_id: office.vendorId });

    expect(await unread(office)).toEqual({
      total: 1,
      crewLines: [{ ocdId: line.ocdId, ordNum: line.ordNum, unread: 1 }],
    });
    const opened = await conversation(line.ocdId, office);
    expect(opened.firstUnreadId).toBe((res.json.message as { id: number }).id);
    expect((await unread(office)).total).toBe(0);
    // office2 has not opened it
    expect((await unread(office2)).total).toBe(1);
  });

  it('a read-only staff member reads but may not write (403)', async () => {
    const res = await server.call(
      staffPostOrderMessageCall,
      { params: { ocdId: line.ocdId }, body: { body: 'Hello' } },
      { as: readOnlyStaff },
    );
    expect(res.status).toBe(403);
  });

  it('the provider API posts to a crew line by external ids and lists the work order’s messages', async () => {
    const order = await addTestOrder(server.db, office.vendorId);
    const ext = `WO-${order.ordNum}`;
    await server.db
      .updateTable('orders')
      .set({ external_id: ext })
      .where('ord_num', '=', order.ordNum)
      .execute();
    await server.db
      .updateTable('crew_details')
      .set({ external_id: `CL-${order.ocdId}` })
      .where('ocd_id', '=', order.ocdId)
      .execute();
    const posted = await server.call(
      postWorkOrderMessageCall,
      { params: { externalId: ext }, body: { crewLine: `CL-${order.ocdId}`, body: 'Please send photos.' } },
      { as: company },
    );
    expect(posted.status, posted.text).toBe(201);
    const message = providerOrderMessageSchema.parse(posted.json);
    expect(message).toMatchObject({
      authorKind: 'provider',
      authorName: 'Test system',
      crewLine: `CL-${order.ocdId}`,
    });

    const seen = await conversation(order.ocdId, office);
    expect(seen.items.map((m) => m.body)).toEqual(['Please send photos.']);
    await post(order.ocdId, { body: 'Sent in Documents.' });

    const list = await server.call(
      listWorkOrderMessagesCall,
      { params: { externalId: ext }, query: { limit: 1 } },
      { as: company },
    );
    expect(list.status, list.text).toBe(200);
    expect((list.json.items as { body: string }[]).map((m) => m.body)).toEqual(['Please send photos.']);
    const next = await server.call(
      listWorkOrderMessagesCall,
      { params: { externalId: ext }, query: { limit: 10, cursor: list.json.nextCursor as string } },
      { as: company },
    );
    expect((next.json.items as { body: string; authorKind: string }[]).map((m) => m.authorKind)).toEqual([
      'vendor-user',
    ]);
    const events = (await eventsOf(server.db, office.vendorId)).filter(
      (e) => e.type === 'work-order.message-posted' && (e.subject as { ocdId: number }).ocdId === order.ocdId,
    );
    expect(events.map((e) => (e.data as { authorKind: string }).authorKind)).toEqual([
      'provider',
      'vendor-user',
    ]);

    const wrongLine = await server.call(
      postWorkOrderMessageCall,
      { params: { externalId: ext }, body: { crewLine: 'CL-nope', body: 'x' } },
      { as: company },
    );
    expect(wrongLine.status).toBe(400);
    const unknownOrder = await server.call(
      listWorkOrderMessagesCall,
      { params: { externalId: 'WO-none' }, query: { limit: 10 } },
      { as: company },
    );
    expect(unknownOrder.status).toBe(404);
    const readOnly = await providerClient(server, ['messages:read']);
    const refused = await server.call(
      postWorkOrderMessageCall,
      { params: { externalId: ext }, body: { crewLine: `CL-${order.ocdId}`, body: 'x' } },
      { as: readOnly },
    );
    expect(refused.status).toBe(403);
  });
});

describe('attachments', () => {
  it('references order documents of the same order and vendor; any other is 400 and writes nothing', async () => {
    const doc = await server.db
      .insertInto('order_documents')
      .values({
        vendor_id: office.vendorId,
        ord_num: line.ordNum,
        type_code: 'Invoice',
        file_name: 'photo.jpg',
        file_extension: 'jpg',
        content_type: 'image/jpeg',
        size_bytes: 1234,
        blob_key: `test/${randomUUID()}`,
        input_by: 'test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ok = await post(line.ocdId, { body: 'See the photo', documentIds: [doc.id] });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.message).toMatchObject({
      attachments: [{ documentId: doc.id, fileName: 'photo.jpg', fileExtension: 'jpg', sizeBytes: 1234 }],
    });

    const other = await addTestOrder(server.db, office.vendorId);
    const before = await messageCount(other.ocdId);
    const refused = await post(other.ocdId, { body: 'Wrong order', documentIds: [doc.id] });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(ORDER_MESSAGE_ATTACHMENT_NOT_FOUND);
    expect(await messageCount(other.ocdId)).toBe(before);
  });
});

describe('bad input', () => {
  it('refuses an empty, too long, control-character or mistyped message (400) and writes nothing', async () => {
    const before = await messageCount(line.ocdId);
    const empty = await post(line.ocdId, { body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain(ORDER_MESSAGE_REQUIRED);
    const long = await post(line.ocdId, { body: 'x'.repeat(4001) });
    expect(long.status).toBe(400);
    expect(long.text).toContain(ORDER_MESSAGE_TOO_LONG);
    for (const body of [
      { body: 'bell\u0007' },
      { body: 'nul\u0000' },
      { body: 12 },
      {},
      { body: 'x', documentIds: ['a'] },
      { body: 'x', documentIds: [1, 2, 3, 4, 5, 6] },
      { body: 'x', extra: true },
    ]) {
      const res = await post(line.ocdId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const huge = await server.send(
      postOrderMessageCall,
      { params: { id: 'abc' }, body: { body: 'x' } },
      { as: office },
    );
    expect(huge.status).toBe(400);
    expect(await messageCount(line.ocdId)).toBe(before);
  });

  it('marks read no further than the newest message', async () => {
    const res = await server.call(
      markOrderMessagesReadCall,
      { params: { id: line.ocdId }, body: { lastMessageId: 2_000_000_000 } },
      { as: office2 },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.unread).toBe(0);
    await server.call(
      staffPostOrderMessageCall,
      { params: { ocdId: line.ocdId }, body: { body: 'One more thing' } },
      { as: staff },
    );
    const onLine = (await unread(office2)).crewLines.find((l) => l.ocdId === line.ocdId);
    expect(onLine?.unread).toBe(1);
    const staffRead = await server.call(
      staffMarkOrderMessagesReadCall,
      { params: { ocdId: line.ocdId }, body: { lastMessageId: 1 } },
      { as: readOnlyStaff },
    );
    expect(staffRead.status, staffRead.text).toBe(200);
  });
});

describe('who may not', () => {
  it('another vendor gets 404 on every call of the conversation, and nothing is written', async () => {
    const before = await messageCount(line.ocdId);
    expect(
      (await server.call(getOrderMessagesCall, { params: { id: line.ocdId }, query: {} }, { as: stranger }))
        .status,
    ).toBe(404);
    expect((await post(line.ocdId, { body: 'Not mine' }, stranger)).status).toBe(404);
    expect(
      (
        await server.call(
          markOrderMessagesReadCall,
          { params: { id: line.ocdId }, body: { lastMessageId: 1 } },
          { as: stranger },
        )
      ).status,
    ).toBe(404);
    expect((await unread(stranger)).total).toBe(0);
    expect(await messageCount(line.ocdId)).toBe(before);
  });

  it('a technician reaches only the crew lines assigned to them (404 otherwise)', async () => {
    expect(
      (await server.call(getOrderMessagesCall, { params: { id: line.ocdId }, query: {} }, { as: technician }))
        .status,
    ).toBe(404);
    expect((await post(line.ocdId, { body: 'Hi' }, technician)).status).toBe(404);
    expect((await unread(technician)).total).toBe(0);
    await server.db
      .insertInto('crew_line_assignments')
      .values({ ocd_id: line.ocdId, user_id: technician.userId, vendor_id: office.vendorId })
      .execute();
    expect((await conversation(line.ocdId, technician)).items.length).toBeGreaterThan(0);
    expect((await post(line.ocdId, { body: 'On my way' }, technician)).status).toBe(200);
  });

  it('no session is 401', async () => {
    expect((await server.call(getOrderMessagesCall, { params: { id: line.ocdId }, query: {} })).status).toBe(
      401,
    );
    expect((await server.call(unreadOrderMessagesCall)).status).toBe(401);
    expect(
      (await server.call(staffOrderMessagesCall, { params: { ocdId: line.ocdId }, query: {} })).status,
    ).toBe(401);
  });

  it('a crew line given to another vendor does not show the old conversation to the new vendor', async () => {
    const moved = await addTestOrder(server.db, office.vendorId);
    await post(moved.ocdId, { body: 'Before the move' });
    await server.db
      .updateTable('crew_details')
      .set({ vendor_id: stranger.vendorId })
      .where('ocd_id', '=', moved.ocdId)
      .execute();
    expect((await conversation(moved.ocdId, stranger)).items).toEqual([]);
    expect(
      (await server.call(getOrderMessagesCall, { params: { id: moved.ocdId }, query: {} }, { as: office }))
        .status,
    ).toBe(404);
  });
});
