// The staff sign-in through the company's identity provider in Chromium (issue 18 point 1, decision
// 064). The worker's own server signs staff in with a password (staff-console.spec.ts), so this spec
// starts, in the worker, a second server of the same app on the worker's database with the STAFF_OIDC_*
// settings, and a real OpenID provider (`oidc-provider`) on 127.0.0.1; no other spec sees either.
// /staff/login offers "Sign in with Acme Facilities"; the provider's login form leads back to the
// console with a staff session; a company account with no staff account comes back to /staff/login
// with the reason. Axe scans at 1280 and 375 px, no sideways scroll at 375.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { staffOidcCallbackCall } from '@vp/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDb, type Db } from '../apps/server/src/platform/db/database.ts';
import { createBlobStore } from '../apps/server/src/platform/blobs/create-blob-store.ts';
import { createMailer } from '../apps/server/src/platform/mail/create-mailer.ts';
import type { Mailer } from '../apps/server/src/platform/mail/mailer.ts';
import { createTokenService } from '../apps/server/src/platform/identity/token-service.ts';
import { freePort } from '../apps/server/test/free-port.ts';
import { startTestIdp, testIdpEnv, type TestIdp } from '../apps/server/test/oidc-provider.ts';
import { createStaffAccount } from '../apps/server/test/staff-client.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { E2E_DATA_DIR, E2E_PG_PORT } from './e2e-env.ts';
import { expect, test } from './fixtures.ts';

let idp: TestIdp;
let app: FastifyInstance;
let db: Db;
let mailer: Mailer;
let dataDir: string;
let portalUrl: string;

test.beforeAll(async () => {
  const password = readFileSync(join(E2E_DATA_DIR, 'postgres-password'), 'utf8').trim();
  const databaseUrl = `postgres://portal:${password}@127.0.0.1:${E2E_PG_PORT}/vendor_portal`;
  const [port, idpPort] = [await freePort(), await freePort()];
  const clientSecret = randomBytes(24).toString('base64url');
  dataDir = mkdtempSync(join(tmpdir(), 'vp-e2e-oidc-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    BLOB_SIGNING_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST: join(import.meta.dirname, '../apps/web/dist'),
    // the worker's own server runs the jobs and housekeeping on this database
    JOBS_IN_SERVER: 'false',
    UPLOAD_SWEEP_INTERVAL_SECONDS: '0',
    ...testIdpEnv(`http://127.0.0.1:${idpPort}`, clientSecret),
  });
  db = createDb({ ...config.db, url: databaseUrl, poolMax: 3 });
  mailer = createMailer(config, () => undefined);
  app = await buildApp({
    config,
    db,
    tokens: await createTokenService(db),
    blobs: await createBlobStore(config),
    mailer,
  });
  await app.listen({ host: '127.0.0.1', port });
  portalUrl = config.publicUrl;
  idp = await startTestIdp({
    redirectUri: `${portalUrl}${staffOidcCallbackCall.path}`,
    port: idpPort,
    clientSecret,
  });
});

test.afterAll(async () => {
  await idp?.close();
  await app?.close();
  await mailer?.close();
  await db?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a staff member signs in with the company account and lands in the console', async ({ browser }) => {
  const staff = await createStaffAccount(db, { role: 'vendor_manager' });
  const sub = `idp-${randomBytes(6).toString('hex')}`;
  idp.addAccount({ sub, email: staff.email, emailVerified: true });

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${portalUrl}/staff/login`);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  const start = page.getByRole('link', { name: 'Sign in with Acme Facilities' });
  await expect(start).toBeVisible();
  // no password form: the company's sign-in only
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await start.click();
  await expect(page.getByRole('heading', { name: 'Company sign-in' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(idp.issuer);
  await page.getByLabel('Company e-mail').fill(staff.email);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`^${portalUrl}/staff`));
  await expect(page.getByTestId('staff-identity')).toContainText('Vendor manager');
  await expect(page.getByTestId('staff-identity')).toContainText(staff.email);
  const sessions = await db
    .selectFrom('staff_sessions')
    .select('id')
    .where('staff_id', '=', staff.staffId)
    .execute();
  expect(sessions).toHaveLength(1);
  await context.close();
});

test('a company account with no staff account comes back to the sign-in page with the reason', async ({
  browser,
}) => {
  const sub = `idp-${randomBytes(6).toString('hex')}`;
  idp.addAccount({ sub, email: `not-staff-${sub}@acme.test`, emailVerified: true });
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 740 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${portalUrl}/staff/login`);
    await page.getByRole('link', { name: 'Sign in with Acme Facilities' }).click();
    await page.getByLabel('Company e-mail').fill(`not-staff-${sub}@acme.test`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/staff\/login\?signInError=unknown_account$/);
    await expect(page.getByRole('alert')).toContainText('is not a staff member of this portal');
    await expect(page.getByRole('link', { name: 'Sign in with Acme Facilities' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    if (viewport.width === 375) expect(await sidewaysScroll(page)).toBe(0);
    await context.close();
  }
});
