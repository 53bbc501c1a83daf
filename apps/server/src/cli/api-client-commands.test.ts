// The API-client commands as an operator runs them, against the database of a running test server,
// so that what they print is checked on the provider API itself: the secret is printed once and
// works, list never shows it, rotate ends the old secret, revoke ends live tokens.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_SCOPES, PROVIDER_TOKEN_PATH, providerWhoamiPath } from '@vp/contracts';
import { api, startTestServer, type TestServer } from '../../test/harness.ts';

const run = promisify(execFile);
const cliTs = join(import.meta.dirname, 'main.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'vp-cli-api-clients-'));
let server: TestServer;

async function admin(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [cliTs, ...args], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: server.config.db.url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      },
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

async function token(clientId: string, secret: string) {
  const res = await fetch(server.url + PROVIDER_TOKEN_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: secret,
    }),
  });
  return { status: res.status, json: (await res.json()) as { access_token?: string; scope?: string } };
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// each command starts a Node process: the cap is a limit for a loaded machine, not a timing assertion
describe('admin CLI: API clients', { timeout: 120_000 }, () => {
  it('lists the commands, and refuses unknown scopes naming the catalogue', async () => {
    const all = await admin('--help');
    for (const name of [
      'create-api-client',
      'list-api-clients',
      'revoke-api-client',
      'rotate-api-client-secret',
    ])
      expect(all.out).toContain(name);
    const bad = await admin(
      'create-api-client',
      '--name',
      'CMMS',
      '--scopes',
      'vendors:read,everything,root',
    );
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('Unknown scopes: everything, root.');
    expect(bad.out).toContain(`Known scopes: ${PROVIDER_SCOPES.join(', ')}`);
    expect(await server.db.selectFrom('api_clients').select('id').execute()).toEqual([]);
  });

  it('creates a client whose secret is printed once, lists it without secrets, rotates and revokes it', async () => {
    const created = await admin(
      'create-api-client',
      '--name',
      'CMMS',
      '--scopes',
      'work-orders:write,invoices:write',
      '--contact-email',
      'it@facilities.example',
    );
    expect(created.code).toBe(0);
    const clientId = /Client id:\s+(\S+)/.exec(created.out)?.[1] ?? '';
    const secret = /Client secret:\s+(\S+)/.exec(created.out)?.[1] ?? '';
    expect(clientId).toMatch(/^vpc_/);
    expect(secret.length).toBeGreaterThanOrEqual(40);
    const row = await server.db.selectFrom('api_clients').selectAll().executeTakeFirstOrThrow();
    expect(row.secret_hash).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(secret);

    const first = await token(clientId, secret);
    expect(first.status).toBe(200);
    expect(first.json.scope).toBe('work-orders:write invoices:write');
    const live = first.json.access_token!;
    expect((await api(server, providerWhoamiPath, { token: live })).json).toMatchObject({ name: 'CMMS' });

    const list = await admin('list-api-clients');
    expect(list.code).toBe(0);
    expect(list.out).toContain(clientId);
    expect(list.out).toContain('work-orders:write, invoices:write');
    expect(list.out).toMatch(/last used \d{4}-/);
    expect(list.out).not.toContain(secret);
    expect(list.out).not.toContain(row.secret_hash);

    const rotated = await admin('rotate-api-client-secret', '--client-id', clientId);
    expect(rotated.code).toBe(0);
    const newSecret = /Client secret:\s+(\S+)/.exec(rotated.out)?.[1] ?? '';
    expect(newSecret).not.toBe(secret);
    expect((await token(clientId, secret)).status).toBe(401);
    expect((await token(clientId, newSecret)).status).toBe(200);
    expect((await admin('list-api-clients')).out).not.toContain(newSecret);

    const revoked = await admin('revoke-api-client', '--client-id', clientId);
    expect(revoked.code).toBe(0);
    expect(revoked.out).toContain('revoked');
    expect((await api(server, providerWhoamiPath, { token: live })).status).toBe(401);
    expect((await token(clientId, newSecret)).status).toBe(401);
    expect((await admin('list-api-clients')).out).toContain('REVOKED');
    expect((await admin('revoke-api-client', '--client-id', 'vpc_nobody')).code).toBe(1);
    expect((await admin('rotate-api-client-secret', '--client-id', clientId)).code).toBe(1);
  });
});
