// A real server for a benchmark: embedded PostgreSQL in a temp folder (or BENCH_DATABASE_URL), the
// real app on a free loopback port, and a signed-in user. Everything stops when the benchmark ends.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { loadConfig } from '../apps/server/src/config.ts';
import { openRuntime, type Runtime } from '../apps/server/src/runtime.ts';
import { buildApp } from '../apps/server/src/app.ts';
import type { FastifyInstance } from 'fastify';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

export type BenchServer = { url: string; runtime: Runtime; app: FastifyInstance; stop(): Promise<void> };

export type BenchServerOptions = {
  /** The built web app to serve (apps/web/dist) for browser benchmarks; none by default. */
  webDist?: string;
  /** more settings, as environment variables (e.g. UPLOADS_MAX_CONCURRENT) */
  env?: Record<string, string>;
};

export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vp-bench-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST: options.webDist ?? join(dataDir, 'none'),
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    ...options.env,
  });
  const runtime = await openRuntime(config, { info: () => undefined, error: (m) => console.error(m) });
  const app = await buildApp({ ...runtime, config: { ...config, logLevel: 'warn' } });
  await app.listen({ host: '127.0.0.1', port });
  return {
    url: `http://127.0.0.1:${port}`,
    runtime,
    app,
    async stop() {
      await app.close();
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

/**
 * The node flags a server process of a benchmark starts with: those of package.json's `serve` script
 * (as production starts it), or BENCH_SERVER_NODE_FLAGS to try others.
 */
export function serveNodeFlags(): string[] {
  const serveScript = (
    JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')) as {
      scripts: { serve: string };
    }
  ).scripts.serve;
  return (process.env.BENCH_SERVER_NODE_FLAGS ?? serveScript)
    .split(/\s+/)
    .filter((arg) => arg.startsWith('--'));
}

/** The URL by which another process reaches a bench server's database (DATABASE_URL, or the embedded one). */
export function databaseUrlOf(runtime: Runtime): string {
  const { config } = runtime;
  return (
    config.db.url ??
    `postgres://portal:${readFileSync(join(config.dataDir, 'postgres-password'), 'utf8').trim()}@127.0.0.1:${config.db.embeddedPort ?? 54329}/vendor_portal`
  );
}
