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
import { selfSignedCertificate } from '../apps/server/test/self-signed-certificate.ts';

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
  /**
   * HTTPS with HTTP/2 (and HTTP/1.1 for clients without it) on a throwaway certificate for 127.0.0.1,
   * as the portal reaches a browser in production (decision 085); a browser must be told to accept it
   * (`launchChromium(IGNORE_CERTIFICATE_ERRORS)`)
   */
  tls?: boolean;
};

/**
 * How the browser benchmarks serve the app: HTTP/2 over TLS, as a vendor's browser meets the portal
 * (decision 085), or plain HTTP/1.1 with BENCH_PROTOCOL=http1 (the figures of earlier stops).
 */
export const BROWSER_BENCH_TLS = process.env.BENCH_PROTOCOL !== 'http1';
/** What the browser benches print of how they serve the app. */
export const BROWSER_BENCH_PROTOCOL = BROWSER_BENCH_TLS
  ? 'served over HTTPS, HTTP/2 (decision 085; BENCH_PROTOCOL=http1 for plain HTTP/1.1)'
  : 'served over plain HTTP/1.1 (BENCH_PROTOCOL=http1)';
/** Chromium's flag for the benches' throwaway certificate. */
export const IGNORE_CERTIFICATE_ERRORS = ['--ignore-certificate-errors'];

export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vp-bench-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const certificate = options.tls ? selfSignedCertificate() : undefined;
  const scheme = certificate ? 'https' : 'http';
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `${scheme}://127.0.0.1:${port}`,
    ...(certificate ? { TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile } : {}),
    WEB_DIST: options.webDist ?? join(dataDir, 'none'),
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    ...options.env,
  });
  const runtime = await openRuntime(config, { info: () => undefined, error: (m) => console.error(m) });
  const app = await buildApp({ ...runtime, config: { ...config, logLevel: 'warn' } });
  await app.listen({ host: '127.0.0.1', port });
  return {
    url: `${scheme}://127.0.0.1:${port}`,
    runtime,
    app,
    async stop() {
      await app.close();
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
      certificate?.remove();
    },
  };
}

export function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

/** The node flags of package.json's `serve` script: how production starts a server process. */
export function serveScriptNodeFlags(): string[] {
  const serveScript = (
    JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')) as {
      scripts: { serve: string };
    }
  ).scripts.serve;
  return serveScript.split(/\s+/).filter((arg) => arg.startsWith('--'));
}

/**
 * The node flags a server process of a benchmark starts with: the `serve` script's, or
 * BENCH_SERVER_NODE_FLAGS instead of them to try others.
 */
export function serveNodeFlags(): string[] {
  const instead = process.env.BENCH_SERVER_NODE_FLAGS;
  return instead === undefined ? serveScriptNodeFlags() : instead.split(/\s+/).filter(Boolean);
}

/** The URL by which another process reaches a bench server's database (DATABASE_URL, or the embedded one). */
export function databaseUrlOf(runtime: Runtime): string {
  const { config } = runtime;
  return (
    config.db.url ??
    `postgres://portal:${readFileSync(join(config.dataDir, 'postgres-password'), 'utf8').trim()}@127.0.0.1:${config.db.embeddedPort ?? 54329}/vendor_portal`
  );
}
