// Conversations longer than a page, and the console's attachments (issue 41 point 5's gaps, decision 123),
// over real HTTP and PostgreSQL: a conversation of 250 messages opens at its newest 200 and "Show older"
// reads the rest by the cursor (`cursor=nextCursor`, the one list shape) on the vendor's page and the
// console, and the provider API reads it newest first a page at a time; an older page marks nothing read;
// a cursor the list did not give and the old `before` are 400; another vendor is 404 with a cursor too.
// The console attaches the order's documents of the crew line's vendor, as the vendor does; another
// vendor's document is 400 and writes nothing.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_MESSAGES_SHOWN,
  ORDER_MESSAGE_ATTACHMENT_NOT_FOUND,
  getOrderMessagesCall,
  listWorkOrderMessagesCall,
  orderConversationSchema,
  providerOrderMessageSchema,
  staffOrderConversationsCall,
  staffOrderMessagesCall,
  staffPostOrderMessageCall,
  unreadOrderMessagesCall,
  type OrderConversation,
} from '@vp/contracts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { staffSession } from '../../../test/staff-client.ts';
import { providerClient, type ProviderTestClient } from '../../../test/provider-client.ts';
import { addTestOrder, signInUser, type SignedIn, type TestOrder } from '../../../test/fixtures/index.ts';

const server = testServerForFile();
let office: SignedIn;
let stranger: SignedIn;
let staff: Awaited<ReturnType<typeof staffSession>>;
let company: ProviderTestClient;

const TOTAL = 250;

beforeAll(async () => {
  office = await signInUser(server, { roles: ['Office'] });
  stranger = await signInUser(server, { roles: ['Office'] });
  staff = await staffSession(server, 'vendor_manager');
  company = await providerClient(server, ['messages:read', 'messages:write']);
});

/** A crew line with `count` messages, every third one from the company, numbered from 1 in order. */
async function longConversation(count: number): Promise<TestOrder & { ids: number[] }> {
  const line = await addTestOrder(server.db, office.vendorId);
  const rows = await server.db
    .insertInto('order_messages')
    .values(
      Array.from({ length: count }, (_, i) => ({
        ocd_id: line.ocdId,
        ord_num: line.ordNum,
        vendor_id: office.vendorId,
        author_kind: i % 3 === 0 ? ('staff' as const) : ('vendor-user' as const),
        author_name: i % 3 === 0 ? 'Dispatcher' : 'Tech',
        body: `Message ${i + 1}`,
      })),
    )
    .returning('id')
    .execute();
  return { ...line, ids: rows.map((r) => r.id).sort((a, b) => a - b) };
}

type Reader = { vendor: SignedIn } | { staff: { cookie: string } };
async function page(line: TestOrder, reader: Reader, query: Record<string, unknown> = {}) {
  const res =
    'vendor' in reader
      ? await server.send(getOrderMessagesCall, { params: { id: line.ocdId }, query }, { as: reader.vendor })
      : await server.send(
          staffOrderMessagesCall,
          { params: { ocdId: line.ocdId }, query },
          { as: reader.staff },
        );
  return res;
}

/** Every page from the newest back to the oldest, as "Show older" walks them. */
async function walkBack(line: TestOrder, reader: Reader, limit?: number) {
  const pages: OrderConversation[] = [];
  let cursor: string | null = null;
  do {
    const res = await page(line, reader, { ...(limit ? { limit } : {}), ...(cursor ? { cursor } : {}) });
    expect(res.status, res.text).toBe(200);
    const conversation = orderConversationSchema.parse(res.json);
    pages.push(conversation);
    cursor = conversation.nextCursor;
  } while (cursor !== null && pages.length < 100);
  return pages;
}

