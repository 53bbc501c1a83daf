// The upload sweeps and the admin CLI wait for a schema that fits this code, as the server and its job
// runner do (decision 120): on a schema too far ahead (a newer release's contract step) or behind (its
// migrations not run yet) a sweep skips its runs and says so, and the CLI refuses and changes nothing
// (issue 42, decision 126). Real PostgreSQL, the real app and the CLI as a process.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createBlobStore } from '../src/platform/blobs/create-blob-store.ts';
import { startSchemaGate } from '../src/platform/db/schema-gate.ts';
import { createTokenService } from '../src/platform/identity/token-service.ts';
import { createMailer } from '../src/platform/mail/create-mailer.ts';
import { SWEEP_GRACE_MS } from '../src/features/documents/order-document-uploads.ts';
import { runAdminCli } from './admin-cli.ts';
import { dataDirForFile, testDbForFile } from './server-for-file.ts';

const FUTURE = '9998-next-release';
const silent = { info: () => undefined, error: () => undefined };
const testDb = testDbForFile({ poolMax: 3, statementTimeoutMs: 60_000 });
const dataDir = dataDirForFile('vp-test-schema-waits-');

/** The schema as a newer release's contract step leaves it: this code must not run on it. */
async function markTooFarAhead() {
  await sql`insert into kysely_migration (name, timestamp) values (${FUTURE}, now()) on conflict do nothing`.execute(
    testDb.db,
  );
  await sql`update schema_compatibility set oldest_code = ${FUTURE}`.execute(testDb.db);
}
/** The same newer release's expand step only: this code serves on it (decision 120). */
const markOnlyAhead = () => sql`update schema_compatibility set oldest_code = ''`.execute(testDb.db);

describe('schema waits', { timeout: 120_000 }, () => {
  it('the upload sweeps skip their runs on a schema too far ahead, say so, and run once it fits', async () => {
    await markTooFarAhead();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: testDb.url,
      BLOB_SIGNING_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: join(dataDir, 'no-web-build'),
      JOBS_IN_SERVER: 'false',
      UPLOAD_SWEEP_INTERVAL_SECONDS: '1',
    });
    // a partial upload a killed process left long ago: the document sweep's first run removes it
    const incoming = join(dataDir, 'blobs', '.incoming');
    mkdirSync(incoming, { recursive: true });
    const part = join(incoming, 'killed-mid-upload.part');
    writeFileSync(part, Buffer.alloc(1000));
    const stale = new Date(Date.now() - (config.blobs.urlTtlSeconds * 1000 + SWEEP_GRACE_MS) - 60_000);
    utimesSync(part, stale, stale);

    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const said = (text: string) => lines.some((l) => l.includes(text));
    const gate = await startSchemaGate(testDb.db, silent, 50);
    const app = await buildApp({
      config,
      db: testDb.db,
      tokens: await createTokenService(testDb.db),
      blobs: await createBlobStore(config),
      mailer: createMailer(config, () => undefined),
      schema: gate,
      logger,
    });
    try {
      await app.ready();
      await expect
        .poll(() => said('document upload sweep waits until the schema fits: schema too far ahead'))
        .toBe(true);
      await expect.poll(() => said('photo upload sweep waits until the schema fits')).toBe(true);
      // several of its 1 s intervals, none of them run (said once, not at each)
      await new Promise((r) => setTimeout(r, 2500));
      expect(existsSync(part)).toBe(true);
      expect(lines.filter((l) => l.includes('document upload sweep waits'))).toHaveLength(1);

      await markOnlyAhead();
      await expect.poll(() => existsSync(part), { timeout: 20_000 }).toBe(false);
      expect(said('document upload sweep goes on: schema ahead by 1 expand migration')).toBe(true);
    } finally {
      await app.close();
      gate.stop();
    }
  });

  const admin = (env: Record<string, string>, ...args: string[]) =>
    runAdminCli(
      // as in production: the migration step is a step of its own, the CLI only checks
      { DATABASE_URL: testDb.url, DATA_DIR: dataDir, MIGRATE_ON_START: 'false', ...env },
      ...args,
    );
  const vendor = (num: number) =>
    testDb.db.selectFrom('vendors').select('id').where('vendor_num', '=', num).executeTakeFirst();

  it('the admin CLI refuses a schema too far ahead or behind, says why, and changes nothing', async () => {
    await markTooFarAhead();
    const ahead = await admin({}, 'create-vendor', '--vendor-num', '990001', '--company', 'Too Far Ahead Co');
    expect(ahead.code).toBe(1);
    expect(ahead.out).toMatch(
      /The admin CLI does not run on this database: schema too far ahead: it needs a server that knows migration 9998-next-release/,
    );
    expect(await vendor(990001)).toBeUndefined();

    // behind: the last migration of this code not applied (its row away; the table stays)
    await markOnlyAhead();
    await sql`delete from kysely_migration where name = ${FUTURE}`.execute(testDb.db);
    const last = (
      await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(testDb.db)
    ).rows[0]!.name;
    await sql`delete from kysely_migration where name = ${last}`.execute(testDb.db);
    try {
      const behind = await admin({}, 'create-vendor', '--vendor-num', '990002', '--company', 'Behind Co');
      expect(behind.code).toBe(1);
      expect(behind.out).toMatch(
        /does not run on this database: schema behind this server: 1 migration.*npm run migrate/,
      );
      expect(await vendor(990002)).toBeUndefined();
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last}, now())`.execute(testDb.db);
    }

    // the same command on a schema that fits does its work
    const fits = await admin({}, 'create-vendor', '--vendor-num', '990003', '--company', 'Current Co');
    expect(fits.out).toContain("Vendor #990003 'Current Co' created.");
    expect(fits.code).toBe(0);
    expect(await vendor(990003)).toBeDefined();
  });
});
