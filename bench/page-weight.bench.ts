// What the vendor's pages move over the wire (issue 19 points 1 and 2), in Chromium against the real
// server, the built app and the demo data: the sign-in page (everything it loads), sign-in to the first
// work-order rows, and each other page of the menu opened from the list (its own chunks and calls).
// Bytes are Chromium's encoded (on the wire) sizes, headers included, from a cold cache. The sign-in
// page is the light login.html (decision 067): signing in starts the app in the same document, so the
// app's code is counted in sign-in to rows. Goals: sign-in page <= 150 KB, sign-in to rows <= 300 KB,
// every other route's own chunks <= 100 KB (`npm run check:budgets` holds the build to the same goals
// by the bodies' sizes, without headers). Prints figures; asserts nothing. Needs the built app (npm run build).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoIfEmpty } from '../apps/server/src/demo/seed-demo.ts';
import { startBenchServer } from './bench-server.ts';

const ROOT = join(import.meta.dirname, '..');
const WEB_DIST = join(ROOT, 'apps/web/dist');
if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error('build the web app first: npm run build');

const PAGES = [
  ['/scheduling/list-scheduling', 'List of Scheduling'],
  ['/invoices/list-invoices', 'List of Invoices'],
  ['/quick-pay/list-quick-pay', 'List of QuickPay'],
  ['/company-profile/details', 'Company Profile'],
  ['/supply-partners/details', 'Supply Partners'],
  ['/account/my-account', 'My account'],
] as const;

/** Counts the bytes Chromium receives (encoded, headers included) until reset. */
async function wireMeter(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  let bytes = 0;
  const byUrl = new Map<string, number>();
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    const url = urls.get(e.requestId) ?? '?';
    byUrl.set(url, (byUrl.get(url) ?? 0) + e.encodedDataLength);
  });
  return {
    take() {
      const taken = { bytes, byUrl: new Map(byUrl) };
      bytes = 0;
      byUrl.clear();
      return taken;
    },
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const verbose = process.argv.includes('--verbose');
function show(label: string, taken: { bytes: number; byUrl: Map<string, number> }, goal?: number) {
  const mark =
    goal === undefined
      ? ''
      : taken.bytes <= goal * 1024
        ? `  (goal <= ${goal} KB: met)`
        : `  (goal <= ${goal} KB: NOT met)`;
  console.log(`${label.padEnd(44)} ${kb(taken.bytes).padStart(8)}${mark}`);
  if (verbose)
    for (const [url, b] of [...taken.byUrl].sort((a, b) => b[1] - a[1]))
      console.log(`    ${kb(b).padStart(7)}  ${url.replace(/^https?:\/\/[^/]+/, '')}`);
}

const server = await startBenchServer({ webDist: WEB_DIST });
const profileDir = mkdtempSync(join(tmpdir(), 'vp-bench-weight-'));
try {
  await seedDemoIfEmpty(server.runtime.db, server.runtime.blobs);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const meter = await wireMeter(page);

  await page.goto(`${server.url}/auth/login`);
  await page.getByRole('heading', { name: 'Login' }).waitFor();
  await page.waitForLoadState('networkidle');
  show('sign-in page', meter.take(), 150);

  await page.getByLabel('Email').fill(DEMO_EMAIL);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.locator('table[aria-label="Work orders"] tbody a').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  show('sign-in to the first work-order rows', meter.take(), 300);

  for (const [path, heading] of PAGES) {
    await page.goto(`${server.url}/work-order/list-work-orders`);
    await page.locator('table[aria-label="Work orders"] tbody a').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    meter.take();
    // the menu's link, as a vendor goes: the app is loaded, the route's chunks and calls are new (My
    // account is not in the menu: opened by its address, with the app's files from the cache)
    const link = page.getByRole('navigation').getByRole('link', { name: heading.replace('List of ', '') });
    if ((await link.count()) > 0) await link.first().click();
    else await page.goto(server.url + path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const taken = meter.take();
    const chunks = [...taken.byUrl].filter(([url]) => url.includes('/assets/') && url.endsWith('.js'));
    const chunkBytes = chunks.reduce((sum, [, b]) => sum + b, 0);
    show(`${path} (all)`, taken);
    show(`${path} (its own chunks)`, { bytes: chunkBytes, byUrl: new Map(chunks) }, 100);
  }
  await browser.close();
} finally {
  await server.stop();
  rmSync(profileDir, { recursive: true, force: true });
}
