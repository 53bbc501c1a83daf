// My account (issue 15 point 15, decision 041) in Chromium: reached from the user's name in the top bar
// at 1440 and 375 px, it shows who is signed in; signing out of the other sessions ends a second
// browser's session; changing the password with the current one signs the user out, and the new
// password then signs in while the old one does not.
import type { Browser, Page } from '@playwright/test';
import { createUser, type TestUser } from './accounts.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { expect, signIn, test } from './fixtures.ts';

async function openMyAccount(page: Page) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account' })).toBeVisible();
}

async function secondBrowser(browser: Browser, baseURL: string, user: TestUser) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, user.email, user.password);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  return { context, page };
}

test.describe('My account', () => {
  for (const width of [1440, 375]) {
    test(`at ${width} px: who is signed in, and no serious accessibility finding`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      const user = await createUser('my-account');
      await signIn(page, user.email, user.password);
      await openMyAccount(page);
      const account = page.getByRole('region', { name: 'Account' });
      await expect(account).toContainText(user.email);
      await expect(account).toContainText('Northwind');
      await expect(account.getByText('Role', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign out of other sessions' })).toBeDisabled();
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('signs the other browsers out, and this one stays signed in', async ({ page, browser, baseURL }) => {
    const user = await createUser('other-sessions');
    const other = await secondBrowser(browser, baseURL!, user);
    await signIn(page, user.email, user.password);
    await openMyAccount(page);
    await expect(page.getByText('You are also signed in on 1 other browser or device.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign out of other sessions' }).click();
    await expect(page.getByText('Signed out of 1 other session.')).toBeVisible();
    await expect(page.getByText('You are signed in only here.')).toBeVisible();

    // the other browser's session is over: its next start goes to the login
    await other.page.reload();
    await expect(other.page).toHaveURL(/\/auth\/login/, { timeout: 15_000 });
    await other.context.close();
    // this one goes on
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  });

  test('changes the password with the current one; then only the new one signs in', async ({ page }) => {
    const user = await createUser('change-password');
    await signIn(page, user.email, user.password);
    await openMyAccount(page);
    const form = page.getByRole('form', { name: 'Change password' });

    // a wrong current password changes nothing
    await form.getByRole('textbox', { name: 'Current Password', exact: true }).fill('Not-My-Password-1');
    await form.getByRole('textbox', { name: 'New Password', exact: true }).fill('Brand-New-2026');
    await form.getByRole('textbox', { name: 'Repeat New Password', exact: true }).fill('Brand-New-2026');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Invalid credentials. Please try again.').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

    await form.getByRole('textbox', { name: 'Current Password', exact: true }).fill(user.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/auth\/login/, { timeout: 15_000 });
    await expect(
      page.getByText('Your password has been changed. Please sign in with your new password.'),
    ).toBeVisible();

    const login = async (password: string) => {
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
      await page.getByRole('button', { name: 'Log In' }).click();
    };
    await login(user.password);
    await expect(page.getByText('Invalid credentials. Please try again.').first()).toBeVisible();
    await login('Brand-New-2026');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  });
});
