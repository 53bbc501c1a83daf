// Compliance at 10,000 vendors (issue 40: "the compliance states of 10,000 vendors recomputed in
// <= 10 s; the reminder run for 10,000 vendors in <= 60 s"). Seeds, on a fresh embedded database,
// 10,000 vendors in two states and two trades with an Administrator each, five requirements (general
// liability and auto by trade, a W-9 for all, a licence in NY, a technician licence in NJ), and per
// vendor a certificate of each coverage and a W-9 whose ends are spread over the next 400 days (a
// tenth pending, a twentieth short of the limits). Then times: the states of all vendors recomputed
// and stored (the first run writes every row, the second replaces them), and the daily run (states and
// reminders; each reminder's e-mail queued in its batch's transaction). Prints the figures beside the
// goals; asserts nothing. BENCH_VENDORS changes the number of vendors.
import { sql } from 'kysely';
import { refreshCompliance } from '../apps/server/src/domain/compliance/refresh-compliance.ts';
import { runComplianceDaily } from '../apps/server/src/features/compliance/compliance-daily.ts';
import { startBenchServer } from './bench-server.ts';

const VENDORS = Number(process.env.BENCH_VENDORS ?? 10_000);
const FIRST = 700_000;
const TODAY = '2026-12-01';
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const server = await startBenchServer({ env: { JOBS_IN_SERVER: 'false' } });
try {
  const db = server.runtime.db;
  let t = performance.now();
  for (const statement of [
    sql`
      insert into trade_catalog (code, sort_order) values ('Bench Plumbing', 900), ('Bench HVAC', 901)
        on conflict do nothing
    `,
    sql`
      insert into vendors (vendor_num, company, state)
        select ${FIRST} + g, 'Compliance Bench ' || g, case when g % 2 = 0 then 'NY' else 'NJ' end
        from generate_series(1, ${VENDORS}) g
    `,
    sql`
      insert into vendor_trades (vendor_id, trade_code)
        select id, case when vendor_num % 3 = 0 then 'Bench HVAC' else 'Bench Plumbing' end
        from vendors where vendor_num > ${FIRST}
    `,
    sql`
      insert into users (vendor_id, email, srp_salt, srp_verifier)
        select id, 'bench' || vendor_num || '@bench.test', 'x', 'x' from vendors where vendor_num > ${FIRST}
    `,
    sql`
      insert into user_roles (user_id, role_id, vendor_id)
        select u.id, r.id, u.vendor_id from users u
        join roles r on r.vendor_id = u.vendor_id and r.name = 'Administrator'
        where u.email like 'bench%@bench.test'
    `,
    sql`
      insert into compliance_requirements
        (kind, coverage, trade_code, state, min_each_occurrence, min_aggregate, per_technician) values
        ('insurance', 'general-liability', 'Bench Plumbing', null, 1000000, 2000000, false),
        ('insurance', 'auto-liability', 'Bench HVAC', null, 1000000, null, false),
        ('w9', null, null, null, null, null, false),
        ('licence', null, 'Bench Plumbing', 'NY', null, null, false),
        ('licence', null, 'Bench HVAC', 'NJ', null, null, true)
    `,
  ])
    await statement.execute(db);
  for (const [kind, coverage, type] of [
    ['insurance', 'general-liability', 'Certificate of Insurance'],
    ['insurance', 'auto-liability', 'Certificate of Insurance'],
    ['w9', null, 'W-9'],
  ] as const) {
    await sql`
      with docs as (
        insert into order_documents
          (vendor_id, ord_num, type_code, file_name, file_extension, content_type, blob_key, size_bytes, input_by, status)
        select id, null, ${type}, 'bench.pdf', 'pdf', 'application/pdf',
          'bench/' || id || '-' || ${coverage ?? kind}, 1000, 'bench',
          case when vendor_num % 10 = 0 then 'pending' else 'approved' end
        from vendors where vendor_num > ${FIRST}
        returning id, vendor_id
      )
      insert into compliance_documents (vendor_id, kind, upload_id, document_id, coverage, insurer,
        policy_number, each_occurrence, aggregate, effective_on, expires_on, confirmed_on, tin_type, tin_last4)
      select d.vendor_id, ${kind}, gen_random_uuid(), d.id, ${coverage}, 'Bench Insurance', 'P-' || d.id,
        case when v.vendor_num % 20 = 0 then 500000 else 1000000 end, 2000000,
        ${TODAY}::date - 30, ${TODAY}::date + (v.vendor_num % 400), ${TODAY}::date - 365 + (v.vendor_num % 400),
        case when ${kind} = 'w9' then 'ein' end, case when ${kind} = 'w9' then '1234' end
      from docs d join vendors v on v.id = d.vendor_id
    `.execute(db);
  }
  console.log(`seeded ${VENDORS.toLocaleString('en-US')} vendors in ${seconds(performance.now() - t)}`);

  t = performance.now();
  const first = await refreshCompliance(db, 'all', TODAY);
  const firstMs = performance.now() - t;
  t = performance.now();
  const second = await refreshCompliance(db, 'all', TODAY);
  const secondMs = performance.now() - t;
  t = performance.now();
  const daily = await runComplianceDaily(db, server.url, '2026-12-02');
  const dailyMs = performance.now() - t;
  const queued = await sql<{ n: string }>`
    select count(*) as n from graphile_worker.jobs where task_identifier = 'send-mail'`.execute(db);
  t = performance.now();
  const again = await runComplianceDaily(db, server.url, '2026-12-02');
  const againMs = performance.now() - t;

  console.log('');
  console.log('| | measured | goal |');
  console.log('|---|---|---|');
  console.log(
    `| states of ${VENDORS.toLocaleString('en-US')} vendors recomputed and stored (first run: ${first.states.toLocaleString('en-US')} rows, ${first.changed.toLocaleString('en-US')} events) | ${seconds(firstMs)} | <= 10 s |`,
  );
  console.log(
    `| the same again (nothing changed: no row written, no event) | ${seconds(secondMs)} (${second.changed} events) | <= 10 s |`,
  );
  console.log(
    `| daily run: states and reminders (${daily.reminders.toLocaleString('en-US')} e-mails queued, ${queued.rows[0]?.n} jobs) | ${seconds(dailyMs)} | <= 60 s |`,
  );
  console.log(
    `| the daily run again the same day (${again.reminders} e-mails: never twice) | ${seconds(againMs)} | |`,
  );
} finally {
  await server.stop();
}
