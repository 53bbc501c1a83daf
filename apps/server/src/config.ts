// Settings come from the environment (and an optional .env file), are checked once at boot,
// and every bad value is named before the process exits. Nothing else reads process.env.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST: z
    .string()
    .min(1)
    .default(resolve(import.meta.dirname, '../../web/dist')),
  TRUST_PROXY: bool.default(false),
  // the server's own certificate and key (PEM files): HTTPS with HTTP/2, and HTTP/1.1 for clients
  // that do not offer it (decision 085); unset, plain HTTP/1.1 behind a proxy that ends TLS
  TLS_CERT_FILE: optionalText,
  TLS_KEY_FILE: optionalText,
  SHUTDOWN_TIMEOUT_MS: positiveInt.default(15000),
  // on SIGTERM, /readyz answers 503 for this long while the server still serves, so that a load
  // balancer's health check takes it out of rotation before it stops taking connections (issue 42)
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),

  DATABASE_URL: optionalText.pipe(z.url().optional()),
  // unset: 54329, or a free port when that one is taken, kept in DATA_DIR/postgres-port (issue 14)
  EMBEDDED_PG_PORT: port.optional(),
  DB_POOL_MAX: positiveInt.default(10),
  // work-order searches holding a pool connection at once (unset: the pool's size less 3, so other
  // calls always find one), and how many more wait their turn before a 503 (issue 19)
  SEARCH_MAX_RUNNING: positiveInt.optional(),
  SEARCH_MAX_WAITING: positiveInt.default(500),
  // MB of compressed search answers each server process keeps (decision 071); 0 keeps none
  SEARCH_ANSWERS_MB: z.coerce.number().int().min(0).default(16),
  // GET /metrics wants this bearer token; unset, it answers only callers on this machine
  METRICS_TOKEN: optionalText.pipe(z.string().min(16).optional()),
  DB_CONNECT_TIMEOUT_MS: positiveInt.default(3000),
  // a request's wait for a free connection of a busy pool, before a 503 (decision 072)
  DB_POOL_WAIT_MS: positiveInt.default(10000),
  DB_STATEMENT_TIMEOUT_MS: positiveInt.default(15000),
  DB_QUERY_TIMEOUT_MS: positiveInt.optional(),
  // queries as named statements, planned once per connection (decision 075); false behind a pooler
  // that does not keep them (PgBouncer before 1.21 in transaction mode)
  DB_PREPARED_STATEMENTS: bool.default(true),
  // the start applies pending migrations (unset: yes, but not in production on a DATABASE_URL, where
  // `npm run migrate` is a step of its own and a server refuses a schema that does not fit; decision 120)
  MIGRATE_ON_START: bool.optional(),
  SEED_DEMO: bool.optional(),

  BLOB_SIGNING_SECRET: optionalText.pipe(z.string().min(32).optional()),
  // the key that encrypts W-9 taxpayer ids at rest (decision 112); at least 32 characters. Left out,
  // one is generated in the data folder (several servers must share one: set it)
  TAX_ID_KEY: optionalText.pipe(z.string().min(32).optional()),
  // the local blob store's folder (unset: DATA_DIR/blobs); several server processes share one (decision 069)
  BLOBS_DIR: optionalText,
  BLOB_URL_TTL_SECONDS: positiveInt.default(900),
  BLOB_MAX_BYTES: positiveInt.default(25 * 1024 * 1024),
  UPLOAD_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(300),
  UPLOADS_MAX_CONCURRENT: positiveInt.default(8),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool.default(false),

  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().min(3).default('Vendor Portal <no-reply@vendor-portal.local>'),
  MAIL_OUTBOX_DIR: optionalText,

  AUTH_MAX_FAILURES_PER_ACCOUNT: positiveInt.default(10),
  AUTH_MAX_FAILURES_PER_IP: positiveInt.default(50),
  AUTH_MAX_PASSWORD_LINKS_PER_ACCOUNT: positiveInt.default(5),
  AUTH_MAX_PASSWORD_LINKS_PER_IP: positiveInt.default(20),
  AUTH_MAX_SIGN_IN_STARTS_PER_IP: positiveInt.default(60),
  // decision 088: off, every signed-in call asks the database for its session
  SESSION_CHECKS_KEPT: bool.default(false),

  JOBS_IN_SERVER: bool.default(true),
  JOBS_CONCURRENCY: positiveInt.default(4),
  JOBS_POLL_INTERVAL_MS: positiveInt.default(2000),

  HOUSEKEEPING_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(3600),
  EXPORT_RETENTION_HOURS: positiveInt.default(24),
  ENDED_SESSION_RETENTION_DAYS: positiveInt.default(30),
  AUDIT_LOG_RETENTION_DAYS: positiveInt.default(365),

  ANNOUNCEMENT_LINK_TTL_DAYS: positiveInt.default(30),
  PUBLIC_CALLS_MAX_PER_IP: positiveInt.default(30),

  PROVIDER_TOKEN_TTL_SECONDS: positiveInt.default(900),
  PROVIDER_MAX_CALLS_PER_MINUTE: positiveInt.default(600),

  // webhooks (decision 056): the waits between tries (seconds, comma-separated; about 3 days in all),
  // the receiver's time limit, http and local addresses allowed (tests, the demo), the dispatcher's poll
  WEBHOOK_RETRY_SCHEDULE_SECONDS: z
    .string()
    .default('5,30,120,600,1800,3600,7200,14400,28800,43200,43200,43200,43200,43200')
    .transform((v) => v.split(',').map((s) => Number(s.trim())))
    .pipe(
      z
        .array(
          z
            .number()
            .positive()
            .max(7 * 86400),
        )
        .min(1)
        .max(50),
    ),
  WEBHOOK_TIMEOUT_MS: positiveInt.default(10_000),
  WEBHOOKS_ALLOW_LOCAL_HTTP: bool.default(false),
  WEBHOOK_DISPATCH_POLL_MS: positiveInt.default(1000),
  // deliveries run apart from mail and housekeeping (decision 095): this many at once per process, and
  // a webhook whose deliveries failed this many times in a row is suspended until it is resumed
  WEBHOOK_DELIVERY_CONCURRENCY: positiveInt.default(8),
  WEBHOOK_SUSPEND_AFTER_FAILURES: positiveInt.default(5),
  STAFF_SESSION_IDLE_SECONDS: positiveInt.default(1800),
  // the staff sign-in through the company's identity provider (decision 064): OpenID Connect code + PKCE
  STAFF_OIDC_ISSUER: optionalText.pipe(z.url().optional()),
  STAFF_OIDC_CLIENT_ID: optionalText,
  STAFF_OIDC_CLIENT_SECRET: optionalText,
  STAFF_OIDC_PROVIDER_NAME: optionalText.pipe(z.string().max(60).optional()),
});

