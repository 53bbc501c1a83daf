// Work-order figures on 100,000 orders of one vendor: the Excel export of 100,000 rows (time, and the
// server's peak RSS), the purchase-order PDF of 20 orders, the search API for a one-month window and
// for every row, each beside the bare SQL query plus JSON.stringify of the same rows (same run, same
// database), and requests per second of the one-month search at 50 connections.
// Goals (issue 4): all-rows search <= 1.3x the bare query; export <= 4 s and <= 250 MB; PDF <= 0.5 s.
//
// This process holds the database (embedded PostgreSQL, seeded here) and runs the bare queries; the
// API server under test runs in a child process (work-orders-api-server.ts) on the same database,
// started with the node flags of package.json's `serve` script (or BENCH_SERVER_NODE_FLAGS), so that
// its memory is its own: the kernel's peak RSS (VmHWM), reset before the export. BENCH_EXPORT_RUNS=n
// exports n times, each on a freshly started API server (its first export, as after a deploy).
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { gunzipSync, zstdDecompressSync } from 'node:zlib';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { searchWorkOrdersResponse, workOrderRow, type ExportItem } from '@vp/contracts';
import { databaseUrlOf, mb, serveNodeFlags, startBenchServer } from './bench-server.ts';
import { seedBenchmark } from '../apps/server/src/demo/seed-benchmark.ts';
import { openSession } from '../apps/server/src/features/auth/sessions.service.ts';
import {
  readSearchState,
  searchRowsQuery,
} from '../apps/server/src/features/work-orders/work-orders.repository.ts';
import { searchFilters } from '../apps/server/src/features/work-orders/work-orders-search.service.ts';
import type { Ask, Memory } from './work-orders-api-server.ts';
import { rawGet } from '../apps/server/test/raw-get.ts';

function ask(child: ChildProcess, message: Ask): Promise<Memory> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as Memory));
    child.send(message);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
async function timed<T>(runs: number, fn: () => Promise<T>): Promise<{ ms: number; last: T }> {
  const times: number[] = [];
  let last!: T;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    last = await fn();
    times.push(performance.now() - start);
  }
  return { ms: median(times), last };
}

// BENCH_ONLY=export,pdf,search,load runs only those parts (all by default)
const only = process.env.BENCH_ONLY?.split(',');
const want = (part: string) => !only || only.includes(part);

