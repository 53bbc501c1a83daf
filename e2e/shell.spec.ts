// The app shell in Chromium against the real server: guards and redirects, the menu from the route
// table, banner, footer, browser title, the menu toggle, logout, a 375 px phone, the keyboard, a clean
// console and an axe scan of every page.
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe-scan.ts';
import { E2E_SETTINGS } from './e2e-env.ts';
import { expect, hasRefreshCookie, signIn, test } from './fixtures.ts';

const LIST_WORK_ORDERS = '/work-order/list-work-orders';
const DASHBOARD = '/dashboard';
const LOGIN = '/auth/login';

const SHELL_PAGES = [
  { path: DASHBOARD, heading: 'Dashboard' },
  { path: LIST_WORK_ORDERS, heading: 'List of Work Orders' },
  { path: '/work-order/my-work', heading: 'My Work' },
  { path: '/work-order/work-order-details/1/1001/1', heading: 'Work Order Details' },
  { path: '/scheduling/list-scheduling', heading: 'List of Scheduling' },
  { path: '/company-profile/details', heading: 'Company Profile' },
  { path: '/company-profile/compliance', heading: 'Compliance' },
  { path: '/invoices/list-invoices', heading: 'List of Invoices' },
  { path: '/quick-pay/list-quick-pay', heading: 'List of QuickPay' },
  { path: '/supply-partners/details', heading: 'Supply Partners' },
  { path: '/users/list-users', heading: 'Users' },
  { path: '/users/user-groups', heading: 'User Groups' },
  { path: '/account/my-account', heading: 'My account' },
];

const OPEN_PAGES = [
  { path: LOGIN, heading: 'Login' },
  { path: '/auth/register', heading: 'Register' },
  { path: '/auth/forgot', heading: 'Forgot your password?' },
  { path: '/auth/create-password?email=a%40example.com', heading: 'Create New Password' },
  { path: '/auth/set-password?email=a%40example.com', heading: 'Set Password' },
  // a made-up link: each page says that it does not work, under a heading that says so (issue 38)
  { path: '/thank-you?id=1', heading: 'Link Not Working' },
  { path: '/unsubscribe?id=1', heading: 'Link Not Working' },
  { path: '/decline?id=1', heading: 'Link Not Working' },
];

const MENU_LINKS = [
  'Dashboard',
  'Work Orders',
  'List of Work Orders',
  'My Work',
  'Scheduling',
  'List of Scheduling',
  'Company Profile',
  'Profile Details',
  'Compliance',
  'Invoices',
  'List of Invoices',
  'QuickPay',
  'List of QuickPay',
  'Supply Partners',
  'Partner Details',
  // the demo user is the vendor's Administrator (issue 40: only user administrators see Users)
  'Users',
  'List of Users',
  'User Groups',
];

const urlEndingWith = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

function rgbOf(hex: string): string {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const banner = (page: Page) => page.getByRole('region', { name: 'Portal message' });

/** The page's heading is shown and the start-up data has arrived (the banner depends on it). */
async function shellReady(page: Page, heading: string) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(banner(page)).toHaveText(E2E_SETTINGS.portalMessage);
}

test.describe('signed out', () => {
  test("'/' goes to the login page", async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(urlEndingWith(LOGIN));
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page).toHaveTitle(`${E2E_SETTINGS.portalPrefix} | Portal | Login`);
  });

  test('a guarded page goes to the login page without showing private content', async ({ page }) => {
    // the landing page: the sign-in goes there anyway, so the login page's address carries no ?next=
    await page.goto(DASHBOARD);
    await expect(page).toHaveURL(urlEndingWith(LOGIN));
    await expect(menu(page)).toHaveCount(0);
    await expect(page.getByText(E2E_SETTINGS.portalMessage)).toHaveCount(0);
  });

  test('an unknown path goes to the login page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(urlEndingWith(LOGIN));
  });
});

