// The details page with its History for an order with 500 items (issue 41 point 6, decision 119), in
// Chromium against the real server, the built app and the demo data, on emulated 4G (9 Mbit/s down,
// 80 ms; bench/chromium-cdp.ts). The demo vendor's first crew line's order gets 500 timeline items
// (400 events of the kinds the timeline shows, 100 NTE changes through the trigger's rows). Each run
// signs in from a cold cache (a new context), then opens the details page as a typed address would,
// opens History as soon as its header is there, and times navigation start -> the first History item
// painted. Also prints the EXPLAIN of the events read of that order (which index, how many rows).
// Goal: <= 1 s on 4G. BENCH_RUNS sets the runs (5). Prints figures; asserts nothing. Needs npm run build.
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { chromium } from 'playwright-core';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_VENDOR_NUM,
  seedDemoIfEmpty,
} from '../apps/server/src/demo/seed-demo.ts';
import { eventRow } from '../apps/server/src/platform/events/record-event.ts';
import { TIMELINE_EVENT_TYPES } from '../apps/server/src/features/order-timeline/order-timeline-items.ts';
import {
  BROWSER_BENCH_PROTOCOL,
  BROWSER_BENCH_TLS,
  IGNORE_CERTIFICATE_ERRORS,
  startBenchServer,
} from './bench-server.ts';
import { LINKS, emulateEveryTab, launchChromium } from './chromium-cdp.ts';

const ROOT = join(import.meta.dirname, '..');
const WEB_DIST = join(ROOT, 'apps/web/dist');
if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error('build the web app first: npm run build');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_MS = 1000;
const EVENTS = 400;
const NTE_CHANGES = 100;
const NOISE_EVENTS = 50_000;

