// The queue's own tables (schema graphile_worker) come from graphile-worker's migrator, run at start
// after ours (decision 048): its SQL stays the library's, and an upgrade brings its own migrations.
import { runMigrations } from 'graphile-worker';
import { poolOf, type Db } from '../db/database.ts';

export async function migrateJobs(db: Db): Promise<void> {
  await runMigrations({ pgPool: poolOf(db) });
}
