// Live delivery of messages (issue 41 point 5, decision 116) with a real HTTP stream client against the
// real server: a message posted by either side reaches the other side's open stream (vendor: bearer
// token; console: its cookie), through a second server process on the same database too (the NOTIFY
// crosses processes: test/order-messages-processes.test.ts); a reconnection with Last-Event-ID gets what it missed; the stream is never
// compressed (the compression hook would buffer it); the guards answer before any stream (401, 404
// for another vendor and an unassigned technician); a session revoked while a stream is open ends it.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callUrl,
  orderMessagesStreamCall,
  postOrderMessageCall,
  staffOrderMessagesStreamCall,
  staffPostOrderMessageCall,
  type OrderMessage,
} from '@vp/contracts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { staffSession } from '../../../test/staff-client.ts';
import { openEventStream, type OpenStream } from '../../../test/event-stream.ts';
import { addTestOrder, signInUser, type SignedIn, type TestOrder } from '../../../test/fixtures/index.ts';

// the server ends the open streams as it closes (its preClose), as a deploy's shutdown would
const server = testServerForFile();
let office: SignedIn;
let technician: SignedIn;
let stranger: SignedIn;
let line: TestOrder;
let staff: Awaited<ReturnType<typeof staffSession>>;
const streams: OpenStream[] = [];

beforeAll(async () => {
  office = await signInUser(server, { roles: ['Office'] });
  technician = await signInUser(server, { vendorId: office.vendorId, roles: ['Technician'] });
  stranger = await signInUser(server, { roles: ['Office'] });
  line = await addTestOrder(server.db, office.vendorId);
  staff = await staffSession(server, 'vendor_manager');
});

const vendorStream = async (
  as: { token: string } | null,
  ocdId = line.ocdId,
  base = server.url,
  headers: Record<string, string> = {},
) => {
  const url = base + callUrl(orderMessagesStreamCall, { params: { id: ocdId } });
  const stream = await openEventStream(url, {
    ...(as ? { authorization: `Bearer ${as.token}` } : {}),
    ...headers,
  });
  streams.push(stream);
  return stream;
};
const staffStream = async (ocdId = line.ocdId, query: { after?: number } = {}) => {
  const stream = await openEventStream(
    server.url + callUrl(staffOrderMessagesStreamCall, { params: { ocdId }, query }),
    { cookie: staff.cookie },
  );
  streams.push(stream);
  return stream;
};
const staffPosts = async (body: string) => {
  const res = await server.call(
    staffPostOrderMessageCall,
    { params: { ocdId: line.ocdId }, body: { body } },
    { as: staff },
  );
  expect(res.status, res.text).toBe(200);
  return res.json.message as OrderMessage;
};
const vendorPosts = async (body: string, as: SignedIn = office, base: { url: string } = server) => {
  const res = await server.call(postOrderMessageCall, { params: { id: line.ocdId }, body: { body } }, { as });
  void base;
  expect(res.status, res.text).toBe(200);
  return res.json.message as OrderMessage;
};
const nextMessage = async (stream: OpenStream) => {
  for (;;) {
    const event = await stream.next();
    if (event === null) throw new Error('the stream ended');
    if (event.event === 'message') return { id: event.id, message: JSON.parse(event.data) as OrderMessage };
  }
};

describe('the guards answer before any stream', () => {
  it('no session 401, another vendor 404, an unassigned technician 404', async () => {
    expect((await vendorStream(null)).status).toBe(401);
    expect((await vendorStream(stranger)).status).toBe(404);
    expect((await vendorStream(technician)).status).toBe(404);
    const noCookie = await openEventStream(
      server.url + callUrl(staffOrderMessagesStreamCall, { params: { ocdId: line.ocdId } }),
    );
    expect(noCookie.status).toBe(401);
  });
});

describe('live delivery', () => {
  it('the company’s reply reaches the vendor’s open stream, uncompressed, and the vendor’s message the console’s', async () => {
    const vendor = await vendorStream(office, line.ocdId, server.url, {
      'accept-encoding': 'gzip, br, zstd',
    });
    expect(vendor.status).toBe(200);
    expect(vendor.headers.get('content-encoding')).toBeNull();
    expect(vendor.headers.get('cache-control')).toContain('no-transform');
    const console_ = await staffStream();
    expect(console_.status).toBe(200);

    const reply = await staffPosts('We will be there at 9.');
    const got = await nextMessage(vendor);
    expect(got.id).toBe(String(reply.id));
    expect(got.message).toMatchObject({ body: 'We will be there at 9.', authorKind: 'staff' });
    // the console's own stream has it too (every open page of the conversation)
    expect((await nextMessage(console_)).message.id).toBe(reply.id);

    const question = await vendorPosts('Which entrance?');
    expect((await nextMessage(console_)).message).toMatchObject({
      id: question.id,
      authorKind: 'vendor-user',
    });
    expect((await nextMessage(vendor)).message.id).toBe(question.id);
  });

  it('a vendor’s stream does not carry another vendor’s conversation', async () => {
    const theirs = await addTestOrder(server.db, stranger.vendorId);
    const mine = await vendorStream(office);
    await server.call(
      postOrderMessageCall,
      { params: { id: theirs.ocdId }, body: { body: 'Not for you' } },
      { as: stranger },
    );
    const marker = await staffPosts('Marker');
    // the first message on the stream is the marker: the other vendor's never came
    expect((await nextMessage(mine)).message.id).toBe(marker.id);
  });

  it('a reconnection with Last-Event-ID gets the messages it missed, in order', async () => {
    const first = await staffPosts('Missed one');
    const second = await staffPosts('Missed two');
    const stream = await vendorStream(office, line.ocdId, server.url, {
      'last-event-id': String(first.id - 1),
    });
    expect((await nextMessage(stream)).message.id).toBe(first.id);
    expect((await nextMessage(stream)).message.id).toBe(second.id);
    // and ?after= on a first connection
    const console_ = await staffStream(line.ocdId, { after: first.id });
    expect((await nextMessage(console_)).message.id).toBe(second.id);
  });
});

describe('the session ends', () => {
  it('a stream whose session is revoked ends with event end', { timeout: 40_000 }, async () => {
    const user = await signInUser(server, { vendorId: office.vendorId, roles: ['Office'] });
    const stream = await vendorStream(user);
    expect(stream.status).toBe(200);
    await server.db
      .updateTable('auth_sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', user.userId)
      .execute();
    for (;;) {
      const event = await stream.next();
      expect(event).not.toBeNull();
      if (event!.event === 'end') {
        expect(event!.data).toBe('session-ended');
        break;
      }
    }
    await stream.ended();
  });
});
