// Test fixtures: `signedInPage` is a page with a real session of the demo user: signed in over HTTP
// (SRP, as the browser does it), so the browser context holds the refresh cookie and the app's
// start-up refresh turns it into an ID token. The sign-in screen itself is tested in auth.spec.ts.
import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../apps/server/src/demo/seed-demo.ts';
import { apiSignIn } from './api-sign-in.ts';
import { E2E_PORT } from './e2e-env.ts';

export const REFRESH_COOKIE = 'vp_refresh';

export async function signIn(page: Page, email = DEMO_EMAIL, password = DEMO_PASSWORD): Promise<void> {
  await apiSignIn(page.request, email, password);
}

export async function hasRefreshCookie(page: Page): Promise<boolean> {
  return (await page.context().cookies()).some((cookie) => cookie.name === REFRESH_COOKIE);
}

export const test = base.extend<{ signedInPage: Page }>({
  // this worker's own server (e2e-env.ts), which pages and API requests go to
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
  baseURL: async ({}, use) => {
    await use(`http://127.0.0.1:${E2E_PORT}`);
  },
  // Signed in, but on no page yet (decision 073): each test opens its own page, whose start-up refresh
  // trades the cookie; loading the List of Work Orders first cost each test a second app load. A test
  // must wait for its first page to show the session (its heading, the Logout button) before leaving
  // it: leaving while that refresh is under way can lose the rotated cookie.
  signedInPage: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
});

export { expect };
