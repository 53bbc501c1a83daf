// The upgrade drill (issue 42, decision 126): `deploy/one-machine/portal.sh upgrade`'s steps, in its
// order, on plain processes instead of containers, from an old build to a new one, so that it runs in
// about a minute here (building two images takes ten):
//   the old release installed and serving (its migration step, its server, data made by its admin CLI);
//   1. the new release's migration step, while the old server still serves (every release's migrations
//      expand only: the old code must keep answering on the new schema; decision 120);
//   2. the old server stopped (SIGTERM: it finishes its requests) and the new one started on its port;
// then checks that no data was lost (every table's row count and every blob's hash as before), that
// the new server serves on a current schema, and that the old code would still call it "ahead" (served).
// The new release is this tree's server with one more migration (an expand step: a nullable column),
// copied under .tmp/upgrade-drill/new. A client calls the portal every 50 ms throughout (/readyz, 200,
// and a vendor call without a session, 401 from the guard) and counts what failed during each step. Exit 0 when every check holds.
//   node scripts/upgrade-drill.ts        (UPGRADE_DRILL_PORT, 3311; UPGRADE_DRILL_PG_PORT, 9313)
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.ts';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '..');
const work = join(repo, '.tmp', 'upgrade-drill');
const port = Number(process.env.UPGRADE_DRILL_PORT ?? 3311);
const pgPort = Number(process.env.UPGRADE_DRILL_PG_PORT ?? 9313);
const DRILL_MIGRATION = '9000-upgrade-drill';
const url = `http://127.0.0.1:${port}`;
const started = performance.now();
const at = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const say = (line: string) => console.log(`[${at()}] ${line}`);
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

// the new release: a copy of the server with an expand migration registered after the last one
// (inside the repository, so that its packages resolve from the same node_modules)
const newTree = join(work, 'new');
cpSync(join(repo, 'apps/server/src'), join(newTree, 'apps/server/src'), { recursive: true });
cpSync(join(repo, 'apps/server/package.json'), join(newTree, 'apps/server/package.json'));
const migrationsDir = join(newTree, 'apps/server/src/platform/db/migrations');
writeFileSync(
  join(migrationsDir, `${DRILL_MIGRATION}.ts`),
  `// The upgrade drill's new release: an expand step (a nullable column), which the old code ignores.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql\`alter table vendors add column upgrade_drill_note text null\`.execute(db);
}
`,
);
const index = readFileSync(join(migrationsDir, 'index.ts'), 'utf8');
writeFileSync(
  join(migrationsDir, 'index.ts'),
  `import * as upgradeDrill from './${DRILL_MIGRATION}.ts';\n` +
    index.replace(/\n};\s*$/, `\n  '${DRILL_MIGRATION}': upgradeDrill,\n};\n`),
);

const database = await startEmbeddedPostgres(join(work, 'postgres'), pgPort, () => undefined);
const env = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  DATABASE_URL: database.url,
  BLOBS_DIR: join(work, 'blobs'),
  BLOB_SIGNING_SECRET: randomBytes(32).toString('hex'),
  TAX_ID_KEY: randomBytes(32).toString('hex'),
  PUBLIC_URL: url,
  HOST: '127.0.0.1',
  PORT: String(port),
  LOG_LEVEL: 'warn',
  WEB_DIST: join(work, 'no-web-build'),
};
const release = (tree: 'old' | 'new') => (tree === 'old' ? repo : newTree);
const script = (tree: 'old' | 'new', file: string) => join(release(tree), 'apps/server/src', file);

async function node(tree: 'old' | 'new', file: string, ...args: string[]) {
  const dataDir = join(work, `data-${tree}-cli`);
  mkdirSync(dataDir, { recursive: true });
  try {
    const { stdout, stderr } = await run(process.execPath, [script(tree, file), ...args], {
      env: { ...env, DATA_DIR: dataDir },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, out: (stdout + stderr).trim() };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: (e.stdout + e.stderr).trim() };
  }
}

