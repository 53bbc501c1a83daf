// Runs once the servers are up: sets the portal texts the shell tests look for, on each worker's server.
import { openE2eDb } from './e2e-db.ts';
import { E2E_SETTINGS, E2E_WORKERS, e2eServer } from './e2e-env.ts';

export default async function globalSetup() {
  for (let index = 0; index < E2E_WORKERS; index++) {
    const db = openE2eDb(e2eServer(index));
    try {
      for (const [key, value] of Object.entries(E2E_SETTINGS)) {
        await db
          .insertInto('portal_settings')
          .values({ key, value })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
          .execute();
      }
    } finally {
      await db.destroy();
    }
  }
}
