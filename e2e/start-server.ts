// Starts the real server for the end-to-end run on a fresh embedded database with the demo data. It
// runs as a child process whose output (its log at info: every request, and what it prints) goes to
// E2E_SERVER_LOG, which the global teardown scans for credentials (decision 037); its errors are
// shown as well. Playwright stops the server by signalling this process group, the child included.
import { spawn } from 'node:child_process';
import { chmodSync, createWriteStream, mkdirSync, openSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DATA_DIR, E2E_PG_PORT, E2E_PORT, E2E_SERVER_LOG } from './e2e-env.ts';

rmSync(E2E_DATA_DIR, { recursive: true, force: true });
mkdirSync(E2E_DATA_DIR, { recursive: true });
chmodSync(E2E_DATA_DIR, 0o755);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: E2E_DATA_DIR,
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
  EMBEDDED_PG_PORT: String(E2E_PG_PORT),
  SEED_DEMO: 'true',
  LOG_LEVEL: 'info',
  WEB_DIST: join(import.meta.dirname, '../apps/web/dist'),
  // the provider specs' webhook receivers listen on http://127.0.0.1 (decision 056's URL guard refuses
  // http and loopback otherwise); only a spec that subscribes a webhook is affected
  WEBHOOKS_ALLOW_LOCAL_HTTP: 'true',
};
delete env.DATABASE_URL;

const log = openSync(E2E_SERVER_LOG, 'a');
// this launcher's node flags (playwright.config.ts: those of the `serve` script) are the server's
const server = spawn(
  process.execPath,
  [...process.execArgv, join(import.meta.dirname, '../apps/server/src/main.ts')],
  {
    env,
    stdio: ['ignore', log, 'pipe'],
  },
);
const errors = createWriteStream(E2E_SERVER_LOG, { flags: 'a' });
server.stderr?.on('data', (chunk: Buffer) => {
  process.stderr.write(chunk);
  errors.write(chunk);
});
// the signal reaches the server too: this process waits for it to finish, then ends as it did
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => undefined);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
