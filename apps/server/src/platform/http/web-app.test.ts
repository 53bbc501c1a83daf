// Serving the built web app: long-cached hashed assets, an uncached index.html carrying this answer's
// style nonce, and client routes that fall back to index.html (API paths never do); /auth/login gets the
// light sign-in page (login.html, decision 067) with the same nonce and prefix.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
  gzipSync,
  zstdCompressSync,
  zstdDecompressSync,
} from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rawGet } from '../../../test/raw-get.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
const BIG = Buffer.from('export const app = [' + '"a vendor portal chunk",'.repeat(400) + '];');
const dist = mkdtempSync(join(tmpdir(), 'vp-dist-'));
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="csp-nonce" content="__CSP_NONCE__"><meta name="portal-prefix" content="__PORTAL_PREFIX__"><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dist, 'login.html'),
    '<!doctype html><html><head><meta name="csp-nonce" content="__CSP_NONCE__"><title>__PORTAL_PREFIX__ | Portal | Login</title><script type="module" src="/assets/login-AbC123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log("app")');
  // a built chunk with the variants the build writes beside it (apps/web/build/precompress.ts)
  writeFileSync(join(dist, 'assets', 'big-XyZ789.js'), BIG);
  writeFileSync(join(dist, 'assets', 'big-XyZ789.js.zst'), zstdCompressSync(BIG));
  writeFileSync(join(dist, 'assets', 'big-XyZ789.js.br'), brotliCompressSync(BIG));
  writeFileSync(join(dist, 'assets', 'big-XyZ789.js.gz'), gzipSync(BIG));
  writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ env: { WEB_DIST: dist } });
  // before the first page is served: the prefix read is reused for 30 s
  await server.db
    .insertInto('portal_settings')
    .values({ key: 'portalPrefix', value: 'Acme "East" <Ops>' })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: 'Acme "East" <Ops>' }))
    .execute();
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

function nonceIn(csp: string): string {
  return /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
}

it('serves index.html uncached, with the nonce of its own CSP header', async () => {
  const a = await fetch(`${server.url}/`);
  const b = await fetch(`${server.url}/`);
  const [htmlA, htmlB] = [await a.text(), await b.text()];
  expect(a.headers.get('cache-control')).toBe('no-cache');
  expect(a.headers.get('content-type')).toMatch(/text\/html/);
  const nonceA = nonceIn(a.headers.get('content-security-policy') ?? '');
  expect(nonceA.length).toBeGreaterThan(10);
  expect(htmlA).toContain(`content="${nonceA}"`);
  expect(htmlA).not.toContain('__CSP_NONCE__');
  expect(nonceIn(b.headers.get('content-security-policy') ?? '')).not.toBe(nonceA); // fresh per answer
  expect(htmlB).not.toContain(nonceA);
});

it('writes the portal prefix into index.html, escaped, for the signed-out pages titles', async () => {
  const html = await (await fetch(`${server.url}/auth/register`)).text();
  expect(html).toContain('<meta name="portal-prefix" content="Acme &#34;East&#34; &#60;Ops&#62;">');
});

it('sends the light sign-in page for /auth/login, with its nonce and prefix, and no file of its own', async () => {
  for (const path of ['/auth/login', '/auth/login/', '/auth/login?next=1']) {
    const res = await fetch(server.url + path);
    const html = await res.text();
    expect(res.headers.get('cache-control'), path).toBe('no-cache');
    expect(html, path).toContain('src="/assets/login-AbC123.js"');
    expect(html).toContain(`content="${nonceIn(res.headers.get('content-security-policy') ?? '')}"`);
    expect(html).toContain('<title>Acme &#34;East&#34; &#60;Ops&#62; | Portal | Login</title>');
  }
  // every other page is the app's
  expect(await (await fetch(`${server.url}/auth/forgot`)).text()).toContain('/assets/index-AbC123.js');
  expect(await (await fetch(`${server.url}/auth/login-help`)).text()).toContain('/assets/index-AbC123.js');
  // the page is only ever sent with its nonce, never as a static file ('/login.html' is a client route)
  const asFile = await (await fetch(`${server.url}/login.html`)).text();
  expect(asFile).toContain('/assets/index-AbC123.js');
  expect(asFile).not.toContain('__CSP_NONCE__');
});

