// The staff console in Chromium against the real server (issue 18 points 1 and 2): the demo staff
// Administrator signs in at /staff/login with SRP and a TOTP code computed here from the demo's
// secret, opens Staff, adds a member (whose first sign-in, in a browser of its own, replaces the
// temporary password, enrols an authenticator and shows the recovery codes once; a later sign-in
// takes one of them instead of a code) and disables it;
// axe scans of the sign-in and Staff screens, at 1280 and 375 px wide; a session that ends (401)
// goes back to /staff/login.
import type { Browser, Page } from '@playwright/test';
import {
  DEMO_STAFF_EMAIL,
  DEMO_STAFF_PASSWORD,
  DEMO_STAFF_TOTP_SECRET,
} from '../apps/server/src/demo/seed-staff-demo.ts';
import { totpCodeNow } from '../apps/server/src/platform/identity/totp.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { E2E_PORT } from './e2e-env.ts';
import { expect, test } from './fixtures.ts';

const STEP_MS = 30_000;
/** the previous step's code is used only with this much of the current step left to send it in */
const BEHIND_MARGIN_MS = 10_000;
let lastStep = 0;

/**
 * A code the server has not taken yet: a code is taken once (decision 057) and the server accepts
 * one step either side of now, so each sign-in here uses the next unused step, waiting only if it is
 * too far ahead. The first one takes the step behind while enough of this step is left, so three
 * sign-ins fit in one step and the file waits for the next step less often (decision 073).
 */
async function freshCode(secret: string): Promise<string> {
  const now = Date.now();
  const current = Math.floor(now / STEP_MS);
  const behindStillGood = (current + 1) * STEP_MS - now >= BEHIND_MARGIN_MS;
  const step = Math.max(behindStillGood ? current - 1 : current, lastStep + 1);
  const wait = (step - 1) * STEP_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 1_000));
  lastStep = step;
  return totpCodeNow(secret, new Date(step * STEP_MS + 1_000));
}

