// Runs the versioned migrations at start. Kysely's migrator takes a lock, so two processes starting
// together against one database apply each migration once. The job queue's tables follow, from its
// own migrator (decision 048).
import { Migrator } from 'kysely/migration';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';
import { migrateJobs } from '../jobs/migrate-jobs.ts';

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, {
      cause: error,
    });
  }
  await migrateJobs(db);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
