// Once per test run: a PostgreSQL (embedded unless TEST_DATABASE_URL is set) with a migrated
// template database that every test file clones.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/platform/db/database.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.ts';
import { recreateTemplate } from './test-database.ts';
import { freePort } from './free-port.ts';

declare module 'vitest' {
  // module augmentation merges only with an interface
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // the root config's setup (vitest.config.ts) runs for every run: a run without the database tiers
  // (`--project web`) needs no PostgreSQL
  if (!project.vitest.projects.some((p) => p.name === 'server' || p.name === 'service')) return;
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  if (!adminUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'vp-test-pg-'));
    chmodSync(dir, 0o755); // the embedded server runs as the postgres user when we are root
    const embedded = await startEmbeddedPostgres(dir, await freePort(), (line) => console.error(line));
    adminUrl = embedded.adminUrl;
    stop = async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const templateUrl = await recreateTemplate(adminUrl);
  const db = createDb({ url: templateUrl, poolMax: 2, connectTimeoutMs: 5000, statementTimeoutMs: 120_000 });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  project.provide('adminDatabaseUrl', adminUrl);
  return stop;
}
