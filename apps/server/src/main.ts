// Boot: settings, data-folder lock, database (embedded by default), migrations, demo data on a new
// embedded database (a real one holding the demo's accounts is refused), then the HTTP server. SIGTERM/SIGINT close gracefully: the listener stops,
// in-flight requests finish, then the database (and the embedded PostgreSQL) stop.
import { STAFF_LOGIN_PAGE } from '@vp/contracts';
import { buildApp } from './app.ts';
import { openRuntime } from './runtime.ts';
import { recordRunningSettings } from './platform/process/running-settings.ts';
import { seedDemoIfEmpty } from './demo/seed-demo.ts';
import { demoAccountsRefusal, findDemoAccounts } from './demo/demo-accounts.ts';
import { messageOf, processLogger, startUp, stopOnSignals } from './start-up.ts';

const { config, fail } = startUp('vendor-portal cannot start:\n');
const { logger, log } = processLogger(config);

// a data folder in use (DataDirInUseError) says so in its message
const runtime = await openRuntime(config, log).catch((err: unknown) => fail(messageOf(err)));

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

stopOnSignals(logger, config.shutdownDrainMs + config.shutdownTimeoutMs, async (signal) => {
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  if (config.shutdownDrainMs > 0) {
    // /readyz 503 while requests are still served, until the load balancer has seen it
    draining = true;
    logger.info({ drainMs: config.shutdownDrainMs }, 'draining: /readyz answers 503, requests still served');
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  }
  await app.close();
  forgetRunningSettings();
  await runtime.close();
  logger.info('stopped');
});
