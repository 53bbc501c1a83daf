// Vendor search at 10,000 vendors (issue 18's benchmark, decision 058): the staff console's
// `GET /staff/api/vendors` on the real app over a database of 10,000 vendors, each with 1 to 3 trades
// and 6 covered ZIP codes (plus the demo-sized rest the app starts with). A mix of searches as a
// vendor manager types them (name fragments, vendor numbers, ZIP codes, trade, state, ZIP and status
// filters, other sorts, later pages) is timed server side: each call through Fastify's inject (the
// staff guard with its session UPDATE, validation, the count and page queries, serialization; no
// socket). Prints the median and p95 beside the goal "<= 100 ms median".
//
// BENCH_DATABASE_URL: any PostgreSQL 15+ (else embedded in a temp folder). STAFF_SEARCH_VENDORS
// (10000), STAFF_SEARCH_CALLS (600 timed, after 100 untimed).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { staffVendorsSearchCall, STAFF_SESSION_COOKIE } from '@vp/contracts';
import {
  insertStaffSession,
  STAFF_SESSION_MAX_SECONDS,
} from '../apps/server/src/platform/identity/staff-sessions.repository.ts';
import { createStaffTokenService } from '../apps/server/src/platform/identity/staff-token-service.ts';
import { startBenchServer } from './bench-server.ts';

const VENDORS = Number(process.env.STAFF_SEARCH_VENDORS ?? 10_000);
const CALLS = Number(process.env.STAFF_SEARCH_CALLS ?? 600);
const WARMUP = 100;
const GOAL_MS = 100;
/**
 * The cursor of the page that starts at row `position`, as the search gives it (decision 108): a
 * console user reaches such a page by walking Next; the bench jumps there to time a deep page.
 */
const deepPage = (position: number) => Buffer.from(`at:${position}`).toString('base64url');

const server = await startBenchServer();
const { db } = server.runtime;
try {
  const seedStart = performance.now();
  // names from word lists, so fragments match some vendors and not others, as in life
  await sql`
    insert into vendors (vendor_num, company, city, state, zip, status)
    select 700000 + g,
           (array['Acme','Apex','Blue Ridge','Summit','Liberty','Pioneer','Metro','Coastal','Evergreen','Keystone',
                  'Lone Star','Granite','Harbor','Prairie','Redwood','Silver Creek','Twin City','Valley','Westside','Northstar'])[1 + g % 20]
             || ' ' ||
           (array['Plumbing','Electric','Roofing','Facility','Maintenance','HVAC','Glass','Landscaping','Paving','Door',
                  'Painting','Janitorial','Pest','Fire','Signs','Concrete','Snow','Flooring','Mechanical','Builders',
                  'Locksmith','Refrigeration','Carpentry','Services','Solutions'])[1 + (g / 20) % 25]
             || ' ' || (array['LLC','Inc','Co','Group','Partners','Corp','Pros'])[1 + (g / 500) % 7],
           (array['Dallas','Austin','Denver','Phoenix','Atlanta','Columbus','Tampa','Portland','Raleigh','Omaha'])[1 + g % 10],
           (array['TX','TX','CO','AZ','GA','OH','FL','OR','NC','NE','CA','NY','IL','PA','WA'])[1 + (g * 7) % 15],
           lpad(((g * 7919) % 99999 + 1)::text, 5, '0'),
           case when g % 17 = 0 then 'inactive' else 'active' end
      from generate_series(1, ${VENDORS}::int) g
  `.execute(db);
  await sql`
    insert into vendor_trades (vendor_id, trade_code)
    select v.id, c.code
      from vendors v
      join lateral (select code from trade_catalog order by (sort_order * 37 + v.id) % 20 limit 1 + v.id % 3) c on true
     where v.vendor_num > 700000
  `.execute(db);
  await sql`
    insert into vendor_zips (vendor_id, zip_code)
    select distinct v.id, lpad((((v.vendor_num - 700000) * 31 + k * 1009) % 99999 + 1)::text, 5, '0')
      from vendors v, generate_series(1, 6) k
     where v.vendor_num > 700000
  `.execute(db);
  await sql`analyze`.execute(db);
  const counts = await sql<{ vendors: number; trades: number; zips: number }>`
    select (select count(*)::int from vendors) vendors, (select count(*)::int from vendor_trades) trades,
           (select count(*)::int from vendor_zips) zips`.execute(db);
  const seeded = counts.rows[0]!;
  console.log(
    `seeded ${seeded.vendors} vendors, ${seeded.trades} trades, ${seeded.zips} covered zips in ` +
      `${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  // a read-only staff member's session, as a cookie
  const staff = await db
    .insertInto('staff_accounts')
    .values({
      email: 'bench@acme.test',
      role: 'read_only',
      srp_salt: randomBytes(16).toString('hex'),
      srp_verifier: randomBytes(64).toString('hex'),
      password_state: 'ok',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tokens = await createStaffTokenService(db);
  const sessionId = await insertStaffSession(db, staff.id);
  const cookie = `${STAFF_SESSION_COOKIE}=${await tokens.issue({ staffId: staff.id, sessionId }, STAFF_SESSION_MAX_SECONDS)}`;

  const queries: Record<string, string>[] = [
    { q: 'acme' },
    { q: 'plumb' },
    { q: 'summit roof' },
    { q: 'ridge' },
    { q: 'xyz no such vendor' },
    { q: '7012' },
    { q: '705555' },
    { q: '00317' },
    { q: 'Dallas' },
    { trade: 'Plumbing' },
    { trade: 'HVAC', state: 'TX' },
    { state: 'CO', sort: 'company' },
    { zip: '01010' },
    { zip: '31000' },
    { status: 'inactive' },
    { q: 'services', sort: 'company', dir: 'desc' },
    { q: 'co', cursor: deepPage(1000), limit: '50' },
    { sort: 'city', cursor: deepPage(2500) },
    { trade: 'Roofing', status: 'active', sort: 'state', limit: '100' },
    {},
  ];
  const timings: number[] = [];
  const byQuery = new Map<string, number[]>();
  for (let i = 0; i < WARMUP + CALLS; i++) {
    const query = queries[i % queries.length]!;
    const url = `${staffVendorsSearchCall.path}?${new URLSearchParams(query)}`;
    const start = performance.now();
    const res = await server.app.inject({ method: 'GET', url, headers: { cookie } });
    const ms = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    if (i >= WARMUP) {
      timings.push(ms);
      const key = new URLSearchParams(query).toString() || '(no filter)';
      byQuery.set(key, [...(byQuery.get(key) ?? []), ms]);
    }
  }
  const pct = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  };
  for (const [key, values] of byQuery)
    console.log(`  ${key.padEnd(55)} median ${pct(values, 50).toFixed(1)} ms`);
  const median = pct(timings, 50);
  console.log(
    `vendor search at ${seeded.vendors} vendors, ${timings.length} calls: median ${median.toFixed(1)} ms, ` +
      `p95 ${pct(timings, 95).toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms ` +
      `(goal: <= ${GOAL_MS} ms median: ${median <= GOAL_MS ? 'met' : 'NOT met'})`,
  );
} finally {
  await server.stop();
}
