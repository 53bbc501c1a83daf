// Writes made with our cookies come from our own origin only (issue 37 point 3, decision 096). The
// review revoked an API client from a page on another port of 127.0.0.1 (SameSite=Strict does not
// tell origins of one site apart). Here the browser's headers are sent as a browser sends them: the
// staff session cookie and the vendor refresh cookie are refused with a foreign Origin or a
// same-site / cross-site Sec-Fetch-Site, accepted from our own origin (PUBLIC_URL, or the scheme and
// host the request reached us by), bearer calls are not concerned, and a text/plain body is 415.
// e2e/staff-sibling-origin.spec.ts does the same attack in Chromium.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiClientCall,
  createWebhookCall,
  forgotUserPasswordCall,
  logoutCall,
  REFRESH_COOKIE,
  refreshCall,
  revokeApiClientCall,
  rotateApiClientSecretCall,
  signOutOtherSessionsCall,
} from '@vp/contracts';
import { api, startTestServer, type TestServer } from '../../../test/harness.ts';
import { providerToken } from '../../../test/provider-client.ts';
import { requestProviderToken } from '../../../test/provider-token.ts';
import { staffSession } from '../../../test/staff-client.ts';
import { createUserWithPassword } from '../../../test/fixtures/index.ts';
import { srpSignIn } from '../../../test/srp-client.ts';
import { FOREIGN_ORIGIN_REFUSED } from './same-origin-writes.ts';

let server: TestServer;
let sibling: string;
beforeAll(async () => {
  // X-Forwarded-Proto and -Host are believed from loopback, as from a reverse proxy in front
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  const port = Number(new URL(server.url).port);
  sibling = `http://127.0.0.1:${port === 65535 ? port - 1 : port + 1}`;
});
afterAll(() => server.close());

const revokePath = (clientId: string) => revokeApiClientCall.path.replace(':clientId', clientId);
const rotatePath = (clientId: string) => rotateApiClientSecretCall.path.replace(':clientId', clientId);

/** An API client, made through the console's own call (a client without a browser: no Origin). */
async function newClient() {
  const admin = await staffSession(server, 'administrator');
  const res = await server.call(
    createApiClientCall,
    { body: { name: 'Origin test', scopes: ['vendors:read'] } },
    { headers: { cookie: admin.cookie } },
  );
  expect(res.status).toBe(200);
  const { client, secret } = res.json as { client: { clientId: string }; secret: string };
  return { clientId: client.clientId, secret };
}

const revokedAt = async (clientId: string) =>
  (
    await server.db
      .selectFrom('api_clients')
      .select('revoked_at')
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow()
  ).revoked_at;

