// The server with its own certificate (decision 085): HTTPS on one port, HTTP/2 for the clients that
// offer it and HTTP/1.1 for the others, with the same answers as over plain HTTP (the app's page and
// its nonce, precompressed assets, the session check, the streamed search compressed) and a prompt
// close with HTTP/2 sessions still open.
import { connect, constants, type ClientHttp2Session } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zstdCompressSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { portalSettingsCall, searchWorkOrdersCall, searchWorkOrdersResponse } from '@vp/contracts';
import type { TestServer } from './harness.ts';
import { startHttpsTestServer } from './https-server.ts';
import { selfSignedCertificate, type SelfSignedCertificate } from './self-signed-certificate.ts';
import { addManyOrders, addPlace } from './fixtures/index.ts';

type Answer = { status: number; headers: Record<string, string | undefined>; body: Buffer };

const BIG = Buffer.from('export const app = [' + '"a vendor portal chunk",'.repeat(400) + '];');
const dist = mkdtempSync(join(tmpdir(), 'vp-dist-'));
let certificate: SelfSignedCertificate;
let server: TestServer;
let session: ClientHttp2Session;
let closed = false;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="csp-nonce" content="__CSP_NONCE__"><meta name="portal-prefix" content="__PORTAL_PREFIX__"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'big-XyZ789.js'), BIG);
  writeFileSync(join(dist, 'assets', 'big-XyZ789.js.zst'), zstdCompressSync(BIG));
  certificate = selfSignedCertificate();
  server = await startHttpsTestServer(certificate, { WEB_DIST: dist });
  session = connect(server.url, { ca: certificate.cert });
});
afterAll(async () => {
  session?.destroy();
  if (!closed) await server?.close();
  certificate?.remove();
  rmSync(dist, { recursive: true, force: true });
});

/** One request on the test's HTTP/2 session, the body as it came over the wire. */
function h2(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path, ':method': method, ...headers });
    const chunks: Buffer[] = [];
    let head: Record<string, string | undefined> = {};
    stream.on('response', (h) => {
      head = Object.fromEntries(Object.entries(h).map(([k, v]) => [k, v === undefined ? v : String(v)]));
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) }),
    );
    stream.on('error', reject);
    stream.end(body);
  });
}

it('serves the app over HTTP/2: the page with its own nonce, and the build-time zstd of an asset', async () => {
  const page = await h2('/work-order/list-work-orders');
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(page.headers['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  expect(page.body.toString()).toContain(`content="${nonce}"`);

  const asset = await h2('/assets/big-XyZ789.js', { 'accept-encoding': 'zstd, br, gzip' });
  expect(asset.status).toBe(200);
  expect(asset.headers['content-encoding']).toBe('zstd');
  expect(asset.headers['cache-control']).toContain('immutable');
  expect(zstdDecompressSync(asset.body)).toEqual(BIG);
});

it('checks the session over HTTP/2 as over HTTP/1.1, and answers a signed-in call', async () => {
  const signedOut = await h2(portalSettingsCall.path);
  expect(signedOut.status).toBe(401);
  const me = await server.signIn();
  const settings = await h2(portalSettingsCall.path, { authorization: `Bearer ${me.token}` });
  expect(settings.status).toBe(200);
  expect(JSON.parse(settings.body.toString())).toHaveProperty('woHistoryMonthLimit');
});

it('streams the work-order search over HTTP/2, compressed, many requests at once on one connection', async () => {
  const me = await server.signIn();
  const place = await addPlace(server.db, { storeNumber: '9101' });
  const poNums = Array.from({ length: 300 }, (_, i) => `PO-H2-${i}`);
  await addManyOrders(server.db, me.vendorId, place, poNums, new Date(Date.now() - 86_400_000));
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const body = JSON.stringify({
    onsiteStartDate: day(-30),
    onsiteEndDate: day(30),
    wOStatus: '',
    locationNum: '',
    pONum: '',
  });
  const headers = {
    authorization: `Bearer ${me.token}`,
    'content-type': 'application/json',
    'accept-encoding': 'zstd',
  };
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => h2(searchWorkOrdersCall.path, headers, 'POST', body)),
  );
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('zstd');
    const rows = searchWorkOrdersResponse.parse(
      JSON.parse(zstdDecompressSync(answer.body).toString()),
    ).vendors;
    expect(rows.map((row) => row.poNum).sort()).toEqual([...poNums].sort());
  }
});

it('answers HTTP/1.1 on the same port, for clients that do not offer HTTP/2', async () => {
  const answer = await new Promise<{ status: number; version: string }>((resolve, reject) => {
    const req = httpsRequest(`${server.url}/healthz`, { ca: certificate.cert }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, version: res.httpVersion }));
    });
    req.on('error', reject);
    req.end();
  });
  expect(answer).toEqual({ status: 200, version: '1.1' });
  expect(session.alpnProtocol).toBe('h2');
});

it('closes promptly with an HTTP/2 session still open', async () => {
  expect((await h2('/healthz')).status).toBe(200);
  expect(session.closed).toBe(false);
  const goaway = new Promise<number>((resolve) => session.once('goaway', (code: number) => resolve(code)));
  await server.close();
  closed = true;
  expect(await goaway).toBe(constants.NGHTTP2_NO_ERROR);
});
