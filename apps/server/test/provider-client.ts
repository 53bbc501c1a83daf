// A provider system in tests (issue 17): an API client with the given scopes, its access token from
// the real token call, and `call()` that sends it, with a fresh Idempotency-Key on every write unless
// the test gives its own (or null, to send none).
import { randomUUID } from 'node:crypto';
import type { ProviderScope } from '@vp/contracts';
import { createApiClient } from '../src/features/integrations/api-clients.service.ts';
import { api, type TestServer } from './harness.ts';
import { requestProviderToken } from './provider-token.ts';

export type ProviderCallInit = {
  body?: unknown;
  headers?: Record<string, string>;
  /** undefined: a fresh key on writes; null: none */
  idempotencyKey?: string | null;
};

export type ProviderTestClient = {
  clientId: string;
  /** the id and secret, for tokens of narrower scope (`providerToken(server, credentials, scope)`) */
  credentials: { clientId: string; secret: string };
  token: string;
  call(method: string, path: string, init?: ProviderCallInit): ReturnType<typeof api>;
};

export async function providerToken(
  server: Pick<TestServer, 'url'>,
  client: { clientId: string; secret: string },
  scope?: string,
): Promise<string> {
  const res = await requestProviderToken(server.url, client, scope !== undefined ? { scope } : {});
  if (res.status !== 200) throw new Error(`token call answered ${res.status}: ${await res.text()}`);
  return String(((await res.json()) as { access_token: string }).access_token);
}

export async function providerClient(
  server: Pick<TestServer, 'url' | 'db'>,
  scopes: ProviderScope[],
  options: { name?: string; contactEmail?: string } = {},
): Promise<ProviderTestClient> {
  const client = await createApiClient(server.db, {
    name: options.name ?? 'Test system',
    scopes,
    ...(options.contactEmail ? { contactEmail: options.contactEmail } : {}),
  });
  const token = await providerToken(server, client);
  return {
    clientId: client.clientId,
    credentials: client,
    token,
    call(method, path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      const key = init.idempotencyKey === undefined && method !== 'GET' ? randomUUID() : init.idempotencyKey;
      if (key) headers['idempotency-key'] = key;
      return api(server, path, {
        method,
        token,
        headers,
        ...(init.body !== undefined ? { body: init.body } : {}),
      });
    },
  };
}
