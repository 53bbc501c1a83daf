// The auth area in Chromium against the real server: SRP sign-in of the demo account, a wrong
// password, forgot password -> mailed link -> create password -> sign in, a temporary password
// replaced at first sign-in, a required reset through the set-password link, the session across a
// reload, logout and Back, the register stub, the keyboard at 375 px, and an axe scan of each page.
import type { Page } from '@playwright/test';
import {
  EMAIL_REQUIRED,
  FORGOT_PASSWORD_SENT,
  INVALID_CREDENTIALS,
  LINK_INVALID_OR_EXPIRED,
  NEW_PASSWORD_CHANGED,
  PASSWORD_CHANGED,
  PASSWORD_REQUIRED,
  PASSWORD_RESET_REQUIRED_MESSAGE,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_MUST_MATCH,
  portalSettingsCall,
  refreshCall,
  workOrdersSummaryCall,
  securityKeysCall,
  signInFinishCall,
  validateVendorPortalUserCall,
} from '@vp/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../apps/server/src/demo/seed-demo.ts';
import { createUser, mailSetPasswordLink } from './accounts.ts';
import { openE2eDb } from './e2e-db.ts';
import { seriousViolations } from './axe-scan.ts';
import { E2E_SETTINGS } from './e2e-env.ts';
import { expect, hasRefreshCookie, signIn, test } from './fixtures.ts';
import { mailedLink } from './mail.ts';
import { toast } from './toasts.ts';

const LOGIN = '/auth/login';
const DASHBOARD = '/dashboard';

const urlEndingWith = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email', exact: true });
// Chromium exposes password inputs as text boxes too
const passwordField = (page: Page, label = 'Password') =>
  page.getByRole('textbox', { name: label, exact: true });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function fillLogin(page: Page, email: string, password: string) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto(LOGIN);
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** The dashboard is shown and its start-up data has arrived. */
async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(urlEndingWith(DASHBOARD));
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Portal message' })).toHaveText(E2E_SETTINGS.portalMessage);
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(urlEndingWith(LOGIN));
}

