// Runs once the server is up: sets the portal texts the shell tests look for.
import { openE2eDb } from './e2e-db.ts';
import { E2E_SETTINGS } from './e2e-env.ts';

export default async function globalSetup() {
  const db = openE2eDb();
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
