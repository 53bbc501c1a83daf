// The fast tier of server tests (issue 16 point 7): a database of its own for one test file, cloned
// from the migrated template, and no server around it. A `*.service.test.ts` file calls services,
// repositories and platform code directly where HTTP adds nothing to what it checks (the demo data's
// rules, a service's answer, the database adapters); the calls' HTTP behaviour (status codes, the
// session, validation, serialization) stays with the HTTP tests of harness.ts.
import { inject } from 'vitest';
import { createDb, type Db, type DbOptions } from '../src/platform/db/database.ts';
import { cloneTemplate } from './test-database.ts';

export type TestDb = {
  db: Db;
  /** the database's URL, for a second handle with other limits */
  url: string;
  close(): Promise<void>;
};

/** A cloned database with a pool on it; `options` overrides the pool's limits. */
export async function openTestDb(options: Partial<Omit<DbOptions, 'url'>> = {}): Promise<TestDb> {
  const database = await cloneTemplate(inject('adminDatabaseUrl'));
  const db = createDb({
    url: database.url,
    poolMax: 4,
    connectTimeoutMs: 5000,
    statementTimeoutMs: 30_000,
    ...options,
  });
  return {
    db,
    url: database.url,
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}
