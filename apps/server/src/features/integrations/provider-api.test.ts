// The provider API's front door (issue 17 point 1): the client-credentials token call, the guard of
// /provider/v1 (401 / 403 / 429 problem details), and the wall between provider tokens and vendor
// sessions, over real HTTP.
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allow,
  getStatesCall,
  providerVendorsPath,
  providerWhoamiPath,
  PROVIDER_TOKEN_PATH,
} from '@vp/contracts';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { createVendor } from '../../../test/fixtures/index.ts';
import {
  createProviderTokenService,
  type ProviderTokenService,
} from '../../platform/identity/provider-token-service.ts';
import { requireAccessOnEveryRoute } from '../../platform/http/access-routes.ts';
import { providerApi } from '../../platform/provider/provider-api.ts';
import { createApiClient, revokeApiClient, rotateApiClientSecret } from './api-clients.service.ts';

const LIMIT = 10;
const server = testServerForFile({ env: { PROVIDER_MAX_CALLS_PER_MINUTE: String(LIMIT) } });

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

async function tokenCall(form: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + PROVIDER_TOKEN_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, unknown> };
}

async function newClient(scopes: string[] = ['vendors:read', 'work-orders:read']) {
  return createApiClient(server.db, { name: 'CMMS', scopes });
}

async function tokenFor(client: { clientId: string; secret: string }, scope?: string) {
  const answer = await tokenCall({
    grant_type: 'client_credentials',
    client_id: client.clientId,
    client_secret: client.secret,
    ...(scope !== undefined ? { scope } : {}),
  });
  expect(answer.status).toBe(200);
  return String(answer.json.access_token);
}

function expectProblem(
  res: Awaited<ReturnType<typeof api>>,
  status: number,
  detail: RegExp,
): Record<string, unknown> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(res.json).toMatchObject({ status, type: expect.any(String), title: expect.any(String) });
  expect(String(res.json.detail)).toMatch(detail);
  expect(res.json.instance).toBe(new URL(server.url + String(res.json.instance)).pathname);
  return res.json;
}

