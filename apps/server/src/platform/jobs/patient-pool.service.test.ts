// The job runners' pool tries a failed connect again (decision 126): graphile-worker does not catch a
// failed job completion, and pg-pool's "timeout expired" on a busy pool ended the whole server.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../../../test/test-db.ts';
import { PatientPool } from './patient-pool.ts';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(async () => t?.close());

/** A pool of one connection, held, and a connect asked for meanwhile with a 100 ms limit. */
async function connectWhileHeld(pool: pg.Pool): Promise<'connected' | string> {
  const held = await pool.connect();
  const asked = pool.connect().then(
    (client) => {
      client.release();
      return 'connected';
    },
    (err: Error) => err.message,
  );
  // the holder lets go only well after the pool's own limit
  await new Promise((r) => setTimeout(r, 500));
  held.release();
  return asked;
}

it('a plain pool gives up while its one connection is held; the runners’ pool waits for it', async () => {
  const settings = { connectionString: t.url, max: 1, connectionTimeoutMillis: 100 };
  const plain = new pg.Pool(settings);
  const patient = new PatientPool(settings);
  try {
    expect(await connectWhileHeld(plain)).toBe('timeout exceeded when trying to connect');
    expect(await connectWhileHeld(patient)).toBe('connected');
  } finally {
    await Promise.all([plain.end(), patient.end()]);
  }
});

it('gives the last failure on once its patience is spent', async () => {
  const patient = new PatientPool({ connectionString: t.url, max: 1, connectionTimeoutMillis: 50 });
  patient.patienceMs = 300;
  const held = await patient.connect();
  try {
    await expect(patient.connect()).rejects.toThrow(/timeout/);
  } finally {
    held.release();
    await patient.end();
  }
});
