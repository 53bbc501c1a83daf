// The provider API's OpenAPI 3.1 document and reference page (issue 17 point 6), from the running
// server: public, generated from the registered calls, each operation with its scope, its write
// headers and its answers, and the page readable under the strict CSP with nothing fetched elsewhere.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROVIDER_SCOPES, listVendorsCall, providerWhoamiCall } from '@vp/contracts';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { providerClient, providerToken } from '../../../test/provider-client.ts';
import { PROVIDER_OPENAPI_PATH, PROVIDER_REFERENCE_PATH, openApiPath } from './provider-openapi.ts';

const server = testServerForFile({ env: { PROVIDER_MAX_CALLS_PER_MINUTE: '100000' } });

type Operation = {
  operationId: string;
  security: { oauth2: string[] }[];
  parameters: { name: string; in: string }[];
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
};

async function document(): Promise<Document> {
  const res = await api(server, PROVIDER_OPENAPI_PATH);
  expect(res.status).toBe(200);
  return res.json as unknown as Document;
}

describe('GET /provider/v1/openapi.json', () => {
  it('is OpenAPI 3.1 with the OAuth 2.0 client-credentials scheme, without a token', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    expect(JSON.stringify(doc.components)).toContain('/provider/oauth/token');
  });

  it('describes every registered call once, with its scope, and every operation answers 401 without a token or with a vendor session', async () => {
    const vendor = await server.signIn();
    const doc = await document();
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const call of [providerWhoamiCall, listVendorsCall]) {
      const op = doc.paths[openApiPath(call.path)]?.[call.method.toLowerCase()];
      expect(op?.operationId).toBe(call.id);
      expect(op?.security).toEqual([{ oauth2: call.access.scope === 'none' ? [] : [call.access.scope] }]);
    }
    for (const { path, method, op } of operations) {
      const url = path.replace(/\{[^}]+\}/g, 'x-1');
      const res = await api(server, url, {
        method: method.toUpperCase(),
        ...(method === 'get' ? {} : { body: {} }),
      });
      expect(res.status, `${method} ${path}`).toBe(401);
      const asVendor = await api(server, url, {
        method: method.toUpperCase(),
        token: vendor.token,
        ...(method === 'get' ? {} : { body: {} }),
      });
      expect(asVendor.status, `${method} ${path} with a vendor session`).toBe(401);
      if (method !== 'get') expect(op.parameters.map((p) => p.name)).toContain('Idempotency-Key');
    }
  });
});

describe('the scope matrix of every documented call', () => {
  it('answers 403 to a token that carries every scope but the one the call needs', async () => {
    const doc = await document();
    const all = await providerClient(server, [...PROVIDER_SCOPES]);
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const needed = op.security[0]?.oauth2[0];
        if (needed === undefined) continue;
        const others = PROVIDER_SCOPES.filter((s) => s !== needed).join(' ');
        const token = await providerToken(server, all.credentials, others);
        const res = await api(server, path.replace(/\{[^}]+\}/g, 'x-1'), {
          method: method.toUpperCase(),
          token,
          headers: { 'idempotency-key': `matrix-${op.operationId}` },
          ...(method === 'get' ? {} : { body: {} }),
        });
        expect(res.status, `${method} ${path} without ${needed}`).toBe(403);
        expect(String(res.json.detail)).toContain(needed);
      }
    }
  });
});

describe('GET /provider/docs', () => {
  it('is a page of our own: every operation, the style under the CSP nonce, nothing from elsewhere', async () => {
    const res = await fetch(server.url + PROVIDER_REFERENCE_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    const doc = await document();
    for (const methods of Object.values(doc.paths))
      for (const op of Object.values(methods)) expect(html).toContain(`id="${op.operationId}"`);
    const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    expect(html).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1)/);
  });

  it('gives Getting-started commands that run as pasted, with the absolute URLs (issue 38 point 12)', async () => {
    const html = await (await fetch(server.url + PROVIDER_REFERENCE_PATH)).text();
    const pre = /<pre id="getting-started">([^<]*)<\/pre>/.exec(html)?.[1];
    expect(pre).toBeDefined();
    const commands = pre!
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(commands).toContain(`${server.url}/provider/oauth/token`);
    expect(commands).toContain(`${server.url}/provider/v1/whoami`);
    const client = await providerClient(server, ['vendors:read']);
    const { stdout } = await promisify(execFile)('bash', ['-c', commands], {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        CLIENT_ID: client.credentials.clientId,
        CLIENT_SECRET: client.credentials.secret,
      },
    });
    expect(JSON.parse(stdout)).toMatchObject({ clientId: client.clientId, scopes: ['vendors:read'] });
  });
});
