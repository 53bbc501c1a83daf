// The dashboard's calls for a vendor of 100,000 work orders (issue 40 point 6's benchmark, decision 111):
// the five summary calls the page sends at once (work orders, documents, invoices, QuickPay, compliance), timed
// server side through Fastify's inject (guard, validation, queries, serialization; no socket), all five
// together as the browser sends them, and each alone. Prints the medians beside the goal "together
// <= 150 ms (median, server side)".
//
// The vendor: seedBenchmark's 100,000 orders over the last 365 days and the next 60, with a note from the
// company on every third order, a rejected document on every hundredth, and 30,000 invoices of which a
// fifth are unpaid. BENCH_ORDERS changes the count; DASHBOARD_RUNS (101 timed, after 20 untimed).
import { sql } from 'kysely';
import {
  documentsSummaryCall,
  getComplianceSummaryCall,
  invoicesSummaryCall,
  quickPaySummaryCall,
  workOrdersSummaryCall,
} from '@vp/contracts';
import { startBenchServer } from './bench-server.ts';
import { seedBenchmark } from '../apps/server/src/demo/seed-benchmark.ts';
import { openSession } from '../apps/server/src/features/auth/sessions.service.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.DASHBOARD_RUNS ?? 101);
const WARMUP = 20;
const GOAL_MS = 150;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;

const host = await startBenchServer();
const db = host.runtime.db;
try {
  let t = performance.now();
  const seeded = await seedBenchmark(db, { orders: ORDERS, vendorNum: 90_011 });
  const user = await db
    .selectFrom('users')
    .select(['id', 'vendor_id', 'email'])
    .where('email', '=', seeded.email)
    .executeTakeFirstOrThrow();
  const vendorId = user.vendor_id;
  await sql`
    insert into order_notes (ord_num, vendor_id, note_type, notes, input_by, created_at)
    select cd.ord_num, null, 'Dispatch Notes', '<p>Call the store first.</p>', 'Provider Dispatch', cd.work_date
      from crew_details cd where cd.vendor_id = ${vendorId} and cd.ord_num % 3 = 0`.execute(db);
  await sql`
    insert into order_documents (ord_num, vendor_id, type_code, file_name, file_extension, content_type,
                                 size_bytes, blob_key, status, input_by, rejection_reason)
    select cd.ord_num, cd.vendor_id, 'Invoice', 'invoice.pdf', 'pdf', 'application/pdf', 1000,
           'bench-dashboard/' || cd.ocd_id, 'rejected', 'Office', 'Unreadable'
      from crew_details cd where cd.vendor_id = ${vendorId} and cd.ord_num % 100 = 0`.execute(db);
  await sql`
    insert into invoices (vendor_id, invoice_num, status_code, received_date, due_date, invoice_amt, net_pay)
    select ${vendorId}, 'BD-' || g, case when g % 5 = 0 then 'APPROVED' else 'PAID' end,
           current_date - (g % 365), current_date - (g % 365) + 45, 100 + g % 900, 100 + g % 900
      from generate_series(1, 30000) g`.execute(db);
  await sql`analyze`.execute(db);
  // half of this user's company notes read, as after a while of use
  await sql`
    insert into order_note_reads (user_id, ord_num, last_note_id)
    select ${user.id}, n.ord_num, max(n.id) from order_notes n
     where n.vendor_id is null and n.ord_num % 6 = 0 group by n.ord_num`.execute(db);
  await sql`analyze order_note_reads`.execute(db);
  console.log(
    `seeded ${seeded.orders} orders and the rest in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const session = await openSession(host.runtime, { userId: user.id, vendorId, email: user.email });
  const headers = { authorization: `Bearer ${session.idToken}` };
  const calls = [
    { name: 'work orders', url: `${workOrdersSummaryCall.path}?timezone=America%2FChicago` },
    { name: 'documents', url: `${documentsSummaryCall.path}?timezone=America%2FChicago` },
    { name: 'invoices', url: `${invoicesSummaryCall.path}?timezone=America%2FChicago` },
    { name: 'QuickPay', url: quickPaySummaryCall.path },
    { name: 'compliance', url: getComplianceSummaryCall.path },
  ];
  const ask = async (url: string) => {
    const res = await host.app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as unknown;
  };
  for (const c of calls) console.log(`${c.name}: ${JSON.stringify(await ask(c.url))}`);

  const together: number[] = [];
  const alone = new Map(calls.map((c) => [c.name, [] as number[]]));
  for (let i = 0; i < WARMUP + RUNS; i++) {
    t = performance.now();
    await Promise.all(calls.map((c) => ask(c.url)));
    if (i >= WARMUP) together.push(performance.now() - t);
  }
  for (const c of calls) {
    for (let i = 0; i < WARMUP + RUNS; i++) {
      t = performance.now();
      await ask(c.url);
      if (i >= WARMUP) alone.get(c.name)!.push(performance.now() - t);
    }
  }
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `\nthe dashboard's five calls at once, ${ORDERS.toLocaleString('en-US')} work orders, ${RUNS} runs:`,
  );
  console.log(`  median ${ms(median(together))}, p95 ${ms(p95(together))} (goal: median <= ${GOAL_MS} ms)`);
  for (const [name, times] of alone)
    console.log(`  ${name} alone: median ${ms(median(times))}, p95 ${ms(p95(times))}`);
} finally {
  await host.stop();
}
