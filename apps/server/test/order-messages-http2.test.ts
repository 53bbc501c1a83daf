// A conversation's live stream over HTTPS with HTTP/2 (decision 116), as a browser meets the portal in
// production (decision 085): the stream answers with its headers at once, uncompressed, carries a
// message posted meanwhile, and the server's close ends it without waiting on the open HTTP/2 stream.
import { connect, type ClientHttp2Session } from 'node:http2';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  callUrl,
  orderMessagesStreamCall,
  staffPostOrderMessageCall,
  type OrderMessage,
} from '@vp/contracts';
import type { TestServer } from './harness.ts';
import { startHttpsTestServer } from './https-server.ts';
import { selfSignedCertificate, type SelfSignedCertificate } from './self-signed-certificate.ts';
import { staffSession } from './staff-client.ts';
import { addTestOrder } from './fixtures/index.ts';

let certificate: SelfSignedCertificate;
let server: TestServer;
let session: ClientHttp2Session;
let closed = false;

beforeAll(async () => {
  certificate = selfSignedCertificate();
  server = await startHttpsTestServer(certificate);
  session = connect(server.url, { ca: certificate.cert });
});
afterAll(async () => {
  if (!closed) await server?.close();
  session?.destroy();
  certificate?.remove();
});

it('streams a message over HTTP/2, uncompressed, and the server closes with the stream open', async () => {
  const me = await server.signIn();
  const line = await addTestOrder(server.db, me.vendorId);
  const staff = await staffSession(server, 'vendor_manager');
  const stream = session.request({
    ':path': callUrl(orderMessagesStreamCall, { params: { id: line.ocdId } }),
    authorization: `Bearer ${me.token}`,
    'accept-encoding': 'zstd, br, gzip',
  });
  const head = await new Promise<Record<string, unknown>>((resolve) => stream.on('response', resolve));
  expect(head[':status']).toBe(200);
  expect(String(head['content-type'])).toContain('text/event-stream');
  expect(head['content-encoding']).toBeUndefined();
  let text = '';
  const arrived = new Promise<string>((resolve) =>
    stream.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const data = /event: message\ndata: (.*)\n\n/.exec(text);
      if (data) resolve(data[1]!);
    }),
  );
  // posted through the app itself (this test's fetch would not accept the throwaway certificate)
  const posted = await server.app.inject({
    method: 'POST',
    url: callUrl(staffPostOrderMessageCall, { params: { ocdId: line.ocdId } }),
    headers: { cookie: staff.cookie, 'content-type': 'application/json' },
    payload: { body: 'Over HTTP/2' },
  });
  expect(posted.statusCode, posted.body).toBe(200);
  const message = JSON.parse(await arrived) as OrderMessage;
  expect(message).toMatchObject({ body: 'Over HTTP/2', authorKind: 'staff' });
  const ended = new Promise<void>((resolve) => stream.on('close', resolve));
  closed = true;
  await server.close();
  await ended;
});
