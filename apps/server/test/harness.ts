// A real server for one test file: its own database (cloned from the migrated template), its own
// data folder (blobs, outbox), listening on 127.0.0.1 on a free port. Tests talk to it over HTTP.
import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createDb, type Db } from '../src/platform/db/database.ts';
import { createTokenService, type TokenService } from '../src/platform/identity/token-service.ts';
import { createBlobStore } from '../src/platform/blobs/create-blob-store.ts';
import { createMailer } from '../src/platform/mail/create-mailer.ts';
import type { Mailer } from '../src/platform/mail/mailer.ts';
import type { BlobStore } from '../src/platform/blobs/blob-store.ts';
import { cloneTemplate } from './test-database.ts';
import { freePort } from './free-port.ts';
import { closeSteps } from './close-steps.ts';
import { createVendor, createUser, type TestUser } from './fixtures.ts';
import { openSession } from '../src/features/auth/sessions.service.ts';

export type TestServer = {
  url: string;
  db: Db;
  config: Config;
  app: FastifyInstance;
  tokens: TokenService;
  blobs: BlobStore;
  mailer: Mailer;
  /** A fresh vendor with an active user, and a bearer ID token of a new session of that user. */
  signIn(): Promise<TestUser & { token: string; sessionId: string }>;
  close(): Promise<void>;
};

export type TestServerOptions = {
  /** extra settings, as environment variables (e.g. SMTP_URL, S3_BUCKET) */
  env?: Record<string, string>;
  /** pool size etc. for tests that exhaust the pool */
  poolMax?: number;
  /** a logger to read what the server logs (e.g. that no secret is ever logged) */
  logger?: FastifyBaseLogger;
  /** the server's clock for time-dependent rules (QuickPay pay dates) */
  now?: () => Date;
};

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await cloneTemplate(inject('adminDatabaseUrl'));
  const dataDir = mkdtempSync(join(tmpdir(), 'vp-test-data-'));
  // the port is chosen first so that signed URLs and e-mailed links can name it
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    BLOB_SIGNING_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST: join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const db = createDb({ ...config.db, url: database.url, poolMax: options.poolMax ?? config.db.poolMax });
  const tokens = await createTokenService(db);
  const blobs = await createBlobStore(config);
  const mailer = createMailer(config, () => undefined);
  const app = await buildApp({
    config,
    db,
    tokens,
    blobs,
    mailer,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: config.port });
  const url = config.publicUrl;
  // the server's connections, so that a close that waits on one can say which (close-steps.ts)
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });

  return {
    url,
    db,
    config,
    app,
    tokens,
    blobs,
    mailer,
    async signIn() {
      const vendor = await createVendor(db);
      const user = await createUser(db, vendor.vendorId);
      const session = await openSession({ db, tokens }, user);
      return { ...user, token: session.idToken, sessionId: session.sessionId };
    },
    close: () =>
      closeSteps(`test server ${url}`, [
        // a connection still busy past the limit is cut, as a deploy's shutdown deadline would
        {
          name: 'app.close',
          run: () => app.close(),
          whenLate: () => {
            process.stderr.write(
              `[close-steps] test server ${url}: open connections: ${describe(connections)}\n`,
            );
            // (a TLS server's HTTP/2 sessions have no such call: Fastify's close ends them)
            app.server.closeAllConnections?.();
          },
        },
        { name: 'mailer.close', run: () => mailer.close() },
        { name: 'db.destroy', run: () => db.destroy() },
        // `with (force)`: ends whatever a late step above still holds on the database
        { name: 'database.drop', run: () => database.drop() },
        { name: 'rm data dir', run: async () => rmSync(dataDir, { recursive: true, force: true }) },
      ]),
  };
}

/** fetch with a bearer token and JSON helpers. */
export async function api(
  server: { url: string },
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(server.url + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: callers read `text`
  }
  return { status: res.status, headers: res.headers, text, json: json as Record<string, unknown> };
}

/** Each open connection: the request it is answering (if any), whether that answer has ended, its bytes. */
function describe(connections: Set<Socket>): string {
  return [...connections]
    .map((socket) => {
      // Node's own link from a socket to the response it is writing (not a public field)
      const response = (
        socket as Socket & {
          _httpMessage?: {
            req?: { method?: string; url?: string };
            writableEnded?: boolean;
            writableFinished?: boolean;
          };
        }
      )._httpMessage;
      const answering = response
        ? `${response.req?.method} ${response.req?.url} (ended ${response.writableEnded}, flushed ${response.writableFinished})`
        : 'no answer under way';
      return `:${socket.remotePort} ${answering}, read ${socket.bytesRead} B, written ${socket.bytesWritten} B`;
    })
    .join('; ');
}
