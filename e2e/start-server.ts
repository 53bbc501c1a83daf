// Starts the real server for the end-to-end run on a fresh embedded database with the demo data.
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DATA_DIR, E2E_PG_PORT, E2E_PORT } from './e2e-env.ts';

rmSync(E2E_DATA_DIR, { recursive: true, force: true });
mkdirSync(E2E_DATA_DIR, { recursive: true });
chmodSync(E2E_DATA_DIR, 0o755);
Object.assign(process.env, {
  DATA_DIR: E2E_DATA_DIR,
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
  EMBEDDED_PG_PORT: String(E2E_PG_PORT),
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  WEB_DIST: join(import.meta.dirname, '../apps/web/dist'),
});
delete process.env.DATABASE_URL;
await import('../apps/server/src/main.ts');