// In every page: clicks History once its header is there and notes when its first item is painted.
function watchHistory() {
  if (!location.pathname.includes('/work-order-details/')) return;
  const w = window as unknown as { historyPainted?: Promise<number> };
  w.historyPainted = new Promise((resolve) => {
    let clicked = false;
    const observer = new MutationObserver(() => {
      if (!clicked) {
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'History',
        );
        if (button) {
          clicked = true;
          (window as unknown as { historyClickedAt: number }).historyClickedAt = performance.now();
          button.click();
        }
      }
      if (!document.querySelector('[data-testid="order-timeline"] li')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');

const server = await startBenchServer({ webDist: WEB_DIST, tls: BROWSER_BENCH_TLS });
const launched = await launchChromium(BROWSER_BENCH_TLS ? IGNORE_CERTIFICATE_ERRORS : []);
try {
  const db = server.runtime.db;
  await seedDemoIfEmpty(db, server.runtime.blobs);
  const line = await db
    .selectFrom('crew_details as cd')
    .innerJoin('vendors as v', 'v.id', 'cd.vendor_id')
    .select(['cd.ocd_id', 'cd.ord_num', 'cd.crew_id', 'cd.vendor_id'])
    .where('v.vendor_num', '=', DEMO_VENDOR_NUM)
    .orderBy('cd.ocd_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_EMAIL)
    .executeTakeFirstOrThrow();
  const already = await db
    .selectFrom('events')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(sql<boolean>`subject ->> 'ordNum' = ${String(line.ord_num)}`)
    .executeTakeFirstOrThrow();
  if (already.n < EVENTS) {
    const actor = { kind: 'vendor-user' as const, id: user.id };
    const rows = Array.from({ length: EVENTS }, (_, i) =>
      i % 2 === 0
        ? eventRow({
            type: 'work-order.note-added',
            vendorId: line.vendor_id,
            actor,
            subject: { ordNum: line.ord_num, noteId: 1_000_000 + i },
            data: { noteType: 'Tech Notes' },
          })
        : eventRow({
            type: 'check-in.recorded',
            vendorId: line.vendor_id,
            actor,
            subject: { checkInId: 1_000_000 + i, checkInExternalId: null, ordNum: line.ord_num },
            data: {
              startAt: new Date().toISOString(),
              endAt: null,
              hours: '0',
              crewLineId: line.ocd_id,
              siteState: 'on-site',
              distanceMeters: 40,
              accuracyMeters: 12,
            },
          }),
    );
    await db.insertInto('events').values(rows).execute();
    for (let i = 0; i < NTE_CHANGES; i++)
      await db
        .updateTable('crew_details')
        .set({ nte: sql`nte + 1` })
        .where('ocd_id', '=', line.ocd_id)
        .execute();
  }
  // other orders' events, so that the plan is the one a busy table gets (the demo writes none)
  await sql`
    insert into events (type, vendor_id, actor_kind, subject, data)
    select 'work-order.note-added', ${line.vendor_id}, 'system',
      jsonb_build_object('ordNum', 2000000 + g % 5000, 'noteId', g), '{"noteType": "Tech Notes"}'::jsonb
    from generate_series(1, ${NOISE_EVENTS}) g
    where (select count(*) from events) < ${NOISE_EVENTS}`.execute(db);
  await sql`analyze events`.execute(db);
  const plan = await sql<{ 'QUERY PLAN': string }>`
    explain (analyze, buffers off, timing off, summary off)
    select e.id from events e
    where e.subject ->> 'ordNum' = ${String(line.ord_num)} and e.id < ${Number.MAX_SAFE_INTEGER}
      and e.type = any(${TIMELINE_EVENT_TYPES}) and (e.vendor_id = ${line.vendor_id} or e.vendor_id is null)
    order by e.id desc limit 21`.execute(db);
  const total = await db
    .selectFrom('events')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();

  const emulation = await emulateEveryTab(launched.browserWs);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${launched.port}`);
  console.log(
    `Chromium ${browser.version()}, ${RUNS} runs, each from a cold cache, ${BROWSER_BENCH_PROTOCOL}; load average ${load()} on ${cpus().length} CPUs`,
  );
  console.log(
    `order ${line.ord_num}: ${EVENTS} events + ${NTE_CHANGES} NTE changes (+ its own); ${total.n} events in the table`,
  );
  console.log('EXPLAIN of a page of its events (the vendor side):');
  for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);

  const oneRun = async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    try {
      await context.addInitScript(watchHistory);
      const page = await context.newPage();
      await page.goto(`${server.url}/auth/login`);
      await page.getByLabel('Email').fill(DEMO_EMAIL);
      await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
      await page.waitForLoadState('networkidle');
      await page.goto(
        `${server.url}/work-order/work-order-details/${line.ocd_id}/${line.ord_num}/${line.crew_id}`,
      );
      await page.waitForFunction(() => 'historyPainted' in window);
      const ms = await page.evaluate(
        () => (window as unknown as { historyPainted: Promise<number> }).historyPainted,
      );
      const items = await page.locator('[data-testid="order-timeline"] li').count();
      // where the time went: the click on History, and each request's start and end, ms from navigation start
      const steps = await page.evaluate(() => {
        const clicked = (window as unknown as { historyClickedAt: number }).historyClickedAt;
        const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => !e.name.includes('/fonts/'))
          .map(
            (e) =>
              `${new URL(e.name).pathname.replace(/^\/api\//, '').replace(/^\/assets\//, '')} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`,
          );
        return `History clicked ${Math.round(clicked)}; ${requests.join(', ')}`;
      });
      const clicked = await page.evaluate(
        () => (window as unknown as { historyClickedAt: number }).historyClickedAt,
      );
      return { ms, items, steps, afterClick: ms - clicked };
    } finally {
      await context.close();
    }
  };
  emulation.set(undefined);
  await oneRun(); // not counted: the server's first answers
  emulation.set(LINKS['4g']);
  const runs: number[] = [];
  const afterClicks: number[] = [];
  let items = 0;
  let steps = '';
  for (let i = 0; i < RUNS; i++) {
    const run = await oneRun();
    runs.push(run.ms);
    afterClicks.push(run.afterClick);
    items = run.items;
    steps = run.steps;
  }
  const med = median(runs);
  console.log(
    `\n4G: ${LINKS['4g'].downMbit} Mbit/s down, ${LINKS['4g'].latencyMs} ms latency (load average ${load()})`,
  );
  console.log(
    `  details page -> History's first ${items} items painted  median ${Math.round(med)} ms (${Math.round(Math.min(...runs))}-${Math.round(Math.max(...runs))})  goal <= ${GOAL_MS} ms: ${med <= GOAL_MS ? 'met' : 'NOT met'}`,
  );
  console.log(
    `  each run: ${runs.map((ms) => Math.round(ms)).join(', ')} ms; of which History clicked -> painted: ${afterClicks.map((ms) => Math.round(ms)).join(', ')} ms`,
  );
  console.log(`  the last run, ms from navigation start: ${steps}`);
  await browser.close();
  emulation.close();
} finally {
  await launched.close();
  await server.stop();
}