test("the page shows a spinner before the app's code has arrived, and the app then takes its place", async ({
  page,
}) => {
  // decision 070: on a slow link the app's code takes seconds, and the page was blank meanwhile. The
  // code and the app's stylesheet are held back here (not answered) to be sure the spinner is the
  // HTML's own, styled inline: the stylesheet, after the content, holds no paint.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.(js|css)$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(DASHBOARD, { waitUntil: 'commit' });
  const spinner = page.getByRole('progressbar', { name: 'Loading the portal' });
  await expect(spinner).toBeVisible();
  // the build moved the app's stylesheet out of the head (build/late-stylesheets.ts)
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(0);
  await expect(page.locator('body link[rel="stylesheet"]')).not.toHaveCount(0);
  // in the middle of the screen, where the app's own start-up spinner stands
  const box = await spinner.locator('svg').boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  expect(Math.abs(box!.x + box!.width / 2 - viewport!.width / 2)).toBeLessThan(2);
  expect(Math.abs(box!.y + box!.height / 2 - viewport!.height / 2)).toBeLessThan(2);
  release();
  // signed out: the app starts, checks the session and goes to the login page
  await expect(page).toHaveURL(urlEndingWith(LOGIN));
  await expect(spinner).toHaveCount(0);
});

test.describe('signed in', () => {
  test("'/' lands on the dashboard and a bare area path on the area's first page", async ({
    signedInPage: page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(urlEndingWith(DASHBOARD), { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 15_000 });
    await page.goto('/supply-partners');
    await expect(page).toHaveURL(urlEndingWith('/supply-partners/details'));
  });

  test('an unknown path goes to the dashboard', async ({ signedInPage: page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(urlEndingWith(DASHBOARD));
    await shellReady(page, 'Dashboard');
  });

  test('the login page sends a signed-in user into the portal', async ({ signedInPage: page }) => {
    await page.goto(LOGIN);
    await expect(page).toHaveURL(urlEndingWith(DASHBOARD));
  });

  test('the shell shows the menu, banner, footer and browser title', async ({ signedInPage: page }) => {
    await page.goto(LIST_WORK_ORDERS);
    await shellReady(page, 'List of Work Orders');

    const nav = menu(page);
    await expect(nav.getByRole('link')).toHaveText(MENU_LINKS);
    await expect(nav.getByText('Work Order Details')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'List of Work Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await expect(banner(page)).toHaveCSS('background-color', rgbOf(E2E_SETTINGS.portalMessageColor));
    await expect(page.getByRole('contentinfo')).toHaveText(
      `Copyright © ${new Date().getFullYear()} ${E2E_SETTINGS.companyName}. All rights reserved.`,
    );
    await expect(page).toHaveTitle(`${E2E_SETTINGS.portalPrefix} | List of Work Orders`);
    await expect(page.getByRole('table', { name: 'Work orders' })).toBeVisible();

    await nav.getByRole('link', { name: 'List of Invoices' }).click();
    await expect(page).toHaveURL(urlEndingWith('/invoices/list-invoices'));
    await expect(page.getByRole('heading', { level: 1, name: 'List of Invoices' })).toBeVisible();
    await expect(page).toHaveTitle(`${E2E_SETTINGS.portalPrefix} | List of Invoices`);
    await expect(nav.getByRole('link', { name: 'List of Invoices' })).toHaveAttribute('aria-current', 'page');
  });

  test('the footer starts below the fold, so a page coming in does not push it down', async ({
    signedInPage: page,
  }) => {
    // decision 070: at the bottom of the screen, the footer jumped down as each page's content came in
    // (Lighthouse's layout shift on the details and company profile pages); held here is the page's
    // code, the last part of a page to come in when it is opened cold
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/company-profile-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/company-profile/details', { waitUntil: 'commit' });
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeAttached();
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    const top = async () => (await footer.boundingBox())?.y ?? 0;
    expect(await top()).toBeGreaterThanOrEqual(viewport.height);
    release();
    await shellReady(page, 'Company Profile');
    expect(await top()).toBeGreaterThanOrEqual(viewport.height);
    // and a short page's footer is reached by scrolling
    await page.goto('/account/my-account');
    await shellReady(page, 'My account');
    // the account page's sections may still be coming in and push the footer down after a scroll
    // (a clean-clone run failed here once), so scroll again until it stays in view
    await expect(async () => {
      await footer.scrollIntoViewIfNeeded();
      await expect(footer).toBeInViewport({ timeout: 1_000 });
    }).toPass();
  });

  test('the work order details page is reachable but not in the menu', async ({ signedInPage: page }) => {
    await page.goto('/work-order/work-order-details/1/1001/1');
    await shellReady(page, 'Work Order Details');
    await expect(menu(page).getByText('Work Order Details')).toHaveCount(0);
  });

  test('the top-bar toggle collapses and expands the menu', async ({ signedInPage: page }) => {
    await page.goto(LIST_WORK_ORDERS);
    await shellReady(page, 'List of Work Orders');
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    const main = page.getByRole('main');

    await expect(menu(page)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const besideMenu = (await main.boundingBox())?.x ?? 0;
    expect(besideMenu).toBeGreaterThanOrEqual(227);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toBeHidden();
    // the page takes the room the menu gave up
    await expect.poll(async () => (await main.boundingBox())?.x).toBe(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page)).toBeVisible();
    await expect.poll(async () => (await main.boundingBox())?.x).toBe(besideMenu);
  });

  test('with the system set to reduce motion, the menu folds without moving and a press draws no ripple', async ({
    signedInPage: page,
  }) => {
    const docked = page.locator('.MuiDrawer-docked');
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    const transition = () => docked.evaluate((element) => getComputedStyle(element).transitionDuration);
    await page.goto(LIST_WORK_ORDERS);
    await shellReady(page, 'List of Work Orders');
    expect(await transition()).not.toBe('0s');
    // a button draws its ripple's layer on its first press
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle.locator('.MuiTouchRipple-root')).toHaveCount(1);

    // the theme reads the setting as the app starts (decision 078)
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await shellReady(page, 'List of Work Orders');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toBeHidden();
    await expect(toggle.locator('.MuiTouchRipple-root')).toHaveCount(0);
    expect(await transition()).toBe('0s');
  });

  test('logout leaves the private area for good', async ({ signedInPage: page }) => {
    // the landing page: the way back to it through the login page carries no ?next=
    await page.goto(DASHBOARD);
    await shellReady(page, 'Dashboard');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(urlEndingWith(LOGIN));
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    // the server revoked the refresh token and cleared its cookie
    await expect.poll(() => hasRefreshCookie(page)).toBe(false);

    await page.goBack();
    await expect(page).toHaveURL(urlEndingWith(LOGIN));
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(menu(page)).toHaveCount(0);
    await expect(page.getByText(E2E_SETTINGS.portalMessage)).toHaveCount(0);

    await page.goto(DASHBOARD);
    await expect(page).toHaveURL(urlEndingWith(LOGIN));
    await expect(menu(page)).toHaveCount(0);
  });

  test('at 375 px nothing scrolls sideways and the menu opens over the page', async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(LIST_WORK_ORDERS);
    await shellReady(page, 'List of Work Orders');

    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    // by tag, not role: while the overlay is open the page behind it is aria-hidden
    const main = page.locator('main');
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    // closed, the overlay menu is not drawn at all (a fifth of a phone's first render, decision 070)
    await expect(menu(page)).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect((await main.boundingBox())?.x).toBe(0);

    await toggle.click();
    await expect(menu(page)).toBeVisible();
    // over the page, not beside it: the page has not moved
    expect((await main.boundingBox())?.x).toBe(0);
    expect(await overflow()).toBe(0);

    // the toggle names the menu it opened (by its label: the page behind the overlay is aria-hidden)
    const toggleBehind = page.locator('button[aria-label="Toggle menu"]');
    await expect(toggleBehind).toHaveAttribute('aria-expanded', 'true');
    expect(await menu(page).getAttribute('id')).toBe(await toggleBehind.getAttribute('aria-controls'));

    await page.keyboard.press('Escape');
    await expect(menu(page)).toHaveCount(0);

    await toggle.click();
    await menu(page).getByRole('link', { name: 'List of QuickPay' }).click();
    await expect(page).toHaveURL(urlEndingWith('/quick-pay/list-quick-pay'));
    await expect(menu(page)).toBeHidden();
    expect(await overflow()).toBe(0);
  });

  test('the keyboard reaches the skip link and the menu links', async ({ signedInPage: page }) => {
    await page.goto(LIST_WORK_ORDERS);
    await shellReady(page, 'List of Work Orders');

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    await page.goto(LIST_WORK_ORDERS);
    await shellReady(page, 'List of Work Orders');
    const target = menu(page).getByRole('link', { name: 'List of Scheduling' });
    let reached = false;
    for (let presses = 0; presses < 25 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await target.evaluate((link) => link === document.activeElement);
    }
    expect(reached).toBe(true);
    // a visible focus ring
    expect(await target.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(urlEndingWith('/scheduling/list-scheduling'));
    await expect(page.getByRole('heading', { level: 1, name: 'List of Scheduling' })).toBeVisible();
  });
});

test.describe('accessibility (axe: no serious or critical violations)', () => {
  // the pages of the menu and the details page are scanned in the clean-console test below, which
  // opens each of them signed in anyway (one sign-in and one walk instead of nine)

  test('shell with the menu open over the page at 375 px', async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(LIST_WORK_ORDERS);
    await shellReady(page, 'List of Work Orders');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(menu(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const { path, heading } of OPEN_PAGES) {
    test(`page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

/**
 * Everything a page says in the console, and every CSP violation (a refused eval is reported as a
 * `securitypolicyviolation` event, not always as a console message), from the first script on.
 */
async function watchConsole(page: Page): Promise<() => Promise<string[]>> {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      said.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `csp: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      ),
    );
  });
  // what was heard since the last ask (the page's own list starts afresh with each page load)
  return async () => [
    ...said.splice(0),
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

/**
 * Every locale-aware number or date format a page builds (`Intl.NumberFormat`, `Intl.DateTimeFormat`,
 * a number's `toLocaleString`), with its caller. The vendor's pages build none (issue 19 point 7): the
 * first of each costs the browser its ICU number or date service, ~80-100 ms at Lighthouse's 4x CPU,
 * and money, counts, the grids' page texts, today's date and the browser's zone come without one
 * (`formatUsd`, `thousands`, `grid-pagination.tsx`, `browser-time-zone.ts`).
 */
async function watchLocaleFormats(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { localeFormats: string[] }).localeFormats = seen;
    const caller = () => new Error().stack?.split('\n')[3]?.trim() ?? '';
    const watched = <T extends object>(name: string, format: T): T =>
      new Proxy(format, {
        construct: (target, args: unknown[]) => {
          seen.push(`${name} ${caller()}`);
          return Reflect.construct(target as new (...a: unknown[]) => object, args) as object;
        },
        apply: (target, thisArg, args: unknown[]) => {
          seen.push(`${name} ${caller()}`);
          return Reflect.apply(target as (...a: unknown[]) => unknown, thisArg, args);
        },
      });
    Intl.NumberFormat = watched('Intl.NumberFormat', Intl.NumberFormat);
    Intl.DateTimeFormat = watched('Intl.DateTimeFormat', Intl.DateTimeFormat);
    const toLocaleString = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (this: number, ...args: Parameters<typeof toLocaleString>) {
      seen.push(`Number.toLocaleString ${caller()}`);
      return toLocaleString.apply(this, args);
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { localeFormats?: string[] }).localeFormats?.splice(0) ?? []);
}

test.describe('a clean console on every page (no error, no warning, no CSP violation)', () => {
  // The announcement pages opened with a made-up link are left out: their failed call is the point
  // of those pages (announcements.spec.ts opens them from real e-mails).
  const pagesWithoutACall = OPEN_PAGES.filter(
    ({ path }) => !/^\/(thank-you|unsubscribe|decline)\b/.test(path),
  );
  for (const { path, heading } of pagesWithoutACall) {
    test(`signed out: ${path}`, async ({ page }) => {
      const heard = await watchConsole(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // the start-up session check has been answered (no cookie: 204, which says nothing)
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      expect(await heard()).toEqual([]);
    });
  }

  test('signed in: every page of the menu and the details page, each also scanned by axe', async ({
    page,
  }) => {
    // nine pages in one test: a cap for a loaded machine (one CI run on a busy machine took 60 s)
    test.setTimeout(180_000);
    const heard = await watchConsole(page);
    const localeFormats = await watchLocaleFormats(page);
    await signIn(page);
    const heardOn: string[] = [];
    const violationsOn: { path: string; violations: Awaited<ReturnType<typeof seriousViolations>> }[] = [];
    for (const { path, heading } of SHELL_PAGES) {
      await page.goto(path);
      await shellReady(page, heading);
      // the page's own calls have been answered and drawn, and its button's colours have settled:
      // axe read the Search button mid-change (from its loading state) as low contrast once
      await page.waitForLoadState('networkidle');
      heardOn.push(...(await heard()).map((said) => `${path}: ${said}`));
      heardOn.push(...(await localeFormats()).map((format) => `${path}: built ${format}`));
      const violations = await seriousViolations(page);
      if (violations.length > 0) violationsOn.push({ path, violations });
    }
    expect(heardOn).toEqual([]);
    expect(violationsOn).toEqual([]);
  });
});
