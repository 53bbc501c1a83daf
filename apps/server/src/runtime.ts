// Opens (and later closes) everything the server and the admin CLI stand on: the data-folder lock,
// the database (embedded or DATABASE_URL), migrations, the token service, the blob store and the mailer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';
import { createDb, type Db } from './platform/db/database.ts';
import { embeddedPortFor, recordedPort, startEmbeddedPostgres } from './platform/db/embedded.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { startSchemaGate, type SchemaGate } from './platform/db/schema-gate.ts';
import { createTokenService, type TokenService } from './platform/identity/token-service.ts';
import { createBlobStore } from './platform/blobs/create-blob-store.ts';
import type { BlobStore } from './platform/blobs/blob-store.ts';
import { createMailer } from './platform/mail/create-mailer.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { DataDirInUseError, lockDataDir } from './platform/process/data-dir-lock.ts';
import { readRunningSettings } from './platform/process/running-settings.ts';

export type Runtime = {
  config: Config;
  db: Db;
  tokens: TokenService;
  blobs: BlobStore;
  mailer: Mailer;
  /** true when the database was empty before this start's migrations */
  freshDatabase: boolean;
  /** the migrations this start applied (none when MIGRATE_ON_START is off) */
  applied: string[];
  /** whether this code may serve on the database's schema, kept up to date (decision 120) */
  schema: SchemaGate;
  /** the embedded database's port when this runtime started it (the server records it for the CLI) */
  embeddedPgPort?: number | undefined;
  close(): Promise<void>;
};

export type Log = {
  info: (msg: string) => void;
  error: (msg: string) => void;
  /** PostgreSQL's warnings (else at info) */
  warn?: (msg: string) => void;
  /** PostgreSQL's running commentary and its expected records (else dropped; decision 098) */
  debug?: (msg: string) => void;
};

type Options = {
  /** the admin CLI may run beside a running server and use its embedded database */
  shareRunningServer?: boolean;
};

/** The port an embedded database of DATA_DIR uses unless EMBEDDED_PG_PORT says otherwise. */
export const DEFAULT_EMBEDDED_PG_PORT = 54329;

function runningEmbeddedUrl(config: Config, runningPort: number | undefined): string {
  const password = readFileSync(join(config.dataDir, 'postgres-password'), 'utf8').trim();
  const port =
    runningPort ?? config.db.embeddedPort ?? recordedPort(config.dataDir) ?? DEFAULT_EMBEDDED_PG_PORT;
  return `postgres://portal:${password}@127.0.0.1:${port}/vendor_portal`;
}

export async function openRuntime(config: Config, log: Log, options: Options = {}): Promise<Runtime> {
  const closers: (() => Promise<void> | void)[] = [];
  const close = async () => {
    for (const c of closers.reverse()) await c();
  };
  try {
    let url = config.db.url;
    let embeddedPgPort: number | undefined;
    try {
      closers.push(lockDataDir(config.dataDir));
    } catch (err) {
      if (!(err instanceof DataDirInUseError && options.shareRunningServer)) throw err;
      // beside a running server, its own settings: its database's port and the public URL of the links
      // it serves (issue 38 point 4), whatever this shell's PORT, PUBLIC_URL or EMBEDDED_PG_PORT say
      const running = readRunningSettings(config.dataDir);
      if (running) {
        config = { ...config, publicUrl: running.publicUrl };
        log.info(`beside the running server (pid ${running.pid}): public URL ${running.publicUrl}`);
      }
      if (!url) url = runningEmbeddedUrl(config, running?.embeddedPgPort);
    }
    if (!url) {
      const port = await embeddedPortFor(
        config.dataDir,
        config.db.embeddedPort,
        DEFAULT_EMBEDDED_PG_PORT,
        log.info,
      );
      const embedded = await startEmbeddedPostgres(join(config.dataDir), port, {
        error: log.error,
        warn: log.warn ?? log.info,
        info: log.info,
        debug: log.debug ?? (() => undefined),
      });
      closers.push(() => embedded.stop());
      url = embedded.url;
      embeddedPgPort = port;
      log.info(`embedded PostgreSQL on 127.0.0.1:${port}, data in ${config.dataDir}/postgres`);
    }
    const db = createDb({ ...config.db, url });
    closers.push(() => db.destroy());
    // production runs `npm run migrate` as a step of its own and checks only (decision 120)
    const applied = config.db.migrateOnStart
      ? await migrateWithoutRequestLimits(config, url, () =>
          log.info('another process is migrating this database; waiting for it'),
        )
      : [];
    if (applied.length > 0) log.info(`migrations applied: ${applied.join(', ')}`);
    const schema = await startSchemaGate(db, log);
    closers.push(() => schema.stop());
    // a schema that does not fit yet (no tables on a database `npm run migrate` has not reached) reads
    // the signing keys on the first sign-in, after the server starts serving
    const tokens = schema.state().ok ? await createTokenService(db) : lazyTokenService(db);
    const blobs = await createBlobStore(config);
    const mailer = createMailer(config, (entry) =>
      log.info(`mail written to the outbox: ${JSON.stringify(entry)}`),
    );
    closers.push(() => mailer.close());
    return {
      config,
      db,
      tokens,
      blobs,
      mailer,
      freshDatabase: applied.includes('0001-platform'),
      applied,
      schema,
      embeddedPgPort,
      close,
    };
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}

// Migrations run in one transaction on a handle of their own, without the requests' statement and
// idle-in-transaction limits: a backfill on a large table (0023) may take minutes in production, and
// on a loaded machine a short limit (a test's 1 s) cut the start's migrations off halfway.
const MIGRATION_STATEMENT_TIMEOUT_MS = 60 * 60 * 1000;

async function migrateWithoutRequestLimits(
  config: Config,
  url: string,
  onWait: () => void,
): Promise<string[]> {
  const migrationDb = createDb({
    url,
    // one connection holds the runners' lock, one runs the migrations (migrate.ts)
    poolMax: 3,
    connectTimeoutMs: Math.max(config.db.connectTimeoutMs, 10_000),
    statementTimeoutMs: MIGRATION_STATEMENT_TIMEOUT_MS,
    // DDL changes the tables that a named statement was planned on (decision 075)
    preparedStatements: false,
  });
  try {
    return await migrateToLatest(migrationDb, { onWait });
  } finally {
    await migrationDb.destroy();
  }
}

function lazyTokenService(db: Db): TokenService {
  let service: Promise<TokenService> | undefined;
  const real = () => {
    service ??= createTokenService(db).catch((err: unknown) => {
      service = undefined;
      throw err;
    });
    return service;
  };
  return {
    issueIdToken: async (claims, options) => (await real()).issueIdToken(claims, options),
    verifyIdToken: async (token) => (await real()).verifyIdToken(token),
  };
}