test.describe('sign-in', () => {
  test('the demo account signs in, and the session survives a reload', async ({ page }) => {
    const validations: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === validateVendorPortalUserCall.path) validations.push(r.url());
    });
    await signInThroughForm(page, DEMO_EMAIL, DEMO_PASSWORD);
    await expectDashboard(page);
    // the sign-in validates the user (SPEC section 4) and the app's start-up takes that answer
    expect(validations).toHaveLength(1);

    // the ID token lives in memory only; the refresh token is an httpOnly cookie
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(stored).toBe('{}');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'vp_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

    await page.reload();
    await expectDashboard(page);
    await page.goto('/company-profile/details');
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Company Profile' }),
    ).toBeVisible();
  });

  test("Log In loads the dashboard's code while the sign-in runs, and the start-up calls go at once", async ({
    page,
  }) => {
    // issue 19 point 7 (decision 070): the landing page's chunks used to be asked for only after the
    // app's start-up calls had answered, the start-up calls only once the app had rendered (the landing
    // page is the dashboard since issue 40 point 6)
    const events: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (/\/assets\/dashboard-page-[^/]+\.js$/.test(path)) events.push('dashboard chunk asked');
      if (path === portalSettingsCall.path) events.push('settings asked');
      if (path === workOrdersSummaryCall.path) events.push('summary asked');
    });
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === signInFinishCall.path) events.push('sign-in finished');
      if (path === validateVendorPortalUserCall.path) events.push('user validated');
    });
    await signInThroughForm(page, DEMO_EMAIL, DEMO_PASSWORD);
    await expectDashboard(page);
    expect(events.indexOf('dashboard chunk asked')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('dashboard chunk asked')).toBeLessThan(events.indexOf('sign-in finished'));
    // the start-up calls go once the sign-in has validated the user, and the dashboard's chunks
    // are not waited for: they are in already
    expect(events.indexOf('settings asked')).toBeGreaterThan(events.indexOf('user validated'));
    // the dashboard's work-order counts are asked once, and shown: the tile draws '…' before its query
    // has even been sent (a query starts after the paint), so the count is awaited, not the tile
    const toSchedule = page.getByRole('link', { name: /Orders to schedule/ });
    await expect(toSchedule).toContainText(/\d/);
    expect(events.filter((e) => e === 'summary asked')).toHaveLength(1);
  });

  test('a signed-in page opened cold asks for its start-up calls at once and its code once the frame is drawn', async ({
    signedInPage: page,
  }) => {
    // issue 19 point 7 (decision 070): opened by a reload or a link, a page asked for the four start-up
    // calls only once the user's check had answered; and its chunks, asked for beside those calls,
    // were bytes that the frame (the portal's banner, the largest paint) waited behind on a slow link
    const events: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (/\/assets\/list-invoices-page-[^/]+\.js$/.test(path)) events.push('page chunk asked');
      if (path === portalSettingsCall.path) events.push('settings asked');
      if (path === securityKeysCall.path) events.push('security keys asked');
    });
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === refreshCall.path) events.push('session restored');
      if (path === validateVendorPortalUserCall.path) events.push('user validated');
    });
    await page.goto('/invoices/list-invoices');
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'List of Invoices' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Portal message' })).toHaveText(E2E_SETTINGS.portalMessage);
    // the page's code is asked for once the frame is drawn, which waits for the start-up calls
    await expect
      .poll(() => events.indexOf('page chunk asked'))
      .toBeGreaterThan(events.indexOf('user validated'));
    expect(events.indexOf('page chunk asked')).toBeGreaterThan(events.indexOf('security keys asked'));
    // the datasets go with the user's check, once the cookie has been traded for a token
    expect(events.indexOf('settings asked')).toBeGreaterThan(events.indexOf('session restored'));
    expect(events.indexOf('settings asked')).toBeLessThan(events.indexOf('user validated'));
    expect(events.indexOf('security keys asked')).toBeLessThan(events.indexOf('user validated'));
    // each asked once: the gate takes the answers of the calls sent at start
    expect(events.filter((e) => e === 'settings asked')).toHaveLength(1);
  });

  test('a signed-in page opened cold trades the cookie before the app has arrived, once', async ({
    signedInPage: page,
  }) => {
    // decision 083: the refresh went only once the whole app had loaded and run; the page's first
    // small script now sends it, and the app takes that answer rather than asking again (the cookie
    // rotates on each use)
    const refreshes: string[] = [];
    let refreshSeen!: () => void;
    const refreshSent = new Promise<void>((resolve) => (refreshSeen = resolve));
    page.on('request', (r) => {
      if (new URL(r.url()).pathname !== refreshCall.path) return;
      refreshes.push(r.url());
      refreshSeen();
    });
    // the app's code is held back until the cookie has been traded: only the early script can send it
    await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
      await refreshSent;
      await route.continue();
    });
    await page.goto('/invoices/list-invoices', { waitUntil: 'commit' });
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'List of Invoices' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Portal message' })).toHaveText(E2E_SETTINGS.portalMessage);
    expect(refreshes).toHaveLength(1);

    // and signed in still after a reload, the new cookie from the early request in place
    await page.reload();
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'List of Invoices' }),
    ).toBeVisible();
    expect(refreshes).toHaveLength(2);
  });

  test('a wrong password is refused with a toast', async ({ page }) => {
    const user = await createUser('wrong-password');
    await signInThroughForm(page, user.email, `${user.password}-wrong`);
    await expect(toast(page, INVALID_CREDENTIALS)).toBeVisible();
    await expect(page).toHaveURL(urlEndingWith(LOGIN));
    expect(await hasRefreshCookie(page)).toBe(false);
    // the form is usable again
    await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  test('the form checks its fields and shows or hides the password', async ({ page }) => {
    await page.goto(LOGIN);
    await expect(page).toHaveTitle(`${E2E_SETTINGS.portalPrefix} | Portal | Login`);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText(EMAIL_REQUIRED)).toBeVisible();
    await expect(page.getByText(PASSWORD_REQUIRED)).toBeVisible();

    await passwordField(page).fill('x'.repeat(257));
    await expect(page.getByText(PASSWORD_TOO_LONG)).toBeVisible();

    await expect(passwordField(page)).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(passwordField(page)).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(passwordField(page)).toHaveAttribute('type', 'password');

    await page.getByRole('link', { name: 'Forgotten password?' }).click();
    await expect(page).toHaveURL(urlEndingWith('/auth/forgot'));
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  });

  test("one click on 'Forgotten password?' works while the empty Email has the focus", async ({ page }) => {
    await page.goto(LOGIN);
    await expect(page.getByLabel('Email')).toBeFocused();
    const link = page.getByRole('link', { name: 'Forgotten password?' });
    const box = await link.boundingBox();
    if (!box) throw new Error('the link is not on the page');
    // press, let the blur's validation show its message, then release where the link was pressed
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(page.getByText(EMAIL_REQUIRED)).toBeVisible();
    await page.mouse.up();
    await expect(page).toHaveURL(urlEndingWith('/auth/forgot'));
  });

  test('signs in by keyboard on a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(LOGIN);
    await expect(emailField(page)).toBeFocused();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await page.keyboard.type(DEMO_EMAIL);
    await page.keyboard.press('Tab');
    await expect(passwordField(page)).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(passwordField(page)).toHaveAttribute('type', 'text');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectDashboard(page);
  });

  test('a temporary password is replaced within the first sign-in', async ({ page }) => {
    const user = await createUser('temporary', 'new_password_required');
    await signInThroughForm(page, user.email, user.password);

    const newPassword = passwordField(page, 'New Password');
    await expect(newPassword).toBeVisible();
    await expect(page.getByText('Your password is temporary.')).toBeVisible();
    await expect(page).toHaveURL(urlEndingWith(LOGIN));

    await newPassword.fill('short');
    await passwordField(page, 'Repeat New Password').fill('short');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText(PASSWORD_TOO_SHORT)).toHaveCount(2);

    await newPassword.fill('Fresh-Start-2026');
    await passwordField(page, 'Repeat New Password').fill('Fresh-Start-2027');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText(PASSWORDS_MUST_MATCH)).toBeVisible();

    await passwordField(page, 'Repeat New Password').fill('Fresh-Start-2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectDashboard(page);

    await logout(page);
    await signInThroughForm(page, user.email, 'Fresh-Start-2026');
    await expectDashboard(page);
  });

  test('logout clears the session; Back and a reload show nothing private', async ({ page }) => {
    await signInThroughForm(page, DEMO_EMAIL, DEMO_PASSWORD);
    await expectDashboard(page);
    await expect(menu(page)).toBeVisible();

    await logout(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect.poll(() => hasRefreshCookie(page)).toBe(false);
    // the form starts empty: nothing of the signed-in user is left behind
    await expect(emailField(page)).toHaveValue('');

    await page.goBack();
    await expect(page).toHaveURL(urlEndingWith(LOGIN));
    await expect(menu(page)).toHaveCount(0);
    await expect(page.getByText(E2E_SETTINGS.portalMessage)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'List of Work Orders' })).toHaveCount(0);

    await page.goto(DASHBOARD);
    await expect(page).toHaveURL(urlEndingWith(LOGIN));
    await expect(menu(page)).toHaveCount(0);
  });
});

