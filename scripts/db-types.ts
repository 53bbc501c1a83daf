// npm run db:types: rewrites apps/server/src/platform/db/schema.generated.ts from the migrations. An
// embedded PostgreSQL in a temporary folder is migrated to the latest, kysely-codegen reads its tables,
// and the database is stopped and deleted; no DATABASE_URL or running database is needed (decision 042).
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createDb } from '../apps/server/src/platform/db/database.ts';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.ts';
import { generateSchemaTypes, SCHEMA_GENERATED_FILE } from '../apps/server/src/platform/db/schema-codegen.ts';
import { freePort } from '../apps/server/test/free-port.ts';

const dir = mkdtempSync(join(tmpdir(), 'vp-db-types-'));
chmodSync(dir, 0o755); // the embedded server runs as the postgres user when we are root
try {
  const embedded = await startEmbeddedPostgres(dir, await freePort(), (line) => console.error(line));
  try {
    const db = createDb({
      url: embedded.url,
      poolMax: 2,
      connectTimeoutMs: 5000,
      statementTimeoutMs: 60_000,
    });
    try {
      const applied = await migrateToLatest(db);
      writeFileSync(SCHEMA_GENERATED_FILE, await generateSchemaTypes(db));
      console.log(
        `${relative(process.cwd(), SCHEMA_GENERATED_FILE)}: written from ${applied.length} migrations`,
      );
    } finally {
      await db.destroy();
    }
  } finally {
    await embedded.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