describe('POST /provider/oauth/token', () => {
  it('grants a short-lived bearer token to a client by HTTP Basic and by the form', async () => {
    const client = await newClient();
    const byBasic = await tokenCall(
      { grant_type: 'client_credentials' },
      {
        authorization: basic(client.clientId, client.secret),
      },
    );
    expect(byBasic.status).toBe(200);
    expect(byBasic.json).toMatchObject({
      token_type: 'Bearer',
      expires_in: server.config.provider.tokenTtlSeconds,
      scope: 'vendors:read work-orders:read',
    });
    expect(byBasic.headers.get('cache-control')).toBe('no-store');
    const byForm = await tokenCall({
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_secret: client.secret,
    });
    expect(byForm.status).toBe(200);
    expect(typeof byForm.json.access_token).toBe('string');
  });

  it('refuses a wrong secret, an unknown client and a revoked client (invalid_client, 401)', async () => {
    const client = await newClient();
    for (const [id, secret] of [
      [client.clientId, `${client.secret}x`],
      ['vpc_nobody', client.secret],
    ] as const) {
      const answer = await tokenCall(
        { grant_type: 'client_credentials' },
        { authorization: basic(id, secret) },
      );
      expect(answer.status).toBe(401);
      expect(answer.json.error).toBe('invalid_client');
      expect(answer.headers.get('www-authenticate')).toMatch(/^Basic/);
    }
    await revokeApiClient(server.db, client.clientId);
    const revoked = await tokenCall(
      { grant_type: 'client_credentials' },
      {
        authorization: basic(client.clientId, client.secret),
      },
    );
    expect(revoked.status).toBe(401);
    expect(revoked.json.error).toBe('invalid_client');
  });

  it('refuses another grant type (unsupported_grant_type) and a body that is not a form', async () => {
    const client = await newClient();
    const password = await tokenCall(
      { grant_type: 'password', username: 'a', password: 'b' },
      {
        authorization: basic(client.clientId, client.secret),
      },
    );
    expect(password.status).toBe(400);
    expect(password.json.error).toBe('unsupported_grant_type');
    const json = await api(server, PROVIDER_TOKEN_PATH, {
      method: 'POST',
      body: { grant_type: 'client_credentials' },
    });
    expect(json.status).toBe(400);
    expect(json.json.error).toBe('invalid_request');
  });

  it('narrows the token to the scopes asked for, and refuses a scope not granted (invalid_scope)', async () => {
    const client = await newClient();
    const narrow = await tokenFor(client, 'work-orders:read');
    const whoami = await api(server, providerWhoamiPath, { token: narrow });
    expect(whoami.json.scopes).toEqual(['work-orders:read']);
    const vendors = await api(server, providerVendorsPath, { token: narrow });
    expectProblem(vendors, 403, /vendors:read/);

    const refused = await tokenCall({
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_secret: client.secret,
      scope: 'vendors:read invoices:write',
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe('invalid_scope');
    expect(String(refused.json.error_description)).toContain('invoices:write');
  });

  it('gives no token for the old secret once the secret is rotated', async () => {
    const client = await newClient();
    const secret = await rotateApiClientSecret(server.db, client.clientId);
    const old = await tokenCall(
      { grant_type: 'client_credentials' },
      {
        authorization: basic(client.clientId, client.secret),
      },
    );
    expect(old.status).toBe(401);
    await tokenFor({ clientId: client.clientId, secret: secret! });
  });
});

describe('the /provider/v1 guard', () => {
  it('answers whoami to a provider token, 401 problem details without one or with a vendor ID token', async () => {
    const client = await newClient();
    const token = await tokenFor(client);
    const ok = await api(server, providerWhoamiPath, { token });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({
      clientId: client.clientId,
      name: 'CMMS',
      scopes: ['vendors:read', 'work-orders:read'],
    });

    const none = await api(server, providerWhoamiPath);
    expectProblem(none, 401, /provider access token/);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const vendor = await server.signIn();
    expectProblem(await api(server, providerWhoamiPath, { token: vendor.token }), 401, /not a valid/);
    expectProblem(await api(server, providerWhoamiPath, { token: 'not.a.jwt' }), 401, /not a valid/);
  });

  it('refuses a provider token on a vendor /api call, with the /api error body', async () => {
    const token = await tokenFor(await newClient());
    const res = await api(server, getStatesCall.path, { token });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.json).toMatchObject({ statusCode: 401, error: expect.any(String) });
  });

  it('answers an unknown provider path with problem details', async () => {
    const missing = await api(server, '/provider/v1/no-such-call');
    expectProblem(missing, 404, /no-such-call/);
  });

  it('403 names the missing scope; the granted scope passes (the vendors list pages by cursor)', async () => {
    const without = await tokenFor(await newClient(['work-orders:read']));
    const refused = expectProblem(
      await api(server, providerVendorsPath, { token: without }),
      403,
      /'vendors:read'/,
    );
    expect(refused.type).toContain('insufficient-scope');

    const token = await tokenFor(await newClient(['vendors:read']));
    const ids: string[] = [];
    for (const vendor of [await createVendor(server.db), await createVendor(server.db)]) {
      const externalId = `V-guard-${vendor.vendorId}`;
      await server.db
        .updateTable('vendors')
        .set({ external_id: externalId })
        .where('id', '=', vendor.vendorId)
        .execute();
      ids.push(externalId);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await api(server, `${providerVendorsPath}?limit=1${cursor ? `&cursor=${cursor}` : ''}`, {
        token,
      });
      expect(page.status, page.text).toBe(200);
      const body = page.json as { items: { externalId: string }[]; nextCursor: string | null };
      expect(body.items.length).toBeLessThanOrEqual(1);
      seen.push(...body.items.map((v) => v.externalId));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen.filter((id) => ids.includes(id))).toEqual(ids);
    expectProblem(await api(server, `${providerVendorsPath}?limit=1001`, { token }), 400, /limit/);
  });

  it('ends the live tokens of a revoked client at once', async () => {
    const client = await newClient();
    const token = await tokenFor(client);
    expect((await api(server, providerWhoamiPath, { token })).status).toBe(200);
    await revokeApiClient(server.db, client.clientId);
    expectProblem(await api(server, providerWhoamiPath, { token }), 401, /revoked/);
  });

  it('keeps the last-used time, written at most once a minute', async () => {
    const client = await newClient();
    const token = await tokenFor(client);
    const lastUsed = async () =>
      (
        await server.db
          .selectFrom('api_clients')
          .select('last_used_at')
          .where('client_id', '=', client.clientId)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    expect(await lastUsed()).toBeNull();
    await api(server, providerWhoamiPath, { token });
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await api(server, providerWhoamiPath, { token });
    expect(await lastUsed()).toEqual(first);
  });

  it('lets no more than the per-minute limit through, however many calls run at once (429, Retry-After)', async () => {
    // a window that turns during the burst would rightly allow more: start early in a minute
    const second = new Date().getUTCSeconds();
    if (second > 50) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    const token = await tokenFor(await newClient());
    const answers = await Promise.all(
      Array.from({ length: LIMIT * 3 }, () => api(server, providerWhoamiPath, { token })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(LIMIT);
    const throttled = answers.filter((a) => a.status !== 200);
    expect(throttled).toHaveLength(LIMIT * 2);
    for (const t of throttled) {
      expectProblem(t, 429, /more than 10 calls/);
      expect(Number(t.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(t.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    // another client is not held up by this one
    expect((await api(server, providerWhoamiPath, { token: await tokenFor(await newClient()) })).status).toBe(
      200,
    );
  });
});

describe('the provider scope as a plugin', () => {
  const deps = () => ({
    db: server.db,
    tokens: providerTokens,
    settings: { tokenTtlSeconds: 60, maxCallsPerMinute: LIMIT },
  });
  let providerTokens: ProviderTokenService;
  beforeAll(async () => {
    providerTokens = await createProviderTokenService(server.db);
  });

  it('refuses to start with a /provider/v1 route that names no scope', async () => {
    const app = Fastify();
    requireAccessOnEveryRoute(app, []);
    await expect(
      app.register(providerApi(deps(), [], [async (v1) => void v1.get('/forgotten', async () => 'open')])),
    ).rejects.toThrow(/must be registered from a contract whose access is allow.provider/);
    await app.close();
  });

  it('refuses to start with a /provider/v1 route that does not come from a call (no OpenAPI entry)', async () => {
    const app = Fastify();
    await expect(
      app.register(
        providerApi(
          deps(),
          [],
          [
            async (v1) =>
              void v1.get(
                '/undocumented',
                { config: { access: allow.provider('vendors:read') } },
                async () => 'x',
              ),
          ],
        ),
      ),
    ).rejects.toThrow(/registered from its call/);
    await app.close();
  });

  it('checks the token before the body is read: 401, never a 400 that names a field', async () => {
    const app = Fastify();
    await app.register(
      providerApi(
        deps(),
        [],
        [
          async (v1) =>
            void v1.post(
              '/test-only',
              {
                config: { access: allow.provider('work-orders:write'), providerCallId: 'testOnly' },
                schema: { body: { type: 'object', required: ['secretField'] } },
              },
              async () => 'written',
            ),
        ],
      ),
    );
    const notJson = await app.inject({
      method: 'POST',
      url: '/provider/v1/test-only',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(notJson.statusCode).toBe(401);
    expect(notJson.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(notJson.body).not.toContain('secretField');

    // the scope matrix of a write route: with the scope the body is read, without it 403
    const client = await newClient(['work-orders:write', 'vendors:read']);
    for (const [scope, status] of [
      ['work-orders:write', 400],
      ['vendors:read', 403],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/provider/v1/test-only',
        headers: {
          authorization: `Bearer ${await tokenFor(client, scope)}`,
          'content-type': 'application/json',
        },
        payload: '{}',
      });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    await app.close();
  });
});
