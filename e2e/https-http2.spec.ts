// The portal served over HTTPS by the server itself (decision 085), as a vendor's browser meets it in
// production: a server of this spec's own, started as `npm run serve` starts it with a certificate
// (TLS_CERT_FILE, TLS_KEY_FILE) on a fresh embedded database with the demo data. Chromium speaks
// HTTP/2 to it for the page, every module file and every call; the sign-in, the list, a reload that
// keeps the session (the Secure refresh cookie) and an order's details work as over HTTP/1.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { WORK_ORDER_DETAILS_TITLE } from '@vp/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../apps/server/src/demo/seed-demo.ts';
import { freePort } from '../apps/server/test/free-port.ts';
import {
  selfSignedCertificate,
  type SelfSignedCertificate,
} from '../apps/server/test/self-signed-certificate.ts';

test.describe.configure({ mode: 'serial' });

let certificate: SelfSignedCertificate;
let dataDir: string;
let server: ChildProcess;
let url: string;
let context: BrowserContext;

/** /readyz over HTTPS with the throwaway certificate: true once the server answers 200. */
function ready(): Promise<boolean> {
  return new Promise((resolve) => {
    get(`${url}/readyz`, { ca: certificate.cert }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    }).on('error', () => resolve(false));
  });
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  certificate = selfSignedCertificate();
  dataDir = mkdtempSync(join(tmpdir(), 'vp-e2e-https-'));
  const port = await freePort();
  url = `https://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    EMBEDDED_PG_PORT: String(await freePort()),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    WEB_DIST: join(import.meta.dirname, '../apps/web/dist'),
    TLS_CERT_FILE: certificate.certFile,
    TLS_KEY_FILE: certificate.keyFile,
  };
  delete env.DATABASE_URL;
  // the node flags of package.json's `serve` script, as production starts it
  server = spawn(
    process.execPath,
    [
      '--max-semi-space-size=4',
      '--max-old-space-size=512',
      join(import.meta.dirname, '../apps/server/src/main.ts'),
    ],
    { env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  for (let i = 0; i < 600 && !(await ready()); i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    await sleep(250);
  }
  context = await browser.newContext({ baseURL: url, ignoreHTTPSErrors: true });
});

test.afterAll(async () => {
  await context?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  certificate?.remove();
});

/** The protocols of the page's own requests so far: the document's and every resource's. */
function protocolsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    return [...new Set(entries.map((entry) => entry.nextHopProtocol).filter(Boolean))];
  });
}

const heading = (page: Page, name: string) => page.getByRole('main').getByRole('heading', { level: 1, name });
const firstOrder = (page: Page) => page.locator('table[aria-label="Work orders"] tbody a').first();

test('signs in, lists the orders, keeps the session on a reload and opens an order, all over HTTP/2', async () => {
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_EMAIL);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  // the sign-in lands on the dashboard (decision 111); its tiles' calls come over HTTP/2 too
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await page.goto('/work-order/list-work-orders');
  await expect(heading(page, 'List of Work Orders')).toBeVisible();
  await expect(firstOrder(page)).toBeVisible();
  expect(await protocolsOf(page)).toEqual(['h2']);

  // the ID token lives in memory: a reload signs in again with the Secure refresh cookie
  await page.reload();
  await expect(heading(page, 'List of Work Orders')).toBeVisible();
  await expect(firstOrder(page)).toBeVisible();
  expect(await protocolsOf(page)).toEqual(['h2']);

  const details = await firstOrder(page).getAttribute('href');
  expect(details).toBeTruthy();
  await page.goto(details!);
  await expect(heading(page, WORK_ORDER_DETAILS_TITLE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await protocolsOf(page)).toEqual(['h2']);
});
