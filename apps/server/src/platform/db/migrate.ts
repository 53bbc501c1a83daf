// Runs the versioned migrations, then the job queue's tables from its own migrator (decision 048).
// One runner at a time (issue 42 point 4, decision 120): Kysely's migrator locks its own steps with a
// transaction's advisory lock, but the job queue's migrator runs after it, outside that lock; so the
// whole run holds a session advisory lock of its own on one connection. Five servers (or `npm run
// migrate` beside starting servers) then apply each migration once, the others wait and find nothing
// left to do. A runner that waits says so once (onWait).
import { sql } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type { Db } from './database.ts';
import { migrations as codeMigrations } from './migrations/index.ts';
import { migrateJobs } from '../jobs/migrate-jobs.ts';
import { checkSchema, describeSchema } from './schema-version.ts';

// the lock's key: a name no other advisory lock of ours hashes to (advisory-locks.ts uses the same hash)
export const MIGRATION_LOCK = 'vendor-portal:migrations';

export type MigrateOptions = {
  /** called once when another runner holds the lock and this one waits for it */
  onWait?: () => void;
  /** the migrations to run (tests add one); the registry's by default */
  migrations?: Record<string, Migration>;
};

/** Applies what is pending; returns the names this run applied. The pool needs two connections. */
export async function migrateToLatest(db: Db, options: MigrateOptions = {}): Promise<string[]> {
  return await db.connection().execute(async (lockConnection) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(hashtextextended(${MIGRATION_LOCK}, 0)) as locked`.execute(lockConnection);
    if (!rows[0]?.locked) {
      options.onWait?.();
      await sql`select pg_advisory_lock(hashtextextended(${MIGRATION_LOCK}, 0))`.execute(lockConnection);
    }
    try {
      return await migrateUnderLock(db, options.migrations ?? codeMigrations);
    } finally {
      await sql`select pg_advisory_unlock(hashtextextended(${MIGRATION_LOCK}, 0))`.execute(lockConnection);
    }
  });
}

async function migrateUnderLock(db: Db, migrations: Record<string, Migration>): Promise<string[]> {
  // a schema ahead of this code by expand steps (an older server's start during a rollout) is left as
  // it is: Kysely's migrator would call the migrations it does not know corrupt
  const state = await checkSchema(db, Object.keys(migrations));
  if (state.status === 'too-far-ahead' || state.status === 'diverged') throw new Error(describeSchema(state));
  if (state.ok) {
    await migrateJobs(db);
    return [];
  }
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
