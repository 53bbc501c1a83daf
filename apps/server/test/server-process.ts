// The server as an operator runs it (`node src/main.ts`, the embedded database by default), for the
// tests of the process itself: a data folder of the test file's own, processes started on it and
// waited for, and SQL on its embedded PostgreSQL as another client would send it.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';

export const MAIN_TS = join(import.meta.dirname, '../src/main.ts');

/** A fresh data folder (readable by the embedded PostgreSQL's own user). */
export function makeDataDir(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dataDir, 0o755);
  return dataDir;
}

/** The settings of a server on `port` with its embedded PostgreSQL on `pgPort` and no web build. */
export function serverEnv(o: {
  dataDir: string;
  port: number;
  pgPort: number;
  secret: string;
  logLevel: string;
}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: o.dataDir,
    PORT: String(o.port),
    EMBEDDED_PG_PORT: String(o.pgPort),
    LOG_LEVEL: o.logLevel,
    BLOB_SIGNING_SECRET: o.secret,
    PUBLIC_URL: `http://127.0.0.1:${o.port}`,
    WEB_DIST: join(o.dataDir, 'no-web-build'),
  };
}

export type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/**
 * Server processes on one data folder for the test file, `env` added to each one's settings. After the
 * file every process still running gets SIGTERM, then SIGKILL 1.5 s later, and the folder goes (an
 * embedded PostgreSQL orphaned by a kill -9 is stopped by the restart in the test itself).
 */
export function serverProcesses(prefix: string, env: Record<string, string> = {}) {
  const dataDir = makeDataDir(prefix);
  const secret = randomBytes(32).toString('hex');
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A client of the embedded database, with the password the server keeps in the data folder. */
  const client = (pgPort: number) =>
    new pg.Client({
      connectionString: `postgres://portal:${readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim()}@127.0.0.1:${pgPort}/vendor_portal`,
    });

  return {
    dataDir,
    secret,
    client,
    start(port: number, pgPort: number): Started {
      const child = spawn(process.execPath, [MAIN_TS], {
        env: { ...serverEnv({ dataDir, port, pgPort, secret, logLevel: 'warn' }), ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      return { child, output: () => out, exited };
    },
    /** Until /readyz answers 200, checking every 100 ms up to `tries` times; throws if the process ends. */
    async waitReady(port: number, started: Started, tries = 600): Promise<void> {
      for (let i = 0; i < tries; i++) {
        if (started.child.exitCode !== null) throw new Error(`server exited early:\n${started.output()}`);
        try {
          if ((await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`server not ready:\n${started.output()}`);
    },
    /** One statement on a client of its own. */
    async query<R extends pg.QueryResultRow = pg.QueryResultRow>(
      pgPort: number,
      text: string,
      values: unknown[] = [],
    ) {
      const c = client(pgPort);
      await c.connect();
      try {
        return await c.query<R>(text, values);
      } finally {
        await c.end();
      }
    },
  };
}