/** A POST as node:http sends it, with the Host header we choose (fetch sets its own). */
function rawPost(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method: 'POST', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function expectRefused(res: { status: number; json: Record<string, unknown> }) {
  expect(res.status).toBe(403);
  expect(res.json).toEqual({
    error: FOREIGN_ORIGIN_REFUSED,
    message: FOREIGN_ORIGIN_REFUSED,
    statusCode: 403,
    code: 'foreign-origin',
  });
}

describe('the staff session cookie', () => {
  it('a bodyless staff write from a sibling origin is refused and changes nothing; from our own origin it goes through', async () => {
    const admin = await staffSession(server, 'administrator');
    const client = await newClient();
    const post = (headers: Record<string, string>) =>
      api(server, revokePath(client.clientId), {
        method: 'POST',
        headers: { cookie: admin.cookie, ...headers },
      });

    // what the review's page on another port of 127.0.0.1 made the browser send
    expectRefused(await post({ origin: sibling, 'sec-fetch-site': 'same-site' }));
    expectRefused(await post({ origin: sibling }));
    expectRefused(await post({ origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' }));
    // a sandboxed frame or a privacy redirect sends the opaque origin
    expectRefused(await post({ origin: 'null' }));
    // the same host by another scheme is another origin
    expectRefused(await post({ origin: server.url.replace('http:', 'https:') }));
    // without Origin, the browser's Sec-Fetch-Site speaks
    expectRefused(await post({ 'sec-fetch-site': 'same-site' }));
    expectRefused(await post({ 'sec-fetch-site': 'cross-site' }));
    expect(await revokedAt(client.clientId)).toBeNull();

    // the console's own page
    const own = await post({ origin: server.url, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
    expect(await revokedAt(client.clientId)).not.toBeNull();
  });

  it('refuses other unsafe methods and other staff writes alike, and never reads the body first', async () => {
    const admin = await staffSession(server, 'administrator');
    const client = await newClient();
    const rotated = await api(server, rotatePath(client.clientId), {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: sibling },
    });
    expectRefused(rotated);
    // a body the route could not even parse: the origin is refused first
    const withBody = await api(server, rotatePath(client.clientId), {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: sibling },
      body: { nested: [[[[]]]] },
    });
    expectRefused(withBody);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await api(server, '/staff/api/no-such-call', {
        method,
        headers: { cookie: admin.cookie, origin: sibling },
      });
      expect(res.status, method).toBe(403);
    }
    // the secret still gets tokens: nothing was rotated
    // (providerToken throws unless the token call answers 200)
    expect(await providerToken(server, client)).toEqual(expect.any(String));
  });

  it("our own origin is PUBLIC_URL or the scheme and host the request reached us by (a proxy's forwarded ones when trusted)", async () => {
    const admin = await staffSession(server, 'administrator');
    const revoke = async (headers: Record<string, string>) => {
      const client = await newClient();
      const res = await rawPost(revokePath(client.clientId), { cookie: admin.cookie, ...headers });
      return { status: res.status, revoked: (await revokedAt(client.clientId)) !== null };
    };
    const port = new URL(server.url).port;
    // reached as localhost: its own origin; PUBLIC_URL's too
    expect(await revoke({ host: `localhost:${port}`, origin: `http://localhost:${port}` })).toEqual({
      status: 200,
      revoked: true,
    });
    expect(await revoke({ host: `localhost:${port}`, origin: server.url })).toEqual({
      status: 200,
      revoked: true,
    });
    // a page on another port of the host the request reached
    expect(
      await revoke({ host: `localhost:${port}`, origin: `http://localhost:${Number(port) + 1}` }),
    ).toEqual({
      status: 403,
      revoked: false,
    });
    // behind a TLS-ending proxy: the browser's https origin is the forwarded scheme and host
    const forwarded = {
      host: `127.0.0.1:${port}`,
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'portal.example.test',
    };
    expect(await revoke({ ...forwarded, origin: 'https://portal.example.test' })).toEqual({
      status: 200,
      revoked: true,
    });
    expect(await revoke({ ...forwarded, origin: 'http://portal.example.test' })).toEqual({
      status: 403,
      revoked: false,
    });
    // the browser's own Sec-Fetch-Site: same-origin holds whatever a proxy did to Host
    expect(
      await revoke({
        host: 'internal:8080',
        origin: 'https://portal.example.test',
        'sec-fetch-site': 'same-origin',
      }),
    ).toEqual({ status: 200, revoked: true });
  });
});

describe('the vendor refresh cookie', () => {
  it('refresh and logout from a sibling origin are refused and leave the session as it was', async () => {
    const user = await createUserWithPassword(server.db, { password: 'Origin-Test-Pass-2026' });
    const signedIn = await srpSignIn(server, user.email, 'Origin-Test-Pass-2026');
    expect(signedIn.finish.json.result).toBe('SIGNED_IN');
    expect(signedIn.setCookie).toMatch(/vp_device=/);
    const cookie = `${REFRESH_COOKIE}=${signedIn.refreshToken!}`;

    expectRefused(await server.call(refreshCall, {}, { headers: { cookie, origin: sibling } }));
    expectRefused(await server.call(logoutCall, {}, { headers: { cookie, 'sec-fetch-site': 'same-site' } }));
    // the cookie was neither rotated nor revoked: our own page still refreshes with it
    const own = await server.call(
      refreshCall,
      {},
      { headers: { cookie, origin: server.url, 'sec-fetch-site': 'same-origin' } },
    );
    expect(own.status).toBe(200);
    expect(own.json.idToken).toEqual(expect.any(String));
  });

  it('bearer calls are not concerned: an ID token or a provider secret from anywhere goes on to its usual checks', async () => {
    const user = await server.signIn();
    const bearer = await server.call(
      signOutOtherSessionsCall,
      {},
      { as: { token: user.token }, headers: { origin: sibling, 'sec-fetch-site': 'cross-site' } },
    );
    expect(bearer.status).toBe(200);
    const client = await newClient();
    const token = await requestProviderToken(server.url, client, { headers: { origin: sibling } });
    expect(token.status).toBe(200);
    // the same call with one of our cookies from that origin is refused, in the surface's own shape
    const withCookie = await server.call(
      signOutOtherSessionsCall,
      {},
      { as: { token: user.token }, headers: { origin: sibling, cookie: `${REFRESH_COOKIE}=x` } },
    );
    expectRefused(withCookie);
    const provider = await server.send(
      createWebhookCall,
      { body: {} },
      { headers: { origin: sibling, cookie: 'vp_staff=x' }, idempotencyKey: null },
    );
    expect(provider.status).toBe(403);
    expect(provider.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(provider.json.detail).toBe(FOREIGN_ORIGIN_REFUSED);
  });
});

describe('text/plain bodies', () => {
  it('are 415 on every call: the form a page of any origin may send without asking is never parsed', async () => {
    const admin = await staffSession(server, 'administrator');
    const client = await newClient();
    const asForm = (path: string, headers: Record<string, string> = {}) =>
      fetch(server.url + path, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', ...headers },
        body: '{"email":"a@b.example"}',
      });
    // from our own origin: the origin passes, the body does not
    const staffForm = await asForm(revokePath(client.clientId), { cookie: admin.cookie, origin: server.url });
    expect(staffForm.status).toBe(415);
    expect(await revokedAt(client.clientId)).toBeNull();
    expect((await asForm(forgotUserPasswordCall.path)).status).toBe(415);
  });
});