async function startServer(tree: 'old' | 'new'): Promise<ChildProcess> {
  const dataDir = join(work, `data-${tree}`);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, [script(tree, 'main.ts')], {
    env: { ...env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Vendor portal ready') && done());
    child.once('exit', (code) => fail(new Error(`the ${tree} server exited with ${code}`)));
  });
  return child;
}
const stop = (child: ChildProcess) =>
  new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

/** Every table's row count and every blob's hash: what "no data lost" compares. */
async function fingerprint(): Promise<{ rows: Record<string, number>; blobs: Record<string, string> }> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const rows: Record<string, number> = {};
  try {
    const { rows: tables } = await client.query<{ t: string }>(
      `select quote_ident(schemaname) || '.' || quote_ident(tablename) as t from pg_tables
        where schemaname in ('public', 'graphile_worker') and tablename <> 'kysely_migration' order by 1`,
    );
    for (const { t } of tables)
      rows[t] = (await client.query<{ n: number }>(`select count(*)::int as n from ${t}`)).rows[0]!.n;
  } finally {
    await client.end();
  }
  const blobs: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else
        blobs[relative(env.BLOBS_DIR, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  mkdirSync(env.BLOBS_DIR, { recursive: true });
  walk(env.BLOBS_DIR);
  return { rows, blobs };
}

// a client of the portal throughout: a public call and /readyz every 50 ms, failures counted per step
let step = '';
const calls = new Map<string, { ok: number; failed: number; firstFailure?: number; lastFailure?: number }>();
let polling = true;
const poller = (async () => {
  while (polling) {
    if (!step) {
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    // /readyz asks the database and the schema gate (200); a vendor call without a session is answered
    // by the server's guard (401), where a server that does not fit its schema would answer 503
    const results = await Promise.all(
      (
        [
          ['/readyz', 200],
          ['/api/get-cities/NY', 401],
        ] as const
      ).map(([path, expected]) =>
        fetch(url + path, { signal: AbortSignal.timeout(5000) }).then(
          (r) => r.status === expected,
          () => false,
        ),
      ),
    );
    const s = calls.get(step) ?? { ok: 0, failed: 0 };
    for (const ok of results) {
      if (ok) s.ok++;
      else {
        s.failed++;
        s.firstFailure ??= performance.now();
        s.lastFailure = performance.now();
      }
    }
    calls.set(step, s);
    await new Promise((r) => setTimeout(r, 50));
  }
})();

let server: ChildProcess | undefined;
try {
  // the old release, installed as portal.sh up does: its migration step, then its server
  say(`PostgreSQL on 127.0.0.1:${pgPort}; the old release's migration step`);
  const oldMigrate = await node('old', 'migrate-cli.ts');
  check(
    oldMigrate.code === 0 && /schema current/.test(oldMigrate.out),
    `old release migrated: ${oldMigrate.out.split('\n').at(-1)}`,
  );
  server = await startServer('old');
  step = '0. old release serving';
  say(`the old release serves on ${url}; its admin CLI makes data`);
  for (const args of [
    ['seed-benchmark', '--orders', '2000', '--vendor-num', '90001'],
    ['create-vendor', '--vendor-num', '90002', '--company', 'Upgrade Drill Plumbing'],
  ]) {
    const made = await node('old', 'cli/main.ts', ...args);
    check(made.code === 0, `old admin CLI ${args[0]}: ${made.out.split('\n').at(-1)?.slice(0, 120)}`);
  }
  // a document's bytes, as an upload leaves them in the blob store
  mkdirSync(join(env.BLOBS_DIR, 'order-documents', 'drill'), { recursive: true });
  writeFileSync(
    join(env.BLOBS_DIR, 'order-documents', 'drill', 'invoice.pdf'),
    `%PDF-1.4\n% ${randomBytes(64).toString('hex')}\n%%EOF\n`,
  );
  const before = await fingerprint();
  say(
    `data before the upgrade: ${Object.values(before.rows).reduce((a, b) => a + b, 0)} rows in ${Object.keys(before.rows).length} tables, ${Object.keys(before.blobs).length} blob(s)`,
  );

  // portal.sh upgrade, step 1: the new release's migrations, the old server still serving
  step = '1. new release migrates, old server serving';
  say(step);
  const t1 = performance.now();
  const migrate = await node('new', 'migrate-cli.ts');
  const migrateSeconds = (performance.now() - t1) / 1000;
  check(
    migrate.code === 0 && migrate.out.includes(DRILL_MIGRATION),
    `new release's migration step applied ${DRILL_MIGRATION} in ${migrateSeconds.toFixed(1)} s`,
  );
  const oldStatus = await node('old', 'migrate-cli.ts', '--status');
  check(
    oldStatus.code === 0 && /schema ahead by 1 expand migration/.test(oldStatus.out),
    `old code on the new schema: ${oldStatus.out}`,
  );
  await new Promise((r) => setTimeout(r, 1000));
  const readyOld = await fetch(`${url}/readyz`).then((r) => r.status);
  check(readyOld === 200, `old server still ready after the migration step (/readyz ${readyOld})`);

  // step 2: the old server stopped, the new one started on its port
  step = '2. old server replaced by the new one';
  say(step);
  const t2 = performance.now();
  await stop(server);
  server = undefined;
  server = await startServer('new');
  const replaceSeconds = (performance.now() - t2) / 1000;
  step = 'upgraded';
  await new Promise((r) => setTimeout(r, 500));
  const ready = await fetch(`${url}/readyz`).then(async (r) => ({ status: r.status, body: await r.text() }));
  check(
    ready.status === 200,
    `new server ready on the same port in ${replaceSeconds.toFixed(1)} s (/readyz ${ready.status})`,
  );
  const newStatus = await node('new', 'migrate-cli.ts', '--status');
  check(newStatus.code === 0 && /schema current/.test(newStatus.out), `new code: ${newStatus.out}`);

  // no data lost: the same rows (the new column empty) and the same bytes
  const after = await fingerprint();
  const changedTables = Object.keys({ ...before.rows, ...after.rows }).filter(
    (t) => before.rows[t] !== after.rows[t],
  );
  check(
    changedTables.length === 0,
    `every table's row count as before (${Object.keys(after.rows).length} tables${changedTables.length ? `; changed: ${changedTables.map((t) => `${t} ${before.rows[t]} -> ${after.rows[t]}`).join(', ')}` : ''})`,
  );
  const changedBlobs = Object.keys({ ...before.blobs, ...after.blobs }).filter(
    (k) => before.blobs[k] !== after.blobs[k],
  );
  check(
    changedBlobs.length === 0,
    `every blob's hash as before (${Object.keys(after.blobs).length} blob(s))`,
  );
} finally {
  polling = false;
  await poller;
  if (server) await stop(server);
  await database.stop();
}

console.log('\nthe client (/readyz and a vendor call without a session, every 50 ms) through each step:');
for (const [name, s] of calls)
  console.log(
    `  ${name.padEnd(44)} ${String(s.ok).padStart(5)} answered, ${s.failed} failed` +
      (s.firstFailure !== undefined
        ? ` (failures over ${((s.lastFailure! - s.firstFailure) / 1000).toFixed(1)} s)`
        : ''),
  );
const duringMigration = calls.get('1. new release migrates, old server serving');
check((duringMigration?.failed ?? 1) === 0, 'no call failed while the new release migrated');
console.log(
  `\nupgrade drill ${failures.length === 0 ? 'passed' : `FAILED: ${failures.join('; ')}`} in ${at()}`,
);
if (failures.length === 0) rmSync(work, { recursive: true, force: true });
process.exit(failures.length === 0 ? 0 : 1);
