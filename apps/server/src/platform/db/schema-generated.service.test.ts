// The CI check of decision 042: schema.generated.ts must be what kysely-codegen makes of the migrated
// database. A migration changed without `npm run db:types` fails here, before any query is type-checked
// against tables that no longer exist (or lacks the new ones).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { cloneTemplate } from '../../../test/test-database.ts';
import { createDb, type Db } from './database.ts';
import { generateSchemaTypes, SCHEMA_GENERATED_FILE } from './schema-codegen.ts';

let database: Awaited<ReturnType<typeof cloneTemplate>>;
let db: Db;
beforeAll(async () => {
  // a clone of the run's migrated template: the template itself must stay free for other files to clone
  database = await cloneTemplate(inject('adminDatabaseUrl'));
  db = createDb({ url: database.url, poolMax: 1, connectTimeoutMs: 5000, statementTimeoutMs: 30_000 });
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

it('schema.generated.ts matches the migrated database', async () => {
  const generated = await generateSchemaTypes(db);
  const committed = readFileSync(SCHEMA_GENERATED_FILE, 'utf8');
  expect(committed, 'schema.generated.ts is stale: run npm run db:types').toBe(generated);
});
