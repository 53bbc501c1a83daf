// Where the end-to-end server runs: its own port, data folder and embedded PostgreSQL port.
import { join } from 'node:path';

// Each Playwright worker has a server of its own: its port, data folder and embedded PostgreSQL,
// with the demo data, so workers run side by side without seeing each other's changes (issue 16).
// E2E_PORT, E2E_PG_PORT and E2E_DATA_DIR name the first server's; worker n's are the port + n and
// the folder + '-n'. They may be set to run a second suite beside one already running.
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const BASE_PORT = Number(process.env.E2E_PORT ?? 3107);
// below the kernel's ephemeral range (32768-60999 here): an outgoing connection's local port there once
// took 54408 just as a worker's database was to listen on it, and the whole e2e run failed to start
// A suite moved by E2E_PORT alone moves its databases as far, so that two suites side by side (a second
// checkout) do not meet on 25407.
const BASE_PG_PORT = Number(process.env.E2E_PG_PORT ?? 25407 + (BASE_PORT - 3107));
const BASE_DATA_DIR = process.env.E2E_DATA_DIR ?? join(import.meta.dirname, '../.tmp/e2e-data');

export type E2eServer = { port: number; pgPort: number; dataDir: string; log: string };

/** Server `index`'s port, database port, data folder and log (everything it writes, at info). */
export function e2eServer(index: number): E2eServer {
  const dataDir = index === 0 ? BASE_DATA_DIR : `${BASE_DATA_DIR}-${index}`;
  return { port: BASE_PORT + index, pgPort: BASE_PG_PORT + index, dataDir, log: join(dataDir, 'server.log') };
}

// This process's server: a worker's by its parallel index, the server launcher's by the index it is
// started with, the runner's (global setup and teardown loop over all of them) the first.
const own = e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? process.env.E2E_SERVER_INDEX ?? 0));
export const E2E_PORT = own.port;
export const E2E_PG_PORT = own.pgPort;
export const E2E_DATA_DIR = own.dataDir;
/** Everything the server writes during the run (its log at info), scanned for credentials at the end. */
export const E2E_SERVER_LOG = own.log;

/** What the shell tests expect to see (written by the global setup over the demo data). */
export const E2E_SETTINGS = {
  portalMessage: 'Scheduled maintenance tonight',
  portalMessageColor: '#b71c1c',
  companyName: 'Acme Facilities',
  portalPrefix: 'Acme',
};
