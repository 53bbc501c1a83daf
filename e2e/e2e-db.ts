// A connection to the end-to-end server's embedded database, for setup and for minting sessions
// through the server's own token service (sign-in proper arrives with the sign-in issue).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDb, type Db } from '../apps/server/src/platform/db/database.ts';
import { E2E_DATA_DIR, E2E_PG_PORT, type E2eServer } from './e2e-env.ts';

/** This worker's server's database, or the given server's (the global setup sets up each). */
export function openE2eDb(
  server: Pick<E2eServer, 'dataDir' | 'pgPort'> = { dataDir: E2E_DATA_DIR, pgPort: E2E_PG_PORT },
): Db {
  const password = readFileSync(join(server.dataDir, 'postgres-password'), 'utf8').trim();
  return createDb({
    url: `postgres://portal:${password}@127.0.0.1:${server.pgPort}/vendor_portal`,
    poolMax: 2,
    connectTimeoutMs: 5000,
    statementTimeoutMs: 30_000,
  });
}
