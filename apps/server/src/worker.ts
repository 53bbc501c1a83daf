// `npm run worker`: a process that only runs jobs (decision 048), for installs that scale the job
// runners apart from the web servers (which then run with JOBS_IN_SERVER=false). It opens the same
// runtime as the server (settings, database, migrations, mailer) and no HTTP listener. SIGTERM/SIGINT
// let the jobs under way finish, then close the database.
import { openRuntime } from './runtime.ts';
import { startJobs } from './jobs.ts';
import { messageOf, processLogger, startUp, stopOnSignals } from './start-up.ts';

const { config, fail } = startUp('vendor-portal worker cannot start:\n');
const { logger, log } = processLogger(config);

// a worker beside a running server shares its embedded database (DATABASE_URL in production)
const runtime = await openRuntime(config, log, { shareRunningServer: true }).catch((err: unknown) =>
  fail(messageOf(err)),
);
// a schema that does not fit this code (decision 120): wait for `npm run migrate` or the newer release
if (!runtime.schema.state().ok) logger.warn(`the worker waits: ${runtime.schema.reason()}`);
while (!runtime.schema.state().ok) await new Promise((r) => setTimeout(r, 1000));
const runner = await startJobs(runtime, logger);
logger.info(
  { concurrency: config.jobs.concurrency, deliveryConcurrency: config.webhooks.deliveryConcurrency },
  'job worker running',
);

// the runner stops first: the jobs under way finish before the database closes
stopOnSignals(logger, config.shutdownTimeoutMs, async (signal) => {
  logger.info({ signal }, 'worker shutting down: finishing the jobs under way');
  await runner.stop();
  await runtime.close();
});
