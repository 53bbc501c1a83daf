// The token call's limits (issue 37 point 5, decision 099), over real HTTP and PostgreSQL. The review
// had 500 wrong secrets for one client id checked in under a second. Failed requests are now counted
// per client id and per address before the secret is checked: concurrent wrong secrets beyond the
// limit answer 429 with Retry-After and are never checked, and the real client still gets its token
// from the address it has used while a stranger is throttled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { requestProviderToken } from '../../../test/provider-token.ts';
import { createApiClient } from './api-clients.service.ts';
import {
  TOKEN_FAILURE_WINDOW_SECONDS,
  TOKEN_FAILURES_PER_ADDRESS,
  TOKEN_FAILURES_PER_CLIENT,
} from './provider-token-throttle.ts';

let server: TestServer;
beforeAll(async () => {
  // each request names its address (X-Forwarded-For), as clients on other machines would have
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server?.close());

async function token(from: string, clientId: string, secret: string) {
  const res = await requestProviderToken(
    server.url,
    { clientId, secret },
    { headers: { 'x-forwarded-for': from } },
  );
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as { error?: string; error_description?: string; access_token?: string },
  };
}

const wrong = (n: number) => `vps_wrong-${n}`;
const failureRows = (clientId: string) =>
  server.db.selectFrom('provider_token_failures').select('id').where('client_id', '=', clientId).execute();

function expectThrottled(res: Awaited<ReturnType<typeof token>>) {
  expect(res.status).toBe(429);
  expect(Number(res.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(res.retryAfter)).toBeLessThanOrEqual(TOKEN_FAILURE_WINDOW_SECONDS);
  expect(res.body.error).toBe('temporarily_unavailable');
  expect(res.body.error_description).toMatch(/^Too many failed token requests .* try again in \d+ s\.$/);
}

describe('POST /provider/oauth/token under wrong secrets', () => {
  it('50 concurrent wrong secrets for one client id: the limit is checked, the rest are 429 unchecked', async () => {
    const client = await createApiClient(server.db, { name: 'Hammered', scopes: ['vendors:read'] });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => token('10.7.0.1', client.clientId, wrong(i))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(TOKEN_FAILURES_PER_CLIENT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - TOKEN_FAILURES_PER_CLIENT);
    for (const answer of answers.filter((a) => a.status === 429)) expectThrottled(answer);
    // a checked request leaves its counted row: no more were checked than the limit
    expect(await failureRows(client.clientId)).toHaveLength(TOKEN_FAILURES_PER_CLIENT);
    // the right secret from that address waits too: it is counted before it is checked
    expectThrottled(await token('10.7.0.1', client.clientId, client.secret));
  });

  it('the real client keeps getting tokens from its address while a stranger is throttled', async () => {
    const client = await createApiClient(server.db, { name: 'Integrator', scopes: ['vendors:read'] });
    // the integrator's server has had a token before
    expect((await token('10.7.1.1', client.clientId, client.secret)).status).toBe(200);
    // a stranger elsewhere hammers its client id
    const stranger = await Promise.all(
      Array.from({ length: 30 }, (_, i) => token('10.7.1.2', client.clientId, wrong(i))),
    );
    expect(stranger.filter((a) => a.status === 401)).toHaveLength(TOKEN_FAILURES_PER_CLIENT);
    expectThrottled(await token('10.7.1.3', client.clientId, wrong(99)));
    // the integrator, from its address, is not held back by the stranger's failures
    for (let i = 0; i < 3; i++) {
      const res = await token('10.7.1.1', client.clientId, client.secret);
      expect(res.status).toBe(200);
      expect(res.body.access_token).toBeTruthy();
    }
    // its own wrong secrets (a bad deploy) are counted on its address alone, with the same limit
    const own = await Promise.all(
      Array.from({ length: 15 }, (_, i) => token('10.7.1.1', client.clientId, wrong(i))),
    );
    expect(own.filter((a) => a.status === 401)).toHaveLength(TOKEN_FAILURES_PER_CLIENT);
    expect(own.filter((a) => a.status === 429)).toHaveLength(15 - TOKEN_FAILURES_PER_CLIENT);
  });

  it('one address is throttled across client ids, known or made up', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `vpc_made-up-${i}`);
    const answers = await Promise.all(ids.map((id, i) => token('10.7.2.1', id, wrong(i))));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(TOKEN_FAILURES_PER_ADDRESS);
    for (const answer of answers.filter((a) => a.status === 429)) expectThrottled(answer);
    // another address is not
    expect((await token('10.7.2.2', ids[0]!, wrong(0))).status).toBe(401);
  });
});