describe('a conversation of more than 200 messages', () => {
  it('opens at the newest 200 and reads the older ones by cursor, on the vendor page and the console', async () => {
    const line = await longConversation(TOTAL);
    for (const reader of [{ vendor: office }, { staff }] as const) {
      const pages = await walkBack(line, reader);
      expect(pages).toHaveLength(2);
      const [newest, older] = pages as [OrderConversation, OrderConversation];
      expect(newest.items).toHaveLength(ORDER_MESSAGES_SHOWN);
      expect(newest.items.map((m) => m.id)).toEqual(line.ids.slice(TOTAL - ORDER_MESSAGES_SHOWN));
      expect(newest).toMatchObject({ hasEarlier: true });
      expect(newest.nextCursor).not.toBeNull();
      expect(older.items.map((m) => m.body)).toEqual(
        Array.from({ length: TOTAL - ORDER_MESSAGES_SHOWN }, (_, i) => `Message ${i + 1}`),
      );
      expect(older).toMatchObject({ hasEarlier: false, nextCursor: null });
      // smaller pages walk the same messages, each page oldest first
      const small = await walkBack(line, reader, 60);
      expect(small).toHaveLength(5);
      expect(small.reverse().flatMap((p) => p.items.map((m) => m.id))).toEqual(line.ids);
    }
  });

  it('marks read when opened, not when an older page is read', async () => {
    const line = await longConversation(TOTAL);
    const first = await page(line, { vendor: office }, { limit: 10 });
    const cursor = orderConversationSchema.parse(first.json).nextCursor!;
    // the vendor user read the newest 10 and with them everything before (a marker is the highest id read)
    const unreadAfterOpen = (await server.call(unreadOrderMessagesCall, {}, { as: office })).json;
    const marker = () =>
      server.db
        .selectFrom('order_message_reads')
        .select('last_message_id')
        .where('user_id', '=', office.userId)
        .where('ocd_id', '=', line.ocdId)
        .executeTakeFirstOrThrow();
    expect((await marker()).last_message_id).toBe(line.ids.at(-1));
    const older = await page(line, { vendor: office }, { limit: 10, cursor });
    expect(older.status, older.text).toBe(200);
    expect(orderConversationSchema.parse(older.json).firstUnreadId).toBeNull();
    expect((await marker()).last_message_id).toBe(line.ids.at(-1));
    expect((await server.call(unreadOrderMessagesCall, {}, { as: office })).json).toEqual(unreadAfterOpen);
  });

  it('refuses a cursor it did not give, the old before and a bad limit (400), and another vendor (404)', async () => {
    const line = await longConversation(30);
    for (const query of [
      { cursor: 'not-a-cursor' },
      { cursor: Buffer.from('at:3').toString('base64url') },
      { before: line.ids[10] },
      { limit: 0 },
      { limit: ORDER_MESSAGES_SHOWN + 1 },
    ]) {
      for (const reader of [{ vendor: office }, { staff }] as const) {
        const res = await page(line, reader, query);
        expect(res.status, `${JSON.stringify(query)}: ${res.text}`).toBe(400);
      }
    }
    const cursor = orderConversationSchema.parse(
      (await page(line, { vendor: office }, { limit: 5 })).json,
    ).nextCursor!;
    expect((await page(line, { vendor: stranger }, { cursor })).status).toBe(404);
    expect(
      (await server.send(getOrderMessagesCall, { params: { id: line.ocdId }, query: { cursor } })).status,
    ).toBe(401);
  });

  it('reads newest first on the provider API, each next page older', async () => {
    const line = await longConversation(TOTAL);
    const ext = `WO-P-${line.ordNum}`;
    await server.db
      .updateTable('orders')
      .set({ external_id: ext })
      .where('ord_num', '=', line.ordNum)
      .execute();
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await server.call(
        listWorkOrderMessagesCall,
        {
          params: { externalId: ext },
          query: { limit: 100, order: 'newest-first', ...(cursor ? { cursor } : {}) },
        },
        { as: company },
      );
      expect(res.status, res.text).toBe(200);
      seen.push(...(res.json.items as unknown[]).map((m) => providerOrderMessageSchema.parse(m).id));
      cursor = res.json.nextCursor as string | null;
      pages++;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...line.ids].reverse());
    // the default stays oldest first
    const oldest = await server.call(
      listWorkOrderMessagesCall,
      { params: { externalId: ext }, query: { limit: 3 } },
      { as: company },
    );
    expect((oldest.json.items as { id: number }[]).map((m) => m.id)).toEqual(line.ids.slice(0, 3));
    const bad = await server.send(
      listWorkOrderMessagesCall,
      { params: { externalId: ext }, query: { order: 'sideways' } },
      { as: company },
    );
    expect(bad.status).toBe(400);
  });
});

describe("the console's attachments", () => {
  const documentOf = async (vendorId: number, ordNum: number, fileName: string) =>
    server.db
      .insertInto('order_documents')
      .values({
        vendor_id: vendorId,
        ord_num: ordNum,
        type_code: 'Invoice',
        file_name: fileName,
        file_extension: 'pdf',
        content_type: 'application/pdf',
        size_bytes: 2048,
        blob_key: `test/${randomUUID()}`,
        input_by: 'test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  it("attaches the order's documents of the crew line's vendor; the vendor reads them with the message", async () => {
    const line = await addTestOrder(server.db, office.vendorId);
    const conversations = await server.call(
      staffOrderConversationsCall,
      { params: { ordNum: line.ordNum } },
      { as: staff },
    );
    expect(conversations.json.items).toEqual([
      expect.objectContaining({ ocdId: line.ocdId, vendorId: office.vendorId }),
    ]);
    const doc = await documentOf(office.vendorId, line.ordNum, 'quote.pdf');
    const res = await server.call(
      staffPostOrderMessageCall,
      { params: { ocdId: line.ocdId }, body: { body: 'The approved quote.', documentIds: [doc.id] } },
      { as: staff },
    );
    expect(res.status, res.text).toBe(200);
    const attachment = { documentId: doc.id, fileName: 'quote.pdf', fileExtension: 'pdf', sizeBytes: 2048 };
    expect(res.json.message).toMatchObject({ authorKind: 'staff', attachments: [attachment] });
    const seen = await server.call(
      getOrderMessagesCall,
      { params: { id: line.ocdId }, query: {} },
      { as: office },
    );
    expect(orderConversationSchema.parse(seen.json).items).toMatchObject([
      { body: 'The approved quote.', attachments: [attachment] },
    ]);
  });

  it("refuses another vendor's document of the same order and another order's document (400), writing nothing", async () => {
    const line = await addTestOrder(server.db, office.vendorId);
    const otherLine = await addTestOrder(server.db, stranger.vendorId);
    const strangers = await documentOf(stranger.vendorId, line.ordNum, 'theirs.pdf');
    const otherOrders = await documentOf(office.vendorId, otherLine.ordNum, 'elsewhere.pdf');
    for (const id of [strangers.id, otherOrders.id]) {
      const res = await server.call(
        staffPostOrderMessageCall,
        { params: { ocdId: line.ocdId }, body: { body: 'See attached', documentIds: [id] } },
        { as: staff },
      );
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(ORDER_MESSAGE_ATTACHMENT_NOT_FOUND);
    }
    const written = await server.db
      .selectFrom('order_messages')
      .select('id')
      .where('ocd_id', '=', line.ocdId)
      .execute();
    expect(written).toHaveLength(0);
  });
});
