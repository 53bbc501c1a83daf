// Serving the built web app: long-cached hashed assets, an uncached index.html carrying this answer's
// style nonce, and client routes that fall back to index.html (API paths never do).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
const dist = mkdtempSync(join(tmpdir(), 'vp-dist-'));
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="csp-nonce" content="__CSP_NONCE__"><meta name="portal-prefix" content="__PORTAL_PREFIX__"><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log("app")');
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
  const html = await (await fetch(`${server.url}/auth/login`)).text();
  expect(html).toContain('<meta name="portal-prefix" content="Acme &#34;East&#34; &#60;Ops&#62;">');
});

it('caches hashed assets for a year and other files briefly', async () => {
  const asset = await fetch(`${server.url}/assets/index-AbC123.js`);
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const logo = await fetch(`${server.url}/logo.svg`);
  expect(logo.headers.get('cache-control')).toBe('public, max-age=3600');
});

it('falls back to index.html for client routes, not for API or missing assets', async () => {
  for (const path of ['/work-order/list-work-orders', '/auth/login', '/decline?id=12']) {
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
