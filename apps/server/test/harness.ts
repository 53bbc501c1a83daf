// A real server for one test file: its own database (cloned from the migrated template), its own
// data folder (blobs, outbox), listening on 127.0.0.1 on a free port. Tests talk to it over HTTP,
// naming each call by its contract (`server.call`, below), never by its path.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { callUrl, type ApiCall, type CallInput, type CallNeedsInput, type ProviderCall } from '@vp/contracts';
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
import { createVendor, createUser, type TestUser } from './fixtures/vendors.ts';
import { openSession } from '../src/features/auth/sessions.service.ts';

export type TestServer = {
  url: string;
  db: Db;
  config: Config;
  app: FastifyInstance;
  tokens: TokenService;
  blobs: BlobStore;
  mailer: Mailer;
  /** The call with the input its contract's schemas type (see `testClient`). */
  call: TestClient['call'];
  /** The call with input its schemas may refuse, on purpose (tests of that refusal). */
  send: TestClient['send'];
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
    ...testClient({ url }),
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

// The typed test client (issue 39 point 5, decision 107): a test names the call's contract and its
// input, never its path. The URL is built by `callUrl` from @vp/contracts and the method is the
// contract's, so a renamed or re-pathed call breaks its tests at the type check, not at run time.
//
//   await server.call(getCitiesByStateCall, { params: { state: 'NY' } }, { as: session });
//
// `as` is whoever makes it: a vendor session or a provider client (`{ token }`, sent as a bearer
// token) or a staff session (`{ cookie }`, sent as its cookie to a staff call). A provider write gets
// a fresh Idempotency-Key unless the test gives its own (or null, to send none). `send` takes the same
// contract with input the schemas would refuse (a wrong type, a missing field), for the tests of that
// refusal.
/** A call of any surface: `/api` and `/staff/api` (defineCall) or `/provider/v1` (defineProviderCall). */
export type Contract = ApiCall | ProviderCall;

/** What the call takes (`{ params, query, body }`), as its schemas say. */
export type InputOf<C extends Contract> = CallInput<Omit<C, 'access'> & Pick<ApiCall, 'access'>>;

export type CallOptions = {
  /** who makes the call; nobody when absent */
  as?: { token: string } | { cookie: string };
  headers?: Record<string, string>;
  /** provider writes: undefined for a fresh key, null for none */
  idempotencyKey?: string | null;
};

type Args<C extends Contract> =
  CallNeedsInput<Omit<C, 'access'> & Pick<ApiCall, 'access'>> extends true
    ? [input: InputOf<C>, options?: CallOptions]
    : [input?: InputOf<C>, options?: CallOptions];

/** Input a schema may refuse, on purpose. */
export type UncheckedInput = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
};

export function testClient(server: { url: string }) {
  function send(contract: Contract, input: UncheckedInput = {}, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    // a staff call carries the staff session's cookie; any other a bearer token (a staff session has both)
    const caller = options.as as { token?: string; cookie?: string } | undefined;
    if (caller?.cookie !== undefined && (contract.access.kind === 'staff' || caller.token === undefined)) {
      headers.cookie = caller.cookie;
    } else if (caller?.token !== undefined) headers.authorization = `Bearer ${caller.token}`;
    if (contract.access.kind === 'provider' && contract.method !== 'GET' && !('idempotency-key' in headers)) {
      const key = options.idempotencyKey === undefined ? randomUUID() : options.idempotencyKey;
      if (key) headers['idempotency-key'] = key;
    }
    return api(server, callUrl(contract, input), {
      method: contract.method,
      headers,
      ...(input.body !== undefined ? { body: input.body } : {}),
    });
  }
  return {
    /** The call with input its contract's schemas type. */
    call: <C extends Contract>(contract: C, ...[input, options]: Args<C>) =>
      send(contract, input as UncheckedInput | undefined, options),
    /** The call with input its schemas may refuse (tests of that refusal). */
    send,
  };
}

export type TestClient = ReturnType<typeof testClient>;

/** The call's key in an OpenAPI document: its path with `{name}` for each `:name`. */
export const openApiPath = (call: Pick<Contract, 'path'>): string =>
  call.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

/** fetch with a bearer token and JSON helpers; for a call with a contract, `call` or `send` above. */
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
