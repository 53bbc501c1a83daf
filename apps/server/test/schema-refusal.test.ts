// A server that does not migrate at start (production on a DATABASE_URL, or MIGRATE_ON_START=false)
// refuses to serve on a schema behind its code, says why in /readyz, and serves once `npm run migrate`
// (the runtime with MIGRATE_ON_START=true) has run (issue 42 point 4, decision 120).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { callUrl, getCitiesByStateCall } from '@vp/contracts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openRuntime } from '../src/runtime.ts';
import { withDatabase } from './test-database.ts';

const adminUrl = inject('adminDatabaseUrl');
const name = `vp_test_empty_${randomBytes(6).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'vp-test-schema-'));
const silent = { info: () => undefined, error: () => undefined };

async function admin(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

beforeAll(() => admin(`create database ${name}`));
afterAll(async () => {
  await admin(`drop database if exists ${name} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

const settings = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: withDatabase(adminUrl, name),
    BLOB_SIGNING_SECRET: randomBytes(32).toString('hex'),
    TAX_ID_KEY: randomBytes(32).toString('hex'),
    WEB_DIST: join(dataDir, 'no-web-build'),
    JOBS_IN_SERVER: 'false',
    ...env,
  });

it('in production on a DATABASE_URL, the start does not migrate by default', () => {
  expect(settings({}).db.migrateOnStart).toBe(false);
  expect(settings({ MIGRATE_ON_START: 'true' }).db.migrateOnStart).toBe(true);
  expect(settings({ NODE_ENV: 'development' }).db.migrateOnStart).toBe(true);
});

it('refuses to serve on an empty database and says why, then serves after the migration step', async () => {
  const runtime = await openRuntime(settings({}), silent);
  const app = await buildApp(runtime);
  try {
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json<{ status: string }>().status).toMatch(
      /^schema behind this server: \d+ migration\(s\) not applied \(0001-platform, .*npm run migrate$/,
    );
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const call = await app.inject({ url: callUrl(getCitiesByStateCall, { params: { state: 'NY' } }) });
    expect(call.statusCode).toBe(503);
    expect(call.headers['retry-after']).toBe('10');
    expect(call.json<{ code: string }>().code).toBe('schema-mismatch');
  } finally {
    await app.close();
    await runtime.close();
  }

  // npm run migrate: the runtime of the migration step
  const migrated = await openRuntime(settings({ MIGRATE_ON_START: 'true' }), silent);
  expect(migrated.applied).toContain('0057-schema-compatibility');
  await migrated.close();

  const after = await openRuntime(settings({}), silent);
  const served = await buildApp(after);
  try {
    expect((await served.inject({ url: '/readyz' })).statusCode).toBe(200);
    // served: the call's own answer (it wants a session), no longer the schema's 503
    const call = await served.inject({ url: callUrl(getCitiesByStateCall, { params: { state: 'NY' } }) });
    expect(call.statusCode).toBe(401);
    // a SIGTERM's drain (SHUTDOWN_DRAIN_MS): out of the load balancer's rotation, calls still served
    const draining = await buildApp({ ...after, draining: () => true });
    try {
      const ready = await draining.inject({ url: '/readyz' });
      expect([ready.statusCode, ready.json<{ status: string }>().status]).toEqual([503, 'draining']);
      expect((await draining.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  } finally {
    await served.close();
    await after.close();
  }
});
