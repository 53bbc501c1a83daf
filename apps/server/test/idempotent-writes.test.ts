// One click, one effect (issue 38 point 2, decision 101), over real HTTP and PostgreSQL: a vendor's and a
// staff member's writes with an Idempotency-Key. Two identical requests with one key sent together
// make one row and get the same answer (the second marked replayed); another body with the key is
// 422; another user's same key is their own; without a key a write works as before; e-mailing
// purchase orders twice with one key sends one e-mail.
import { readdirSync } from 'node:fs';

import { beforeAll, describe, expect, it } from 'vitest';
import { api, type TestServer } from './harness.ts';
import { testServerForFile } from './server-for-file.ts';
import { addPlace, addTestOrder, type TestOrder, createUser } from './fixtures/index.ts';
import { mailQueueDrained } from './mail-queue.ts';
import { staffSession } from './staff-client.ts';
import { sessionTokenFor } from './session-for-user.ts';
import {
  createOrderNoteCall,
  createStaffCall,
  createStaffWorkOrderCall,
  printWorkOrdersCall,
} from '@vp/contracts';

const server = testServerForFile();
let me: Awaited<ReturnType<TestServer['signIn']>>;
let colleague: { token: string };
let order: TestOrder;
let counter = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now() % 1_000_000}-${++counter}`;

const addNote = (token: string, note: string, key?: string, ordNum = order.ordNum) =>
  api(server, createOrderNoteCall.path, {
    method: 'POST',
    token,
    body: { ordNum, noteType: 'Tech Notes', note },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

const notesLike = async (text: string) =>
  (await server.db.selectFrom('order_notes').select('id').where('notes', 'like', `%${text}%`).execute())
    .length;

beforeAll(async () => {
  me = await server.signIn();
  // a colleague: another user of the same vendor, so the same order, another principal
  colleague = { token: await sessionTokenFor(server, await createUser(server.db, me.vendorId)) };
  order = await addTestOrder(server.db, me.vendorId);
});

describe('a vendor write with an Idempotency-Key', () => {
  it('sent twice at once makes one note, and both answers are the first one', async () => {
    const text = unique('twice');
    const key = unique('key');
    const [a, b] = await Promise.all([addNote(me.token, text, key), addNote(me.token, text, key)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json).toEqual(b.json);
    // one ran, the other waited for its answer
    const replayed = [a, b].map((res) => res.headers.get('idempotent-replayed'));
    expect(replayed.filter((value) => value === 'true')).toHaveLength(1);
    expect(await notesLike(text)).toBe(1);
    // and later, the same again
    const later = await addNote(me.token, text, key);
    expect(later.status).toBe(200);
    expect(later.json).toEqual(a.json);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(await notesLike(text)).toBe(1);
  });

  it('with another body is refused (422) and changes nothing', async () => {
    const key = unique('key');
    const text = unique('first');
    expect((await addNote(me.token, text, key)).status).toBe(200);
    const other = unique('other');
    const res = await addNote(me.token, other, key);
    expect(res.status).toBe(422);
    expect(res.json.code).toBe('idempotency-key-reused');
    expect(await notesLike(other)).toBe(0);
  });

  it("is the user's own: another user's same key makes a note of its own", async () => {
    const key = unique('shared');
    const text = unique('own');
    const mine = await addNote(me.token, text, key);
    const theirs = await addNote(colleague.token, text, key);
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await notesLike(text)).toBe(2);
  });

  it('that failed leaves the key free for a retry', async () => {
    const key = unique('key');
    const text = unique('retry');
    expect((await addNote(me.token, text, key, 2_000_000_000)).status).toBe(404);
    expect((await addNote(me.token, text, key, 2_000_000_000)).status).toBe(404);
  });

  it('works as before without a key, each request its own change', async () => {
    const text = unique('nokey');
    const [a, b] = await Promise.all([addNote(me.token, text), addNote(me.token, text)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await notesLike(text)).toBe(2);
  });

  it('refuses a key that is not 1 to 255 visible characters (400), without a session first 401', async () => {
    const text = unique('badkey');
    expect((await addNote(me.token, text, 'a b')).status).toBe(400);
    expect((await addNote(me.token, text, 'x'.repeat(256))).status).toBe(400);
    expect(await notesLike(text)).toBe(0);
    const anonymous = await server.call(
      createOrderNoteCall,
      { body: { ordNum: order.ordNum, note: text } },
      { headers: { 'idempotency-key': unique('key') } },
    );
    expect(anonymous.status).toBe(401);
  });
});

describe('e-mailing purchase orders with an Idempotency-Key', () => {
  it('twice with one key sends one e-mail', async () => {
    const outbox = server.config.mail.outboxDir;
    const mails = () => {
      try {
        return readdirSync(outbox).filter((name) => name.endsWith('.eml')).length;
      } catch {
        return 0;
      }
    };
    await mailQueueDrained(server.db);
    const before = mails();
    const key = unique('mail');
    const print = () =>
      server.call(
        printWorkOrdersCall,
        { body: { crewDetailIds: [order.ocdId], actionType: 2, timezone: 'America/New_York' } },
        { as: { token: me.token }, headers: { 'idempotency-key': key } },
      );
    const [a, b] = await Promise.all([print(), print()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json).toEqual(b.json);
    expect((await print()).headers.get('idempotent-replayed')).toBe('true');
    await mailQueueDrained(server.db);
    expect(mails()).toBe(before + 1);
  });
});

describe('a staff write with an Idempotency-Key', () => {
  let clientId: number;
  let storeId: number;
  beforeAll(async () => {
    ({ clientId, locationId: storeId } = await addPlace(server.db, {
      clientName: 'Acme Retail',
      storeNumber: unique('S'),
      storeName: 'Acme Albany',
      address1: '12 Main St',
    }));
  });

  const createOrder = (cookie: string, poNum: string, key?: string, nte = '450.00') =>
    server.call(
      createStaffWorkOrderCall,
      {
        body: {
          poNum,
          status: 'OPEN',
          clientId,
          storeId,
          vendorId: me.vendorId,
          category: 'Plumbing',
          orderType: 'Repair',
          nte,
          scope: '<p>Fix the leaking tap.</p>',
          crewLines: [{ status: 'Assigned', workDate: '2026-03-02T14:00:00.000Z' }],
        },
      },
      { headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) } },
    );

  const ordersWith = async (poNum: string) =>
    (await server.db.selectFrom('orders').select('ord_num').where('po_num', '=', poNum).execute()).length;

  it('sent twice at once makes one work order, both answered 201 with it', async () => {
    const manager = await staffSession(server, 'vendor_manager');
    const po = unique('PO');
    const key = unique('key');
    const [a, b] = await Promise.all([
      createOrder(manager.cookie, po, key),
      createOrder(manager.cookie, po, key),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.json).toEqual(b.json);
    expect(await ordersWith(po)).toBe(1);
  });

  it('with another body is 422; another staff member has keys of their own; no key still works', async () => {
    const manager = await staffSession(server, 'vendor_manager');
    const second = await staffSession(server, 'vendor_manager');
    const key = unique('key');
    const po = unique('PO');
    expect((await createOrder(manager.cookie, po, key)).status).toBe(201);
    const changed = await createOrder(manager.cookie, po, key, '451.00');
    expect(changed.status).toBe(422);
    const theirs = await createOrder(second.cookie, unique('PO'), key);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect((await createOrder(manager.cookie, unique('PO'))).status).toBe(201);
  });

  it('never keeps a secret shown once: a repeated staff create answers without its temporary password', async () => {
    const admin = await staffSession(server, 'administrator');
    const email = `${unique('new')}@staff.example`;
    const key = unique('key');
    const create = () =>
      server.call(
        createStaffCall,
        { body: { email, name: 'New Member', role: 'read_only' } },
        { headers: { cookie: admin.cookie, 'idempotency-key': key } },
      );
    const first = await create();
    expect(first.status).toBe(200);
    const password = (first.json as { temporaryPassword: string }).temporaryPassword;
    expect(password).toMatch(/\S{8,}/);
    const again = await create();
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).not.toHaveProperty('temporaryPassword');
    expect(again.json).toMatchObject({ staff: { email } });
    const kept = await server.db
      .selectFrom('idempotency_keys')
      .select('response')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(kept.response)).not.toContain(password);
    expect(
      (await server.db.selectFrom('staff_accounts').select('id').where('email', '=', email).execute()).length,
    ).toBe(1);
  });

  it('without a staff session is 401, key or not', async () => {
    expect((await createOrder('', unique('PO'), unique('key'))).status).toBe(401);
  });
});
