// Platform figures: boot time on a new embedded database, requests per second and latency of a
// session-checked API call and of /healthz, and the server's memory under that load.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { startBenchServer, mb } from './bench-server.ts';
import { openSession } from '../apps/server/src/features/auth/sessions.service.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const t0 = performance.now();
const server = await startBenchServer();
const bootMs = performance.now() - t0;

const db = server.runtime.db;
const vendor = await db
  .insertInto('vendors')
  .values({ vendor_num: 777001, company: 'Bench Co' })
  .returning('id')
  .executeTakeFirstOrThrow();
const user = await db
  .insertInto('users')
  .values({
    vendor_id: vendor.id,
    email: 'bench@bench.example',
    srp_salt: 'aa',
    srp_verifier: randomBytes(64).toString('hex'),
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const { idToken: token } = await openSession(server.runtime, {
  userId: user.id,
  vendorId: vendor.id,
  email: 'bench@bench.example',
});

async function load(title: string, path: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: server.url + path, connections: 20, duration: seconds, headers });
  console.log(
    `${title.padEnd(40)} ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
  );
}

console.log(`boot (new embedded PostgreSQL, migrations, reference data): ${(bootMs / 1000).toFixed(1)} s`);
await load('GET /healthz', '/healthz');
await load('GET /api/get-portal-settings (session)', '/api/get-portal-settings', {
  authorization: `Bearer ${token}`,
});
await load('GET /api/get-states (session)', '/api/get-states', { authorization: `Bearer ${token}` });
console.log(
  `server process RSS after load: ${mb(process.memoryUsage().rss)} (bench and server share the process)`,
);
await server.stop();