test('signing in from a link to a work order lands on that order, not the list (issue 38 point 5)', async ({
  page,
}) => {
  // the demo vendor's first order, as a colleague's link or a bookmark names it
  const db = openE2eDb();
  const line = await db
    .selectFrom('crew_details as d')
    .innerJoin('users as u', 'u.vendor_id', 'd.vendor_id')
    .innerJoin('orders as o', 'o.ord_num', 'd.ord_num')
    .select(['d.ocd_id', 'd.ord_num', 'd.crew_id', 'o.po_num'])
    .where('u.email', '=', DEMO_EMAIL)
    .orderBy('d.ocd_id')
    .executeTakeFirstOrThrow()
    .finally(() => db.destroy());
  const details = `/work-order/work-order-details/${line.ocd_id}/${line.ord_num}/${line.crew_id}`;

  await page.goto(details);
  await expect(page).toHaveURL(urlEndingWith(`${LOGIN}?next=${encodeURIComponent(details)}`));
  await fillLogin(page, DEMO_EMAIL, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(urlEndingWith(details));
  await expect(page.getByRole('heading', { level: 1, name: 'Work Order Details' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Work Order Information', exact: true }).locator('dd').first(),
  ).toHaveText(line.po_num);

  // a next that leads elsewhere is not followed
  await logout(page);
  await page.goto(`${LOGIN}?next=${encodeURIComponent('https://example.com/x')}`);
  await fillLogin(page, DEMO_EMAIL, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expectDashboard(page);
});

test.describe('passwords', () => {
  test('forgot password -> mailed link -> create password -> sign in', async ({ page }) => {
    const user = await createUser('forgot');
    await page.goto('/auth/forgot');
    const send = page.getByRole('button', { name: 'Send Log in Link' });
    await expect(send).toBeDisabled();
    await emailField(page).fill('not-an-address');
    await expect(send).toBeDisabled();
    await emailField(page).fill(user.email);
    await expect(send).toBeEnabled();
    await send.click();
    await expect(toast(page, FORGOT_PASSWORD_SENT)).toBeVisible();

    const link = await mailedLink(user.email, '/auth/create-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Password' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();

    await page.getByRole('button', { name: 'Create Password' }).click();
    await expect(page.getByText(PASSWORD_REQUIRED)).toHaveCount(2);
    await passwordField(page).fill('Brand-New-2026');
    await passwordField(page, 'Repeat Password').fill('Brand-New-2025');
    await page.getByRole('button', { name: 'Create Password' }).click();
    await expect(page.getByText(PASSWORDS_MUST_MATCH)).toBeVisible();
    await passwordField(page, 'Repeat Password').fill('Brand-New-2026');
    await page.getByRole('button', { name: 'Create Password' }).click();
    await expect(toast(page, NEW_PASSWORD_CHANGED)).toBeVisible();
    await expect(page).toHaveURL(urlEndingWith(LOGIN));

    // the link works once
    await page.goto(link);
    await passwordField(page).fill('Another-One-2026');
    await passwordField(page, 'Repeat Password').fill('Another-One-2026');
    await page.getByRole('button', { name: 'Create Password' }).click();
    await expect(toast(page, LINK_INVALID_OR_EXPIRED)).toBeVisible();

    await signInThroughForm(page, user.email, 'Brand-New-2026');
    await expectDashboard(page);
  });

  test('a required reset leads to set-password; its mailed link sets the password', async ({ page }) => {
    const user = await createUser('reset', 'password_reset_required');
    await signInThroughForm(page, user.email, user.password);
    await expect(toast(page, PASSWORD_RESET_REQUIRED_MESSAGE)).toBeVisible();
    await expect(page).toHaveURL(
      urlEndingWith(`/auth/set-password?${new URLSearchParams({ email: user.email })}`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Set Password' })).toBeVisible();
    await expect(
      page.getByText(`a link for setting a new password was e-mailed to ${user.email}`),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Send me a new link/ })).toHaveAttribute(
      'href',
      '/auth/forgot',
    );

    await mailSetPasswordLink(user);
    await page.goto(await mailedLink(user.email, '/auth/set-password'));
    await passwordField(page).fill('Reset-Done-2026');
    await passwordField(page, 'Repeat Password').fill('Reset-Done-2026');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(toast(page, PASSWORD_CHANGED)).toBeVisible();
    await expect(page).toHaveURL(urlEndingWith(LOGIN));

    await signInThroughForm(page, user.email, 'Reset-Done-2026');
    await expectDashboard(page);
  });
  test('set-password opened without its link claims no e-mail was sent', async ({ page }) => {
    await page.goto(`/auth/set-password?${new URLSearchParams({ email: 'someone@example.com' })}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Set Password' })).toBeVisible();
    await expect(page.getByText('Open that link to continue.')).toBeVisible();
    await expect(page.getByText(/e-mailed/)).toHaveCount(0);
    await expect(page.getByText(/someone@example\.com/)).toHaveCount(0);
  });
});

test.describe('signed in', () => {
  // The refresh cookie rotates on every use; a page left while its refresh is under way must not
  // lose the rotated cookie (the next page would present the spent one and end the session).
  for (const delayMs of [0, 50, 100]) {
    test(`leaving a page ${delayMs} ms into its start-up refresh keeps the session`, async ({ page }) => {
      await signIn(page);
      await page.goto('/', { waitUntil: 'commit' });
      await page.waitForTimeout(delayMs);
      await page.goto('/company-profile/details');
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: 'Company Profile' }),
      ).toBeVisible();
    });
  }

  test('login and forgot send a signed-in user into the portal', async ({ signedInPage: page }) => {
    await page.goto('/auth/forgot');
    await expect(page).toHaveURL(urlEndingWith(DASHBOARD));
    await page.goto(LOGIN);
    await expect(page).toHaveURL(urlEndingWith(DASHBOARD));
  });
});

test('register grants access to nothing', async ({ page }) => {
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await expect(page.getByText('Registration is handled by your account manager.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to the portal' }).click();
  await expect(page).toHaveURL(urlEndingWith(LOGIN));
  expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);
  expect(await hasRefreshCookie(page)).toBe(false);
});

test.describe('accessibility of the auth pages (axe: no serious or critical violations)', () => {
  const pages = [
    { path: LOGIN, heading: 'Login' },
    { path: '/auth/forgot', heading: 'Forgot your password?' },
    { path: '/auth/register', heading: 'Register' },
    { path: '/auth/create-password?email=a%40example.com&token=t', heading: 'Create New Password' },
    { path: '/auth/create-password', heading: 'Create New Password' },
    { path: '/auth/set-password?email=a%40example.com', heading: 'Set Password' },
    { path: '/auth/set-password?email=a%40example.com&token=t', heading: 'Set Password' },
  ];
  for (const { path, heading } of pages) {
    test(`page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // with the validation messages showing, where the page has a form
      const submit = page.locator('form button[type=submit]');
      if ((await submit.count()) > 0 && (await submit.isEnabled())) await submit.click();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('login with the new-password fields', async ({ page }) => {
    const user = await createUser('axe-temporary', 'new_password_required');
    await signInThroughForm(page, user.email, user.password);
    await expect(passwordField(page, 'New Password')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
