// Webhook latency (issue 17's benchmark, decision 056): events recorded as services record them
// (recordEvent in a transaction) at a steady rate, fanned out by the dispatcher (woken by the events
// table's NOTIFY) into deliver-webhook jobs on our job runner (graphile-worker, LISTEN/NOTIFY), signed
// and POSTed to a receiver on loopback that verifies every request with the Standard Webhooks
// verifier. Each event carries its number; the time from its commit to its receipt is measured, and
// p50/p99 are printed beside the goals (p50 <= 200 ms, p99 <= 1 s at 50 events/s for 60 s).
//
// WEBHOOK_BENCH_URL: an admin URL to any PostgreSQL 15+ (a throwaway database is created and
// dropped); without it an embedded PostgreSQL in a temporary folder. WEBHOOK_BENCH_RATE (50 events/s),
// WEBHOOK_BENCH_SECONDS (60), WEBHOOK_BENCH_CONCURRENCY (8, the server's default WEBHOOK_DELIVERY_CONCURRENCY).
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb } from '../apps/server/src/platform/db/database.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../apps/server/src/platform/db/embedded.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.ts';
import { recordEvent } from '../apps/server/src/platform/events/record-event.ts';
import { startJobRunner } from '../apps/server/src/platform/jobs/job-runner.ts';
import { deliverWebhookJob } from '../apps/server/src/platform/webhooks/deliver-webhook.ts';
import { DELIVER_WEBHOOK_JOB } from '../apps/server/src/platform/webhooks/delivery-jobs.ts';
import { startEventDispatcher } from '../apps/server/src/platform/webhooks/dispatcher.ts';
import { createApiClient } from '../apps/server/src/features/integrations/api-clients.service.ts';
import { freePort } from '../apps/server/test/free-port.ts';
import { startWebhookReceiver } from '../apps/server/test/webhook-receiver.ts';

const RATE = Number(process.env.WEBHOOK_BENCH_RATE ?? 50);
const SECONDS = Number(process.env.WEBHOOK_BENCH_SECONDS ?? 60);
const CONCURRENCY = Number(process.env.WEBHOOK_BENCH_CONCURRENCY ?? 8);
const COUNT = RATE * SECONDS;
// the runner's poll, the fallback of LISTEN/NOTIFY (the server's JOBS_POLL_INTERVAL_MS, 2000 by default)
const POLL_MS = Number(process.env.WEBHOOK_BENCH_POLL_MS ?? 2000);
const GOAL_P50_MS = 200;
const GOAL_P99_MS = 1000;

let embedded: EmbeddedDatabase | undefined;
const embeddedDir = process.env.WEBHOOK_BENCH_URL ? undefined : mkdtempSync(join(tmpdir(), 'vp-hook-bench-'));
if (embeddedDir) {
  chmodSync(embeddedDir, 0o755); // the embedded server runs as the postgres user when we are root
  embedded = await startEmbeddedPostgres(embeddedDir, await freePort(), (line) => console.error(line));
}
const adminUrl = process.env.WEBHOOK_BENCH_URL ?? embedded!.adminUrl;
const dbName = `hook_bench_${randomBytes(4).toString('hex')}`;