it('caches hashed assets for a year and other files briefly', async () => {
  const asset = await fetch(`${server.url}/assets/index-AbC123.js`);
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const logo = await fetch(`${server.url}/logo.svg`);
  expect(logo.headers.get('cache-control')).toBe('public, max-age=3600');
});

it('falls back to index.html for client routes, not for API or missing assets', async () => {
  for (const path of ['/work-order/list-work-orders', '/auth/register', '/decline?id=12']) {
    const res = await fetch(server.url + path);
    expect(res.status, path).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  }
  expect((await fetch(`${server.url}/scheduling/list-scheduling`, { method: 'HEAD' })).status).toBe(200);
  expect((await fetch(`${server.url}/api/unknown`)).status).toBe(404);
  expect((await fetch(`${server.url}/assets/missing-123.js`)).status).toBe(404);
  const post = await fetch(`${server.url}/work-order`, { method: 'POST' });
  expect(post.status).toBe(404);
});

it('sends a hashed asset in the best coding the browser accepts: zstd, else Brotli, else gzip', async () => {
  const url = `${server.url}/assets/big-XyZ789.js`;
  const cases: [string | undefined, string | undefined, (b: Buffer) => Buffer][] = [
    ['gzip, deflate, br, zstd', 'zstd', zstdDecompressSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['zstd;q=0, br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
    [undefined, undefined, (b) => b],
    ['identity', undefined, (b) => b],
  ];
  for (const [accept, coding, decode] of cases) {
    const res = await rawGet(url, accept === undefined ? {} : { 'accept-encoding': accept });
    expect(res.status, accept).toBe(200);
    expect(res.headers['content-encoding'], accept).toBe(coding);
    expect(res.headers['vary'], accept).toMatch(/accept-encoding/i);
    expect(res.headers['content-type'], accept).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length']), accept).toBe(res.body.length);
    expect(decode(res.body), accept).toEqual(BIG);
  }
  const head = await rawGet(url, { 'accept-encoding': 'zstd' }, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.headers['content-encoding']).toBe('zstd');
  expect(head.body.length).toBe(0);
  // the variants are no files of their own, and no path leaves the folder
  for (const path of ['/assets/big-XyZ789.js.zst', '/assets/..%2Flogo.svg'])
    expect((await rawGet(server.url + path, {})).status, path).toBe(404);
  // dot-dot segments resolve inside the build at most (the router normalises them), never outside it
  const outside = await rawGet(`${server.url}/assets/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd`, {});
  expect(outside.body.toString()).not.toContain('root:');
});

it('compresses the answer of an API call and the index page but not a small one', async () => {
  const page = await rawGet(`${server.url}/auth/login`, { 'accept-encoding': 'br, gzip' });
  // the page is under 1 KB here: sent as it is
  expect(page.headers['content-encoding']).toBeUndefined();
  const openapi = await rawGet(`${server.url}/api/openapi.json`, { 'accept-encoding': 'gzip, br, zstd' });
  expect(openapi.status).toBe(200);
  expect(openapi.headers['content-encoding']).toBe('zstd');
  expect(openapi.headers['vary']).toMatch(/accept-encoding/i);
  // made whole in memory: compressed in one go and sent with its length (not as a stream)
  expect(openapi.headers['content-length']).toBe(String(openapi.body.length));
  const plain = await rawGet(`${server.url}/api/openapi.json`, {});
  expect(JSON.parse(zstdDecompressSync(openapi.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  expect(openapi.body.length).toBeLessThan(plain.body.length / 4);
  // the CSP and the cache rules stay as they are
  const policy = (csp: string | undefined) => (csp ?? '').replace(/'nonce-[^']+'/, 'nonce');
  expect(policy(openapi.headers['content-security-policy'])).toBe(
    policy(plain.headers['content-security-policy']),
  );
  expect(openapi.headers['cache-control']).toBe(plain.headers['cache-control']);
});