/** Checks across settings; run even when single values are bad, so that every problem is named at once. */
function crossProblems(env: NodeJS.ProcessEnv): string[] {
  const set = (k: string) => (env[k] ?? '').trim() !== '';
  const problems: string[] = [];
  if (set('S3_BUCKET') && set('S3_ACCESS_KEY_ID') !== set('S3_SECRET_ACCESS_KEY')) {
    problems.push(
      'S3_SECRET_ACCESS_KEY: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (to use the AWS default chain)',
    );
  }
  if (set('TLS_CERT_FILE') !== set('TLS_KEY_FILE')) {
    problems.push('TLS_KEY_FILE: set both TLS_CERT_FILE and TLS_KEY_FILE (PEM files), or neither');
  }
  for (const key of ['TLS_CERT_FILE', 'TLS_KEY_FILE'])
    if (set(key) && !existsSync(resolve((env[key] ?? '').trim())))
      problems.push(`${key}: no file at ${resolve((env[key] ?? '').trim())}`);
  // the demo's accounts have their secrets in the README: never on a real database (decision 098)
  if (set('DATABASE_URL') && ['true', '1', 'yes'].includes((env.SEED_DEMO ?? '').trim())) {
    problems.push(
      "SEED_DEMO: the demo data loads only into the embedded database (without DATABASE_URL): its accounts' passwords and secrets are published in the README",
    );
  }
  const oidc = ['STAFF_OIDC_ISSUER', 'STAFF_OIDC_CLIENT_ID', 'STAFF_OIDC_CLIENT_SECRET'];
  if (oidc.some(set) && !oidc.every(set)) {
    problems.push(
      `${oidc.filter((k) => !set(k)).join(', ')}: set STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID and STAFF_OIDC_CLIENT_SECRET together, or none (for the staff sign-in with a password and TOTP)`,
    );
  }
  return problems;
}

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.output<typeof schema>) {
  const dataDir = resolve(env.DATA_DIR);
  const tls =
    env.TLS_CERT_FILE && env.TLS_KEY_FILE
      ? { certFile: resolve(env.TLS_CERT_FILE), keyFile: resolve(env.TLS_KEY_FILE) }
      : undefined;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    dataDir,
    webDist: resolve(env.WEB_DIST),
    trustProxy: env.TRUST_PROXY,
    tls,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    db: {
      url: env.DATABASE_URL,
      embeddedPort: env.EMBEDDED_PG_PORT,
      poolMax: env.DB_POOL_MAX,
      searchMaxRunning: env.SEARCH_MAX_RUNNING ?? Math.max(1, env.DB_POOL_MAX - 3),
      searchMaxWaiting: env.SEARCH_MAX_WAITING,
      searchAnswersBytes: env.SEARCH_ANSWERS_MB * 1024 * 1024,
      metricsToken: env.METRICS_TOKEN,
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
      poolWaitMs: env.DB_POOL_WAIT_MS,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      // the client's own limit on every query, for a database that stops answering altogether (a
      // frozen or unreachable server never sends the statement timeout's error): a little above the
      // statement timeout, so that the server's own, clearer error comes first (issue 14)
      queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS ?? env.DB_STATEMENT_TIMEOUT_MS + 2000,
      preparedStatements: env.DB_PREPARED_STATEMENTS,
      migrateOnStart:
        env.MIGRATE_ON_START ?? !(env.NODE_ENV === 'production' && env.DATABASE_URL !== undefined),
      // demo data only on the embedded database, by default (SEED_DEMO=true with DATABASE_URL is refused
      // above: the demo accounts' secrets are published; decision 098)
      seedDemo: env.DATABASE_URL === undefined && (env.SEED_DEMO ?? true),
    },
    compliance: { taxIdKey: env.TAX_ID_KEY },
    blobs: {
      signingSecret: env.BLOB_SIGNING_SECRET,
      dir: resolve(env.BLOBS_DIR ?? `${dataDir}/blobs`),
      urlTtlSeconds: env.BLOB_URL_TTL_SECONDS,
      maxBytes: env.BLOB_MAX_BYTES,
      // how often expired document uploads are swept, starting at start-up (0 = never: tests sweep by hand)
      uploadSweepIntervalMs: env.UPLOAD_SWEEP_INTERVAL_SECONDS * 1000,
      // uploads to the local store's signed URLs that one process receives at once; more answer 503
      maxConcurrentUploads: env.UPLOADS_MAX_CONCURRENT,
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: resolve(env.MAIL_OUTBOX_DIR ?? `${dataDir}/outbox`),
    },
    // sign-in throttling, per rolling 15 minutes (decision 007)
    auth: {
      maxFailuresPerAccount: env.AUTH_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerIp: env.AUTH_MAX_FAILURES_PER_IP,
      maxPasswordLinksPerAccount: env.AUTH_MAX_PASSWORD_LINKS_PER_ACCOUNT,
      maxPasswordLinksPerIp: env.AUTH_MAX_PASSWORD_LINKS_PER_IP,
      /** per client address per minute (decision 034) */
      maxSignInStartsPerIp: env.AUTH_MAX_SIGN_IN_STARTS_PER_IP,
      /**
       * keep a valid vendor session's check until PostgreSQL's NOTIFY says it changed (decision 088):
       * fewer round trips, but a revocation reaches the other calls only once its notification is
       * read (milliseconds, longer on a loaded machine); off, every call asks the database
       */
      keepSessionChecks: env.SESSION_CHECKS_KEPT,
    },
    // the job queue's runner (decision 048): in this process unless JOBS_IN_SERVER=false, when
    // `npm run worker` processes run the jobs; polling is only the fallback of LISTEN/NOTIFY
    jobs: {
      inServer: env.JOBS_IN_SERVER,
      concurrency: env.JOBS_CONCURRENCY,
      pollIntervalMs: env.JOBS_POLL_INTERVAL_MS,
    },
    // what is deleted by age, and how often (decision 032; 0 = never: tests run it by hand)
    housekeeping: {
      intervalMs: env.HOUSEKEEPING_INTERVAL_SECONDS * 1000,
      exportRetentionHours: env.EXPORT_RETENTION_HOURS,
      endedSessionRetentionDays: env.ENDED_SESSION_RETENTION_DAYS,
      auditLogRetentionDays: env.AUDIT_LOG_RETENTION_DAYS,
    },
    // e-mailed announcement links and the public calls they lead to (decision 020)
    announcements: {
      linkTtlDays: env.ANNOUNCEMENT_LINK_TTL_DAYS,
      /** per client address per rolling 15 minutes, over all public announcement calls */
      maxPublicCallsPerIp: env.PUBLIC_CALLS_MAX_PER_IP,
    },
    // the provider API's access tokens and its per-client throttle (decision 047)
    provider: {
      tokenTtlSeconds: env.PROVIDER_TOKEN_TTL_SECONDS,
      /** calls per API client per clock minute; more answer 429 with Retry-After */
      maxCallsPerMinute: env.PROVIDER_MAX_CALLS_PER_MINUTE,
    },
    // webhook deliveries (decision 056)
    webhooks: {
      retryScheduleMs: env.WEBHOOK_RETRY_SCHEDULE_SECONDS.map((s) => Math.round(s * 1000)),
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      allowLocalHttp: env.WEBHOOKS_ALLOW_LOCAL_HTTP,
      dispatchPollMs: env.WEBHOOK_DISPATCH_POLL_MS,
      deliveryConcurrency: env.WEBHOOK_DELIVERY_CONCURRENCY,
      suspendAfterFailures: env.WEBHOOK_SUSPEND_AFTER_FAILURES,
    },
    // the staff console's sessions (decision 057): ended after this long without a staff call
    staff: {
      idleTimeoutSeconds: env.STAFF_SESSION_IDLE_SECONDS,
      // set: staff sign in through the company's identity provider, and the password sign-in is
      // refused (decision 064); the callback is PUBLIC_URL + /staff/api/oidc/callback, to be registered
      // at the provider as the client's redirect URI
      oidc:
        env.STAFF_OIDC_ISSUER && env.STAFF_OIDC_CLIENT_ID && env.STAFF_OIDC_CLIENT_SECRET
          ? {
              issuer: env.STAFF_OIDC_ISSUER,
              clientId: env.STAFF_OIDC_CLIENT_ID,
              clientSecret: env.STAFF_OIDC_CLIENT_SECRET,
              /** the button's "Sign in with <name>" */
              providerName: env.STAFF_OIDC_PROVIDER_NAME ?? 'your company account',
            }
          : undefined,
    },
  };
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

/** Reads settings from `env`; throws ConfigError naming every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  const cross = crossProblems(env);
  if (!parsed.success || cross.length > 0) {
    const issues = parsed.success ? [] : parsed.error.issues;
    throw new ConfigError([
      ...issues.map((i) => {
        const key = i.path.join('.');
        const value = env[key];
        // never echo secrets (DATABASE_URL and SMTP_URL may carry passwords)
        const shown =
          value === undefined || /SECRET|PASSWORD|KEY|URL/.test(key) ? '' : ` (got ${JSON.stringify(value)})`;
        return `${key}: ${i.message}${shown}`;
      }),
      ...cross,
    ]);
  }
  return toConfig(parsed.data);
}

/** Loads ./.env into process.env when present; real environment variables win. */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