async function admin(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => `${Math.round(n)} ms`;

await admin(`create database ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
// the server's pool (DB_POOL_MAX 10) does the requests' work and the handlers'
const db = createDb({ url: url.toString(), poolMax: 10, connectTimeoutMs: 5000, statementTimeoutMs: 60_000 });
const receiver = await startWebhookReceiver();
const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: (o: object, m: string) => console.error(m, o),
};
try {
  await migrateToLatest(db);
  const client = await createApiClient(db, { name: 'Bench', scopes: ['webhooks:write'] });
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const apiClient = await db
    .selectFrom('api_clients')
    .select('id')
    .where('client_id', '=', client.clientId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('webhook_subscriptions')
    .values({ api_client_id: apiClient.id, url: `${receiver.url}/bench`, secret })
    .execute();
  receiver.route('/bench', secret);
  const vendor = await db
    .insertInto('vendors')
    .values({ vendor_num: 900001, company: 'Bench vendor' })
    .returning('id')
    .executeTakeFirstOrThrow();

  const settings = {
    retryScheduleMs: [1000, 5000],
    timeoutMs: 10_000,
    allowLocalHttp: true,
    dispatchPollMs: 1000,
    deliveryConcurrency: CONCURRENCY,
    suspendAfterFailures: 5,
  };
  const runner = await startJobRunner(
    db,
    { [DELIVER_WEBHOOK_JOB]: deliverWebhookJob(db, settings) },
    { concurrency: CONCURRENCY, pollIntervalMs: POLL_MS },
    quiet,
  );
  const dispatcher = startEventDispatcher(db, settings.dispatchPollMs, quiet);

  // recorded on a steady clock: event n is due at n / RATE seconds; its commit time is kept
  const committedAt = new Map<number, number>();
  const t0 = performance.now();
  const writes: Promise<void>[] = [];
  for (let n = 0; n < COUNT; n++) {
    const due = t0 + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    writes.push(
      db
        .transaction()
        .execute((tx) =>
          recordEvent(tx, {
            type: 'vendor.zip-added',
            vendorId: vendor.id,
            actor: { kind: 'system' },
            subject: { vendorZipId: n + 1 },
            data: { zipCode: String(n) },
          }),
        )
        .then(() => void committedAt.set(n, performance.now())),
    );
  }
  await Promise.all(writes);
  const recordedS = (performance.now() - t0) / 1000;
  await receiver.until((r) => new Set(r.map((x) => x.id)).size >= COUNT, 120_000).catch(() => undefined);
  await dispatcher.stop();
  await runner.stop();

  const firstReceipt = new Map<number, number>();
  for (const r of receiver.receipts) {
    const n = Number((r.body.data.data as { zipCode: string }).zipCode);
    if (!firstReceipt.has(n)) firstReceipt.set(n, r.at);
  }
  const latencies = [...firstReceipt].map(([n, at]) => at - committedAt.get(n)!).sort((a, b) => a - b);
  const unverified = receiver.receipts.filter((r) => !r.verified).length;
  console.log(
    `${COUNT} events recorded in ${recordedS.toFixed(1)} s (${RATE}/s target), one subscription, ` +
      `${CONCURRENCY} jobs at once; received ${firstReceipt.size} (${receiver.receipts.length} requests, ` +
      `${unverified} failing verification)`,
  );
  if (latencies.length > 0)
    console.log(
      `  commit -> received on loopback: p50 ${ms(percentile(latencies, 50))} (goal <= ${GOAL_P50_MS} ms), ` +
        `p99 ${ms(percentile(latencies, 99))} (goal <= ${GOAL_P99_MS} ms), max ${ms(latencies.at(-1)!)}`,
    );
  // where the time goes, from the database's clocks (now() is a transaction's start)
  const { rows } = await sql<{ stage: string; p50: number; p99: number }>`
    with t as (
      select extract(epoch from d.created_at - e.occurred_at) * 1000 as to_dispatch,
             extract(epoch from a.attempted_at - d.created_at) * 1000 - a.latency_ms as to_job,
             a.latency_ms::float8 as post
        from webhook_deliveries d join events e on e.id = d.event_id
        join webhook_delivery_attempts a on a.delivery_id = d.id
    )
    select 'event transaction start -> dispatcher transaction start' as stage,
           percentile_cont(0.5) within group (order by to_dispatch) as p50,
           percentile_cont(0.99) within group (order by to_dispatch) as p99 from t
    union all
    select 'dispatcher transaction start -> delivery job running',
           percentile_cont(0.5) within group (order by to_job), percentile_cont(0.99) within group (order by to_job) from t
    union all
    select 'signed POST to the receiver and its answer',
           percentile_cont(0.5) within group (order by post), percentile_cont(0.99) within group (order by post) from t
  `.execute(db);
  for (const r of rows) console.log(`    ${r.stage}: p50 ${ms(r.p50)}, p99 ${ms(r.p99)}`);
  if (firstReceipt.size < COUNT || unverified > 0) process.exitCode = 1;
} finally {
  await receiver.close();
  await db.destroy();
  await admin(`drop database if exists ${dbName} with (force)`);
  await embedded?.stop();
  if (embeddedDir) rmSync(embeddedDir, { recursive: true, force: true });
}