async function enterPassword(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signInAsDemoAdmin(page: Page, { tryWrongCode = false } = {}) {
  await page.goto('/staff/login');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await enterPassword(page, DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Second factor' })).toBeVisible();
  const codeField = page.getByLabel('Code from your authenticator app');
  if (tryWrongCode) {
    await codeField.fill('12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter the 6 digits your authenticator app shows.')).toBeVisible();
    const right = await totpCodeNow(DEMO_STAFF_TOTP_SECRET);
    await codeField.fill(String((Number(right) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The code is not right. Please try again.');
  }
  // taken just before it is sent: the step behind stays good for at least BEHIND_MARGIN_MS
  const code = await freshCode(DEMO_STAFF_TOTP_SECRET);
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/accounts$/);
  await expect(page.getByTestId('staff-identity')).toContainText('Administrator');
}

async function newMemberSignsIn(browser: Browser, email: string, temporaryPassword: string) {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/staff/login');
  await enterPassword(page, email, temporaryPassword);
  await expect(page.getByText('Your password is temporary.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Fresh-Staff-Pass-2026!');
  await page.getByLabel('Repeat new password').fill('Fresh-Staff-Pass-2026!');
  await page.getByRole('button', { name: 'Change password and go on' }).click();
  // enrolment: the key as text, the otpauth link, then a code of that key
  const secret = (await page.getByTestId('totp-secret').textContent())?.replace(/\s/g, '') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(page.getByRole('link', { name: 'Add to an authenticator app' })).toHaveAttribute(
    'href',
    /^otpauth:\/\/totp\//,
  );
  // and as a QR code to scan, drawn in the page: nothing fetched from another origin (issue 38 point 11)
  const qr = page.getByRole('img', { name: /QR code of the authenticator key/ });
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(150);
  expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Code from your authenticator app').fill(await totpCodeNow(secret));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  // the recovery codes, once, and a confirmation before the console opens
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  const go = page.getByRole('button', { name: 'Continue' });
  await expect(go).toBeDisabled();
  await page.getByLabel('I have saved them').check();
  await go.click();
  // the console opens on the first section a Read-only member may see (whichever that is)
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeVisible();
  await expect(page).toHaveURL(/\/staff(\/(?!login)[a-z-]+)?$/);
  await expect(page.getByTestId('staff-identity')).toContainText('Read-only');
  // a read-only member's menu has no Staff, and the Staff screen offers no changes
  await expect(page.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await page.goto('/staff/accounts');
  await expect(page.getByText('Only Administrators see and change the staff accounts.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add staff member' })).toHaveCount(0);
  // a later sign-in asks for a code, or a recovery code instead (taken once)
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await enterPassword(page, email, 'Fresh-Staff-Pass-2026!');
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode.toUpperCase());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeVisible();
  await expect(page.getByTestId('staff-identity')).toContainText('Read-only');
  // the same recovery code again says it was used (issue 38 point 11)
  await page.getByRole('button', { name: 'Sign out' }).click();
  await enterPassword(page, email, 'Fresh-Staff-Pass-2026!');
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/This recovery code has already been used/);
  await context.close();
}

test("a vendor's pages never download the console's chunk", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(scripts.some((url) => url.includes('staff-routes'))).toBe(false);
  await page.goto('/staff/login');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(scripts.some((url) => url.includes('staff-routes'))).toBe(true);
});

test('the demo Administrator signs in with a TOTP code, adds a member who enrols, disables it and enables it again (1280 px)', async ({
  page,
  browser,
}) => {
  // four sign-ins with the PBKDF2 stretch on a loaded machine
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/staff/login');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await signInAsDemoAdmin(page, { tryWrongCode: true });
  await expect(
    page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Staff' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
  await expect(page.getByTestId('staff-row').filter({ hasText: DEMO_STAFF_EMAIL })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // add a member: the temporary password is shown once
  const email = `e2e-staff-${Date.now()}@acme-facilities.example`;
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Name').fill('Robin Reader');
  await expect(dialog.getByLabel('Role')).toHaveText('Read-only');
  await dialog.getByRole('button', { name: 'Add' }).click();
  const temporaryPassword = (await dialog.getByTestId('temporary-password').textContent()) ?? '';
  expect(temporaryPassword.length).toBeGreaterThanOrEqual(8);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const row = page.getByTestId('staff-row').filter({ hasText: email });
  await expect(row).toContainText('Robin Reader');
  await expect(row).toContainText('Read-only');
  await expect(row).toContainText('Active');

  await newMemberSignsIn(browser, email, temporaryPassword);

  // the member has signed in; the Administrator gives them another role and resets their authenticator
  await page.reload();
  await expect(row).not.toContainText('Never');
  await expect(row).toContainText('Set up');
  await row.getByRole('button', { name: `Change role: ${email}` }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Change role' });
  await roleDialog.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Vendor manager' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await roleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(row).toContainText('Vendor manager');
  await row.getByRole('button', { name: `Reset authenticator: ${email}` }).click();
  const resetConfirm = page.getByRole('alertdialog');
  await expect(resetConfirm).toContainText(`Reset the authenticator of ${email}?`);
  await resetConfirm.getByRole('button', { name: 'Reset' }).click();
  await expect(row).toContainText('Not yet');

  // disable it, after a confirmation
  await row.getByRole('button', { name: `Disable: ${email}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Disable ${email}?`);
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(row).toContainText('Disabled');
  await expect(row.getByRole('button', { name: /Disable/ })).toHaveCount(0);
  // and enable it again, after a confirmation (issue 38 point 10)
  await row.getByRole('button', { name: `Enable: ${email}` }).click();
  await expect(confirm).toContainText(`Enable ${email}?`);
  await confirm.getByRole('button', { name: 'Enable' }).click();
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: `Disable: ${email}` })).toBeVisible();
  // the Administrator cannot disable their own account from here
  await expect(
    page.getByTestId('staff-row').filter({ hasText: DEMO_STAFF_EMAIL }).getByRole('button'),
  ).toHaveCount(0);
});

test('at 375 px the sign-in and Staff screens fit and pass axe; sign-out and an ended session go to /staff/login', async ({
  page,
}) => {
  // three sign-ins, each with a code of its own time step: the third may wait for the next step
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/staff/login');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);

  await signInAsDemoAdmin(page);
  await expect(page.getByTestId('staff-row').first()).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);

  // the server's 401 on a staff call (here: the session cookie gone) ends the console's session
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Add staff member' }).click();
  await page.getByRole('dialog').getByLabel('E-mail').fill('late@acme-facilities.example');
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);

  await signInAsDemoAdmin(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await page.goto('/staff/accounts');
  await expect(page).toHaveURL(/\/staff\/login$/);
});