async function drive() {
  const host = await startBenchServer();
  const db = host.runtime.db;
  let t = performance.now();
  const seeded = await seedBenchmark(db, {
    orders: Number(process.env.BENCH_ORDERS ?? 100_000),
    vendorNum: 90_001,
  });
  console.log(`seed ${seeded.orders} orders: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  // the benchmark orders span the last 365 days and the next 60: let the begin date reach them all
  await db
    .insertInto('portal_settings')
    .values({ key: 'woHistoryMonthLimit', value: '24' })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: '24' }))
    .execute();
  await sql`analyze`.execute(db);
  const user = await db
    .selectFrom('users')
    .select(['id', 'vendor_id', 'email'])
    .where('email', '=', seeded.email)
    .executeTakeFirstOrThrow();
  const session = await openSession(host.runtime, {
    userId: user.id,
    vendorId: user.vendor_id,
    email: user.email,
  });
  const headers = { authorization: `Bearer ${session.idToken}`, 'content-type': 'application/json' };

  const databaseUrl = databaseUrlOf(host.runtime);
  // the server's node flags as production starts it (package.json `serve`), unless told otherwise
  // the server's node flags as production starts it (package.json `serve`), unless told otherwise
  const serverFlags = serveNodeFlags();
  console.log(`API server node flags: ${serverFlags.join(' ') || '(none)'}`);
  const startApi = async () => {
    const child = fork(join(import.meta.dirname, 'work-orders-api-server.ts'), [], {
      execArgv: [...process.execArgv, ...serverFlags],
      env: { ...process.env, WO_BENCH_DATABASE_URL: databaseUrl },
    });
    const { url } = await new Promise<{ url: string }>((resolve, reject) => {
      child.once('message', (m) => resolve(m as { url: string }));
      child.once('exit', (code) => reject(new Error(`bench API server exited with ${code}`)));
    });
    return { child, url };
  };
  let { child, url } = await startApi();

  type Window = { onsiteStartDate: string; onsiteEndDate: string; wOStatus: ''; locationNum: ''; pONum: '' };
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const month: Window = {
    onsiteStartDate: day(-30),
    onsiteEndDate: day(0),
    wOStatus: '',
    locationNum: '',
    pONum: '',
  };
  const all: Window = { ...month, onsiteStartDate: day(-400), onsiteEndDate: day(90) };
  // the same SQL the API runs, executed bare, and its rows through JSON.stringify
  const bareRows = async (body: Window) => {
    const { monthLimit } = await readSearchState(db, user.vendor_id);
    const compiled = searchRowsQuery(db, user.vendor_id, searchFilters(body, monthLimit)).compile();
    return (await db.executeQuery(compiled)).rows;
  };
  const bare = async (body: Window) => JSON.stringify({ vendors: await bareRows(body) });
  // the road not taken: the same rows through the zod response schema first
  const viaZod = async (body: Window) =>
    JSON.stringify(searchWorkOrdersResponse.encode({ vendors: (await bareRows(body)) as never }));
  // the API's time: until the whole answer has arrived (reading it as bytes, as a bare query leaves rows)
  // `coding`: what the client accepts; the answer's bytes as they came over the wire (issue 19: the
  // compressed answer's size and the server's cost of compressing it, beside the bare query)
  const apiSearch = async (body: Window, coding = 'identity') => {
    const res = await rawGet(
      `${url}/api/get-order-by-vendor-num`,
      { ...headers, 'accept-encoding': coding },
      'POST',
      JSON.stringify(body),
    );
    if (res.status !== 200) throw new Error(`search answered ${res.status}: ${res.body.toString()}`);
    return res.body;
  };
  const decode = (bytes: Buffer, coding: string) =>
    coding === 'zstd' ? zstdDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes;

  // 1. Excel, on the API server's first work: the grid's rows as the web app sends them
  if (want('export')) await benchExport();
  async function benchExport() {
    const items: ExportItem[] = (await bareRows(all)).map((r) => ({
      workDate: r.workDate,
      nte: r.nte,
      poNum: r.poNum,
      company: r.company,
      location: r.location,
      vendorFullAddress: r.fullAddress,
      orderType: r.orderType,
      orderStatus: r.orderStatus,
      clientPO: r.clientPO,
    }));
    // as the web app sends it: the time zone first, so that the server writes rows as they arrive
    const exportBody = JSON.stringify({ timezone: 'America/New_York', ordersList: items });
    const runs = Number(process.env.BENCH_EXPORT_RUNS ?? 1);
    for (let run = 0; run < runs; run++) {
      if (run > 0) {
        await ask(child, { cmd: 'stop' });
        ({ child, url } = await startApi());
      }
      const before = await ask(child, { cmd: 'resetPeak' });
      t = performance.now();
      const exported = await fetch(`${url}/api/export-order-by-vendor-excel`, {
        method: 'POST',
        headers,
        body: exportBody,
      });
      const answer = (await exported.json()) as { url: string };
      const exportMs = performance.now() - t;
      const after = await ask(child, { cmd: 'memory' });
      if (exported.status !== 200)
        throw new Error(`export answered ${exported.status}: ${JSON.stringify(answer)}`);
      const xlsx = await (await fetch(new URL(answer.url, url))).arrayBuffer();
      console.log(
        `Excel export of ${items.length} rows (${mb(exportBody.length)} request, ${mb(xlsx.byteLength)} .xlsx):` +
          ` ${(exportMs / 1000).toFixed(2)} s (API server CPU ${((after.cpuMs - before.cpuMs) / 1000).toFixed(2)} s);` +
          ` API server RSS ${mb(before.rss)} before, peak ${mb(after.peak)} (goals <= 4 s, peak <= 250 MB)`,
      );
    }
  }

  // 2. PDF of 20 orders
  if (want('pdf')) await benchPdf();
  async function benchPdf() {
    const ids = await db
      .selectFrom('crew_details')
      .select('ocd_id')
      .where('vendor_id', '=', user.vendor_id)
      .orderBy('ocd_id')
      .limit(20)
      .execute();
    const printBody = JSON.stringify({
      crewDetailIds: ids.map((r) => r.ocd_id),
      vendorPONumbers: [],
      actionType: 3,
      timezone: 'America/New_York',
      documentId: -1,
      callSource: 'vendorportal',
    });
    const pdf = await timed(11, async () => {
      const res = await fetch(`${url}/api/print-work-order-by-crew-detail-id`, {
        method: 'POST',
        headers,
        body: printBody,
      });
      return (await res.arrayBuffer()).byteLength;
    });
    console.log(
      `PDF of ${ids.length} purchase orders: ${pdf.ms.toFixed(0)} ms (median of 11), ${(pdf.last / 1024).toFixed(0)} KB (goal <= 500 ms)`,
    );
  }

  // 3. search: the API beside the bare query
  async function compare(title: string, body: Window, runs: number, coding = 'identity') {
    for (let i = 0; i < 3; i++) {
      // warm-up of both paths
      await apiSearch(body, coding);
      await bare(body);
    }
    // alternated, so that a change in the machine's load hits both alike
    const apiTimes: number[] = [];
    const plainTimes: number[] = [];
    let last!: Buffer;
    for (let i = 0; i < runs; i++) {
      let start = performance.now();
      last = await apiSearch(body, coding);
      apiTimes.push(performance.now() - start);
      start = performance.now();
      await bare(body);
      plainTimes.push(performance.now() - start);
    }
    const api = { ms: median(apiTimes), last };
    const plain = { ms: median(plainTimes) };
    const zod = await timed(Math.min(runs, 5), () => viaZod(body));
    const json = decode(api.last, coding);
    const rows = (JSON.parse(json.toString()) as { vendors: unknown[] }).vendors;
    workOrderRow.parse(rows[0]); // the answer meets the contract
    const wire =
      coding === 'identity'
        ? ''
        : `, ${(api.last.length / 1024 / 1024).toFixed(1)} MB on the wire in ${coding} (goal <= 8 MB)`;
    console.log(
      `${title}: ${rows.length} rows (${mb(json.length)} JSON${wire}): API ${api.ms.toFixed(0)} ms,` +
        ` bare SQL + JSON.stringify ${plain.ms.toFixed(0)} ms, ratio ${(api.ms / plain.ms).toFixed(2)}x (all rows: goal <= 1.3x)` +
        ` (bare SQL + zod response schema + JSON.stringify: ${zod.ms.toFixed(0)} ms);` +
        ` medians; best runs: API ${Math.min(...apiTimes).toFixed(0)} ms, bare ${Math.min(...plainTimes).toFixed(0)} ms,` +
        ` ratio ${(Math.min(...apiTimes) / Math.min(...plainTimes)).toFixed(2)}x`,
    );
    return rows.length;
  }
  const monthCount = want('search') ? await compare('search, one month', month, 21) : 0;
  if (want('search')) await compare('search, all rows', all, 7);
  // compressed as a browser asks for it (issue 19 point 1: within 1.3x of the bare query on CPU)
  if (want('search')) await compare('search, all rows, zstd', all, 7, 'zstd');
  if (want('search')) await compare('search, all rows, gzip', all, 5, 'gzip');

  // 4. load
  if (want('load')) await benchLoad();
  async function benchLoad() {
    const load = await autocannon({
      url: `${url}/api/get-order-by-vendor-num`,
      method: 'POST',
      headers,
      body: JSON.stringify(month),
      connections: 50,
      duration: Number(process.env.BENCH_SECONDS ?? 10),
      timeout: 60,
    });
    console.log(
      `search, one month (${monthCount} rows), 50 connections: ${Math.round(load.requests.average)} req/s,` +
        ` latency p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, errors ${load.errors}, non-2xx ${load.non2xx}`,
    );
  }

  await ask(child, { cmd: 'stop' });
  await host.stop();
}

await drive();
