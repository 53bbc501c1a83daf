// npm run migrate: the migrations as a step of their own (issue 42 point 4, decision 120), before the
// servers of a new release start (they run with MIGRATE_ON_START=false in production). One runner at a
// time: a second one waits for the first's lock and then finds nothing left to do.
//   npm run migrate              apply what is pending, print what was applied
//   npm run migrate -- --status  print whether this code fits the schema; exit 1 when it does not
// Settings as the server's (DATABASE_URL; without it the embedded database of DATA_DIR, beside a
// running server or on its own).
import { openRuntime } from './runtime.ts';
import { messageOf, startUp } from './start-up.ts';

const statusOnly = process.argv.includes('--status');
const { config, fail } = startUp('vendor-portal migrate: ');
const log = { info: (m: string) => console.log(m), error: (m: string) => console.error(m) };
const runtime = await openRuntime(
  { ...config, db: { ...config.db, migrateOnStart: !statusOnly } },
  {
    info: (m) => (/^(another process|migrations applied)/.test(m) ? log.info(m) : undefined),
    error: log.error,
  },
  { shareRunningServer: true },
).catch((err: unknown) => fail(messageOf(err)));
const fits = runtime.schema.state().ok;
if (!statusOnly && runtime.applied.length === 0) console.log('no migrations pending');
console.log(runtime.schema.reason());
await runtime.close();
process.exit(fits ? 0 : 1);
