// Where a signed-in page's main-thread time goes as it opens cold, on a CPU slowed 4x as Lighthouse's
// mobile run assumes (issue 19 point 7): the page's long tasks (over 50 ms, what Total Blocking Time
// counts) with when they ran, and a V8 sampling profile's self time by function and by file, on
// Lighthouse's mobile screen.
// A tool for reading, not a figure with a goal: `node bench/page-profile.ts [path] [rows]`, on the
// built app (npm run build), the demo data and the demo sign-in.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type CDPSession } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoIfEmpty } from '../apps/server/src/demo/seed-demo.ts';
import { startBenchServer } from './bench-server.ts';
import { launchChromium } from './chromium-cdp.ts';

const ROOT = join(import.meta.dirname, '..');
const [pathArg = '/work-order/list-work-orders', rowsArg = '25'] = process.argv.slice(2);
const ROWS = Number(rowsArg);

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

// BENCH_WEB_DIST: another build, e.g. one without minifying (`npx vite build --minify false --outDir ...`)
const server = await startBenchServer({ webDist: process.env.BENCH_WEB_DIST ?? join(ROOT, 'apps/web/dist') });
const launched = await launchChromium();
try {
  await seedDemoIfEmpty(server.runtime.db, server.runtime.blobs);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${launched.port}`);
  const context = browser.contexts()[0]!;
  const signIn = await context.newPage();
  await signIn.goto(`${server.url}/auth/login`);
  await signIn.getByLabel('Email').fill(DEMO_EMAIL);
  await signIn.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await signIn.getByRole('button', { name: 'Log In' }).click();
  await signIn.locator('table[aria-label="Work orders"] tbody a').first().waitFor({ timeout: 60_000 });
  await signIn.close();

  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Lighthouse's mobile screen (a Moto G Power): the lists draw cards at this width, not the table
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    mobile: true,
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.addInitScript(() => {
    const w = window as unknown as { __tasks: { start: number; duration: number }[] };
    w.__tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    // LCP entries come to observers only
    const l = window as unknown as { __lcp: { at: number; line: string }[] };
    l.__lcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const entry = e as PerformanceEntry & { size: number; element: Element | null };
        const what = entry.element
          ? `${entry.element.tagName} "${entry.element.textContent?.slice(0, 40)}"`
          : '?';
        l.__lcp.push({ at: e.startTime, line: `LCP candidate ${entry.size} px², ${what}` });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}${pathArg}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const tasks = await page.evaluate(
    () => (window as unknown as { __tasks: { start: number; duration: number }[] }).__tasks,
  );
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      ),
  );
  // when each LCP candidate was painted, and when each call answered: what the largest paint waited for
  const timeline = await page.evaluate(() => [
    ...(window as unknown as { __lcp: { at: number; line: string }[] }).__lcp,
    ...performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/'))
      .map((e) => ({
        at: (e as PerformanceResourceTiming).responseEnd,
        line: `answered ${new URL(e.name).pathname} (sent at ${Math.round(e.startTime)} ms)`,
      })),
  ]);
  writeFileSync('/tmp/page-profile.cpuprofile', JSON.stringify(profile));
  // what the style engines wrote: each rule is work for the style recalculations that follow it
  const rules = await page.evaluate(() =>
    [...document.styleSheets].reduce((n, sheet) => n + sheet.cssRules.length, 0),
  );

  console.log(`${pathArg} at CPU 4x: LCP ${Math.round(lcp)} ms, ${rules} CSS rules in the page`);
  for (const { at, line } of timeline.sort((a, b) => a.at - b.at))
    console.log(`  ${String(Math.round(at)).padStart(6)} ms  ${line}`);
  console.log(
    `long tasks: ${tasks.map((t) => `${Math.round(t.duration)} ms @${Math.round(t.start)}`).join(', ')}`,
  );
  console.log(
    `  blocking (the part of each over 50 ms): ${Math.round(tasks.reduce((s, t) => s + Math.max(0, t.duration - 50), 0))} ms`,
  );

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const file = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || '(native)';
  const top = (key: (n: Node) => string) => {
    const totals = new Map<string, number>();
    for (const [id, us] of self) {
      const n = byId.get(id)!;
      if (n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)') continue;
      totals.set(key(n), (totals.get(key(n)) ?? 0) + us);
    }
    return [...totals].sort((a, b) => b[1] - a[1]).slice(0, ROWS);
  };
  console.log('\nself time by file (ms, at 4x):');
  for (const [k, us] of top((n) => file(n.callFrame.url)))
    console.log(`  ${(us / 1000).toFixed(0).padStart(6)}  ${k}`);
  console.log('\nself time by function:');
  for (const [k, us] of top(
    (n) => `${n.callFrame.functionName || '(anonymous)'} ${file(n.callFrame.url)}:${n.callFrame.lineNumber}`,
  ))
    console.log(`  ${(us / 1000).toFixed(0).padStart(6)}  ${k}`);

  // the profile's busy stretches (samples between idle ones) of over 50 ms, about the long tasks, each
  // with the functions it spent its time in
  console.log('\nbusy stretches over 50 ms, and where each spent its time:');
  type Stretch = { from: number; to: number; self: Map<number, number> };
  let run = null as Stretch | null;
  let at = 0;
  const stretches: Stretch[] = [];
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    const name = byId.get(id)!.callFrame.functionName;
    if (name === '(idle)') {
      if (run && run.to - run.from > 50_000) stretches.push(run);
      run = null;
      return;
    }
    run ??= { from: at - delta, to: at, self: new Map<number, number>() };
    run.to = at;
    run.self.set(id, (run.self.get(id) ?? 0) + delta);
  });
  for (const stretch of stretches) {
    const names = new Map<string, number>();
    for (const [id, us] of stretch.self) {
      const n = byId.get(id)!;
      const k = `${n.callFrame.functionName || '(anonymous)'} ${file(n.callFrame.url)}:${n.callFrame.lineNumber}`;
      names.set(k, (names.get(k) ?? 0) + us);
    }
    const top = [...names].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(
      `  ${Math.round((stretch.to - stretch.from) / 1000)} ms from ${Math.round(stretch.from / 1000)} ms into the profile:`,
    );
    for (const [k, us] of top) console.log(`    ${(us / 1000).toFixed(0).padStart(5)}  ${k}`);
  }
  await browser.close();
} finally {
  await launched.close();
  await server.stop();
}
