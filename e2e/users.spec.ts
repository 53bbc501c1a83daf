// The Users screen (issue 40 point 2) in Chromium against the real server: the demo vendor's
// Administrator adds a user with a user group, changes them, sends the invitation again, resets the
// password of a user who signs in already, disables and enables a user, each asked first where it locks someone out or mails them; the welcome e-mail is
// queued. A user without user administration has no Users in the menu. axe at 1440 px, and at 375 px
// the users are cards that fit the screen.
import type { Page } from '@playwright/test';
import {
  INVITATION_RESENT,
  ROLE_ADDED,
  ROLE_NAME_REQUIRED,
  ROLE_UPDATED,
  VENDOR_PERMISSIONS,
  LOAD_LATEST_VERSION,
  USER_STALE,
  LINK_INVALID_OR_EXPIRED,
  NEW_PASSWORD_CHANGED,
  PASSWORD_RESET_PROCESSED,
  USER_ADDED,
  USER_DELETED,
  USER_ENABLED,
  USER_UPDATED,
} from '@vp/contracts';
import { createUser } from './accounts.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { openE2eDb } from './e2e-db.ts';
import { expect, signIn, test } from './fixtures.ts';
import { mailedLink } from './mail.ts';
import { toast } from './toasts.ts';

async function openUsers(page: Page) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.getByRole('link', { name: 'Users', exact: true }).first().click();
  await expect(page).toHaveURL(/\/users\/list-users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
}

