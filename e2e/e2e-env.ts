// Where the end-to-end server runs: its own port, data folder and embedded PostgreSQL port.
import { join } from 'node:path';

// E2E_PORT, E2E_PG_PORT and E2E_DATA_DIR may be set to run a second suite beside one already running
// (several people work in one checkout).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
export const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? 54407);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(import.meta.dirname, '../.tmp/e2e-data');
/** Everything the server writes during the run (its log at info), scanned for credentials at the end. */
export const E2E_SERVER_LOG = join(E2E_DATA_DIR, 'server.log');

/** What the shell tests expect to see (written by the global setup over the demo data). */
export const E2E_SETTINGS = {
  portalMessage: 'Scheduled maintenance tonight',
  portalMessageColor: '#b71c1c',
  companyName: 'Acme Facilities',
  portalPrefix: 'Acme',
};
