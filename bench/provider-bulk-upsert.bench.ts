// Bulk upsert of work orders through the provider API (issue 17's benchmark, decision 051): 100,000
// work orders, 1,000 per call to POST /provider/v1/work-orders/bulk, one call after another as a
// company's nightly sync would send them, against the real server in a process of its own
// (work-orders-api-server.ts, started with the `serve` script's node flags) so that its peak RSS
// (VmHWM, reset before the first call) is the server's alone. Each work order is its own transaction
// (its order, one crew line, its scope and IVR instructions, its event). Prints the total time, the
// rate and the server's peak RSS beside the goals (<= 60 s, <= 300 MB).
//
// BULK_BENCH_COUNT (100000), BULK_BENCH_BATCH (1000); BENCH_DATABASE_URL: a PostgreSQL to use instead
// of an embedded one.
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { PROVIDER_TOKEN_PATH } from '@vp/contracts';
import { sql } from 'kysely';
import { databaseUrlOf, mb, serveNodeFlags, startBenchServer } from './bench-server.ts';
import { createApiClient } from '../apps/server/src/features/integrations/api-clients.service.ts';
import type { Ask, Memory } from './work-orders-api-server.ts';

const COUNT = Number(process.env.BULK_BENCH_COUNT ?? 100_000);
const BATCH = Number(process.env.BULK_BENCH_BATCH ?? 1000);
const GOAL_SECONDS = 60;
const GOAL_RSS_MB = 300;

function ask(child: ChildProcess, message: Ask): Promise<Memory> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as Memory));
    child.send(message);
  });
}

const host = await startBenchServer();
let child: ChildProcess | undefined;
try {
  const db = host.runtime.db;
  // the company's references: a vendor, a client and a store with its own ids
  const vendor = await db
    .insertInto('vendors')
    .values({ vendor_num: 990001, company: 'Bulk Bench Mechanical', external_id: 'V-BENCH' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const client = await db
    .insertInto('clients')
    .values({ code: 'BENCH', name: 'Bench Retail', external_id: 'C-BENCH' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('locations')
    .values({
      client_id: client.id,
      store_number: '0001',
      name: 'Bench Store',
      address1: '1 Main St',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
      time_zone: 'America/New_York',
      external_id: 'S-BENCH',
    })
    .execute();
  const credentials = await createApiClient(db, { name: 'Bench CMMS', scopes: ['work-orders:write'] });

  const databaseUrl = databaseUrlOf(host.runtime);
  // the server's node flags as production starts it (package.json `serve`), unless told otherwise
  const serverFlags = serveNodeFlags();
  console.log(`API server node flags: ${serverFlags.join(' ') || '(none)'}`);
  child = fork(join(import.meta.dirname, 'work-orders-api-server.ts'), [], {
    execArgv: [...process.execArgv, ...serverFlags],
    env: { ...process.env, WO_BENCH_DATABASE_URL: databaseUrl },
  });
  const { url } = await new Promise<{ url: string }>((resolve, reject) => {
    child!.once('message', (m) => resolve(m as { url: string }));
    child!.once('exit', (code) => reject(new Error(`bench API server exited with ${code}`)));
  });

  const tokenRes = await fetch(url + PROVIDER_TOKEN_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: credentials.clientId,
      client_secret: credentials.secret,
    }).toString(),
  });
  const { access_token: token } = (await tokenRes.json()) as { access_token: string };

  const begin = new Date(Date.now() + 86_400_000);
  const item = (n: number) => ({
    externalId: `WO-${String(n).padStart(7, '0')}`,
    poNum: `PO-BULK-${String(n).padStart(7, '0')}`,
    status: 'OPEN',
    client: 'C-BENCH',
    store: 'S-BENCH',
    vendor: 'V-BENCH',
    category: 'HVAC',
    orderType: 'Repair',
    priority: 'P2 - 24 Hours',
    clientPO: `CPO-${n}`,
    nte: '1500.00',
    scope: `<p>Replace the rooftop unit filter (order ${n}).</p>`,
    beginService: begin.toISOString(),
    serviceEnd: new Date(begin.getTime() + 8 * 3_600_000).toISOString(),
    clientInstructions: '<p>Call the IVR on arrival and departure.</p>',
    crewLines: [
      { externalId: `L-${n}`, crewId: 5000 + (n % 97), status: 'Assigned', workDate: begin.toISOString() },
    ],
  });

  await ask(child, { cmd: 'resetPeak' });
  const before = await ask(child, { cmd: 'memory' });
  let created = 0;
  let failed = 0;
  let slowest = 0;
  const started = performance.now();
  for (let from = 0; from < COUNT; from += BATCH) {
    const items = Array.from({ length: Math.min(BATCH, COUNT - from) }, (_, i) => item(from + i + 1));
    const callStarted = performance.now();
    const res = await fetch(`${url}/provider/v1/work-orders/bulk`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ items }),
    });
    if (res.status !== 200) throw new Error(`bulk call answered ${res.status}: ${await res.text()}`);
    const answer = (await res.json()) as { created: number; failed: number };
    created += answer.created;
    failed += answer.failed;
    slowest = Math.max(slowest, performance.now() - callStarted);
  }
  const seconds = (performance.now() - started) / 1000;
  const after = await ask(child, { cmd: 'memory' });
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from orders o join crew_details cd on cd.ord_num = o.ord_num
    where o.external_id like 'WO-%' and cd.vendor_id = ${vendor.id}
  `.execute(db);

  console.log(
    `bulk upsert of ${COUNT.toLocaleString('en-US')} work orders, ${BATCH} per call: ` +
      `${seconds.toFixed(1)} s (${Math.round(COUNT / seconds)} work orders/s; slowest call ` +
      `${(slowest / 1000).toFixed(2)} s) (goal <= ${GOAL_SECONDS} s)`,
  );
  console.log(
    `API server RSS ${mb(before.rss)} before, peak ${mb(after.peak)} (goal <= ${GOAL_RSS_MB} MB); ` +
      `API server CPU ${((after.cpuMs - before.cpuMs) / 1000).toFixed(1)} s`,
  );
  console.log(
    `created ${created}, failed ${failed}; crew lines of the vendor in the database: ${rows[0]!.n}`,
  );
  await ask(child, { cmd: 'stop' });
  child = undefined;
} finally {
  child?.kill();
  await host.stop();
}