test.describe('Users', () => {
  test('adds a user with a user group, edits, resends the invitation, resets a password, disables and enables', async ({
    signedInPage: page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await openUsers(page);
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row').filter({ hasText: '(you)' })).toHaveCount(1);
    // your own account cannot be disabled from here
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: '(you)' })
        .getByRole('button', { name: /^Disable/ }),
    ).toHaveCount(0);

    const stamp = Date.now();
    const email = `e2e-users-${stamp}@northwind-mechanical.example`;
    await page.getByRole('button', { name: 'Add User' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add User' });
    // the rules are checked beside the fields before anything is sent
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByText('First name is required.')).toBeVisible();
    await drawer.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await drawer.getByRole('textbox', { name: 'First Name' }).fill('Dana');
    await drawer.getByRole('textbox', { name: 'Last Name' }).fill(`Aaron ${stamp}`);
    await drawer.getByRole('textbox', { name: 'Phone Number' }).fill('(518) 555-0142');
    await drawer.getByRole('checkbox', { name: 'Administrator' }).check();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, USER_ADDED)).toBeVisible();
    await expect(drawer).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Administrator');
    await expect(row).toContainText('(518) 555-0142');
    await expect(row).toContainText('Invited, not signed in yet');
    // the welcome e-mail, through the job queue, with a first-sign-in link (no password in it)
    const firstLink = await mailedLink(email, '/auth/create-password');
    expect(firstLink).toMatch(/^\/auth\/create-password\?email=.+&token=/);

    await row.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
    await edit.getByRole('textbox', { name: 'First Name' }).fill('Danielle');
    await edit.getByRole('checkbox', { name: 'Administrator' }).uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, USER_UPDATED)).toBeVisible();
    await expect(row).toContainText('Danielle');
    await expect(row).not.toContainText('Administrator');

    // not signed in yet: the invitation goes again, with a new link
    await expect(row.getByRole('button', { name: /^Reset Password/ })).toHaveCount(0);
    await row.getByRole('button', { name: /^Resend Invitation/ }).click();
    const resend = page.getByRole('alertdialog', { name: 'Resend invitation' });
    await expect(resend).toContainText(email);
    await resend.getByRole('button', { name: 'Resend Invitation' }).click();
    await expect(toast(page, INVITATION_RESENT)).toBeVisible();

    // the invitee follows the newest link, chooses a password, and is then a user who has signed up
    let invitation = firstLink;
    await expect
      .poll(async () => (invitation = await mailedLink(email, '/auth/create-password')))
      .not.toBe(firstLink);
    const invitee = await browser.newPage();
    try {
      await invitee.goto(invitation);
      await expect(invitee.getByRole('heading', { level: 1, name: 'Create New Password' })).toBeVisible();
      await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill('Invited-Own-2026');
      await invitee.getByRole('textbox', { name: 'Repeat Password', exact: true }).fill('Invited-Own-2026');
      await invitee.getByRole('button', { name: 'Create Password' }).click();
      await expect(toast(invitee, NEW_PASSWORD_CHANGED)).toBeVisible();
      // the first link no longer works
      await invitee.goto(firstLink);
      await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill('Other-Pass-2026');
      await invitee.getByRole('textbox', { name: 'Repeat Password', exact: true }).fill('Other-Pass-2026');
      await invitee.getByRole('button', { name: 'Create Password' }).click();
      await expect(toast(invitee, LINK_INVALID_OR_EXPIRED)).toBeVisible();
    } finally {
      await invitee.close();
    }
    await page.reload();
    await expect(row).not.toContainText('Invited, not signed in yet');
    await expect(row.getByRole('button', { name: /^Reset Password/ })).toBeVisible();

    // a user who signs in already: a reset sends a set-password link
    const signsIn = await createUser('aaa-reset');
    const theirs = table.getByRole('row').filter({ hasText: signsIn.email });
    await page.reload();
    await expect(theirs).toContainText('Active');
    await theirs.getByRole('button', { name: /^Reset Password/ }).click();
    const ask = page.getByRole('alertdialog', { name: 'Reset password' });
    await expect(ask).toContainText(signsIn.email);
    await ask.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, PASSWORD_RESET_PROCESSED)).toBeVisible();
    expect(await mailedLink(signsIn.email, '/auth/set-password')).toMatch(/^\/auth\/set-password\?/);

    await row.getByRole('button', { name: /^Disable/ }).click();
    await page
      .getByRole('alertdialog', { name: 'Disable user' })
      .getByRole('button', { name: 'Disable' })
      .click();
    await expect(toast(page, USER_DELETED)).toBeVisible();
    await expect(row).toContainText('Disabled');
    await row.getByRole('button', { name: /^Enable/ }).click();
    await page
      .getByRole('alertdialog', { name: 'Enable user' })
      .getByRole('button', { name: 'Enable' })
      .click();
    await expect(toast(page, USER_ENABLED)).toBeVisible();
    await expect(row).toContainText('Active');

    // the stored user, as the list showed it
    const db = openE2eDb();
    try {
      const stored = await db
        .selectFrom('users')
        .select(['first_name', 'status', 'password_state'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ first_name: 'Danielle', status: 'active' });
    } finally {
      await db.destroy();
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an edit over a newer version of the user is refused in the drawer, and the newer one can be loaded', async ({
    signedInPage: page,
  }) => {
    const user = await createUser('aaa-stale');
    await openUsers(page);
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: user.email });
    await row.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByRole('textbox', { name: 'First Name' })).toHaveValue('E2e');
    // meanwhile another administrator changes the user (here, straight in the database)
    const db = openE2eDb();
    try {
      await db
        .updateTable('users')
        .set({ last_name: 'Changed Elsewhere', phone_number: '5185550199' })
        .where('id', '=', user.id)
        .execute();
    } finally {
      await db.destroy();
    }
    await edit.getByRole('textbox', { name: 'First Name' }).fill('Mine');
    await edit.getByRole('textbox', { name: 'Phone Number' }).fill('5185550142');
    await edit.getByRole('button', { name: 'Save' }).click();
    const refusal = edit.getByRole('alert');
    await expect(refusal).toContainText(USER_STALE);
    await expect(edit).toBeVisible();
    await refusal.getByRole('button', { name: LOAD_LATEST_VERSION }).click();
    await expect(edit.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Changed Elsewhere');
    await expect(edit.getByRole('textbox', { name: 'First Name' })).toHaveValue('E2e');
    await expect(edit.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('5185550199');
    await edit.getByRole('textbox', { name: 'First Name' }).fill('Mine');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, USER_UPDATED)).toBeVisible();
    // both changes are kept
    await expect(row).toContainText('Mine');
    await expect(row).toContainText('Changed Elsewhere');
  });

  test('defines a user group with the permissions it grants, changes it, and lists it (also as cards at 375 px)', async ({
    signedInPage: page,
  }) => {
    const name = `Night crew ${Date.now() % 100000}`;
    await page.goto('/users/user-groups');
    await expect(page.getByRole('heading', { level: 1, name: 'User Groups' })).toBeVisible();
    const table = page.getByRole('table', { name: 'User groups' });
    // the four every company starts with
    for (const group of ['Administrator', 'Office', 'Finance', 'Technician'])
      await expect(table.getByRole('row').filter({ hasText: group }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Add User Group' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add User Group' });
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByText(ROLE_NAME_REQUIRED)).toBeVisible();
    await drawer.getByRole('textbox', { name: 'Name' }).fill(name);
    await drawer.getByRole('checkbox', { name: VENDOR_PERMISSIONS['work-orders'].label }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, ROLE_ADDED)).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(VENDOR_PERMISSIONS['work-orders'].label);

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User Group' });
    await expect(edit.getByRole('checkbox', { name: VENDOR_PERMISSIONS['work-orders'].label })).toBeChecked();
    await edit.getByRole('checkbox', { name: VENDOR_PERMISSIONS['work-orders:edit'].label }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, ROLE_UPDATED)).toBeVisible();
    await expect(row).toContainText(VENDOR_PERMISSIONS['work-orders:edit'].label);

    await page.setViewportSize({ width: 375, height: 812 });
    const cards = page.getByRole('list', { name: 'User groups' }).getByRole('listitem');
    await expect(cards.filter({ hasText: name })).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a user without user administration has no Users in the menu', async ({ page }) => {
    const user = await createUser('no-users-menu');
    await signIn(page, user.email, user.password);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Company Profile' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  });

  test('at 375 px the users are cards that fit the screen, with their buttons in view', async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/users/list-users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Users' });
    const mine = cards.getByRole('listitem').filter({ hasText: '(you)' });
    // scrolled to, each of the card's buttons is on the screen, none off its right edge
    await mine.scrollIntoViewIfNeeded();
    for (const name of [/^Edit/, /^Reset Password/])
      await expect(mine.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
