// The server as an operator runs it: `node src/main.ts` on the embedded database. A second start on the
// same data folder is refused; kill -9 then a restart keeps every committed row and reuses the
// database; SIGTERM lets an in-flight request finish.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { freePort } from './free-port.ts';
import { serverProcesses } from './server-process.ts';
import { createLocalBlobStore } from '../src/platform/blobs/local-blob-store.ts';

const cliTs = join(import.meta.dirname, '../src/cli/main.ts');
const { dataDir, secret, start, waitReady, query } = serverProcesses('vp-process-');

/** `npm run admin -- ...` from another shell: only DATA_DIR in common with the server (issue 38 point 4). */
function admin(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, [cliTs, ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env },
    cwd: dataDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

it('refuses a second start, survives kill -9, and shuts down gracefully', { timeout: 120_000 }, async () => {
  const [port, port2, pgPort] = [await freePort(), await freePort(), await freePort()];

  // first start: a new embedded database with the demo data, and the demo sign-in printed
  const first = start(port, pgPort);
  await waitReady(port, first);
  expect(first.output()).toMatch(/Demo sign-in: \S+@\S+ \/ \S+/);
  // the printed demo API client gets a provider access token as printed (issue 17 point 7)
  const printed = /Demo API client [^:]*: (\S+) \/ (\S+)/.exec(first.output());
  expect(printed).not.toBeNull();
  const token = await fetch(`http://127.0.0.1:${port}/provider/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${printed![1]}:${printed![2]}`).toString('base64')}`,
    },
    body: 'grant_type=client_credentials',
  });
  expect(token.status).toBe(200);
  const vendorsBefore = (await query(pgPort, 'select count(*)::int as n from vendors')).rows[0]!.n as number;
  expect(vendorsBefore).toBeGreaterThanOrEqual(2);

  // a second start on the same data folder fails clearly and leaves the first one alone
  const second = start(port2, pgPort);
  expect(await second.exited).not.toBe(0);
  expect(second.output()).toMatch(/already running with the data folder/);
  expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);

  // a committed row, then kill -9
  await query(pgPort, `insert into portal_settings (key, value) values ('kill-test', 'committed')`);
  first.child.kill('SIGKILL');
  await first.exited;

  // restart: same database, the row is there, no second demo load
  const third = start(port, pgPort);
  await waitReady(port, third);
  expect(third.output()).not.toMatch(/Demo sign-in/);
  expect((await query(pgPort, `select value from portal_settings where key = 'kill-test'`)).rows).toEqual([
    { value: 'committed' },
  ]);
  expect((await query(pgPort, 'select count(*)::int as n from vendors')).rows[0]!.n).toBe(vendorsBefore);

  // the admin CLI beside it, given only the data folder, uses the server's database port and public URL
  // (the server's PORT, PUBLIC_URL and EMBEDDED_PG_PORT are not the defaults); totp-code needs nothing
  expect(JSON.parse(readFileSync(join(dataDir, 'server.json'), 'utf8'))).toMatchObject({
    publicUrl: `http://127.0.0.1:${port}`,
    embeddedPgPort: pgPort,
  });
  const created = await admin(
    { DATA_DIR: dataDir },
    'create-api-client',
    '--name',
    'Beside',
    '--scopes',
    'vendors:read',
  );
  expect(created.out).toContain(`POST http://127.0.0.1:${port}/provider/oauth/token`);
  expect(created.code).toBe(0);
  const code = await admin(
    { DATA_DIR: join(dataDir, 'none'), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing' },
    'totp-code',
    '--secret',
    'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  );
  expect(code).toEqual({ code: 0, out: expect.stringMatching(/^\d{6}\n$/) });

  // SIGTERM while an upload is streaming: the upload completes, then the server exits 0
  const store = createLocalBlobStore({
    rootDir: join(dataDir, 'blobs'),
    publicUrl: `http://127.0.0.1:${port}`,
    signingSecret: secret,
    urlTtlSeconds: 60,
    maxBytes: 1024 * 1024,
  });
  const uploadUrl = await store.createUploadUrl('graceful/test.bin', {
    contentType: 'application/octet-stream',
  });
  const chunk = Buffer.alloc(16 * 1024, 7);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === 8) {
        controller.close();
        return;
      }
      if (sent === 2) third.child.kill('SIGTERM'); // mid-upload
      await new Promise((r) => setTimeout(r, 150));
      controller.enqueue(chunk);
      sent++;
    },
  });
  const upload = await fetch(new URL(uploadUrl, `http://127.0.0.1:${port}`), {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', 'content-length': String(chunk.length * 8) },
    body,
    duplex: 'half',
  } as RequestInit);
  expect(upload.status).toBe(200);
  expect(await third.exited).toBe(0);
  // a stopped server's settings are gone: a later command starts the database itself
  expect(existsSync(join(dataDir, 'server.json'))).toBe(false);
  expect(readFileSync(join(dataDir, 'blobs', 'graceful', 'test.bin')).length).toBe(chunk.length * 8);
});
