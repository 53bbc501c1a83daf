// The portal prefix is written into index.html and login.html as it is, whatever it holds (issue 37
// point 6): spliced in as a replacement string, `$\`` wrote the page's text before the placeholder
// into the meta tag (and `$&`, `$'` their own parts), since String.replaceAll reads them as patterns.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';

const PREFIX = "Acme $` $& $' $$ $1 East";
// as escapeAttribute writes it: & and ' escaped, every $ kept
const WRITTEN = 'Acme $` $&#38; $&#39; $$ $1 East';

let server: TestServer;
const dist = mkdtempSync(join(tmpdir(), 'vp-dist-prefix-'));
beforeAll(async () => {
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="csp-nonce" content="__CSP_NONCE__"><meta name="portal-prefix" content="__PORTAL_PREFIX__"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dist, 'login.html'),
    '<!doctype html><html><head><title>__PORTAL_PREFIX__ | Portal | Login</title></head><body></body></html>',
  );
  server = await startTestServer({ env: { WEB_DIST: dist } });
  // before the first page is served: the prefix read is reused for 30 s
  await server.db
    .insertInto('portal_settings')
    .values({ key: 'portalPrefix', value: PREFIX })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: PREFIX }))
    .execute();
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

it("writes a prefix holding $` $& $' $$ as it is, into the app page and the sign-in page", async () => {
  const index = await (await fetch(`${server.url}/`)).text();
  expect(index).toContain(`<meta name="portal-prefix" content="${WRITTEN}">`);
  expect(index.match(/<!doctype html>/g)).toHaveLength(1);
  const login = await (await fetch(`${server.url}/auth/login`)).text();
  expect(login).toContain(`<title>${WRITTEN} | Portal | Login</title>`);
  expect(login.match(/<title>/g)).toHaveLength(1);
});
