// Roles that really restrict (issue 40 point 1) in Chromium against the real server: a Technician's
// menu holds only what their role opens, with no company-wide Mobile Guest IVR setting, and a page
// typed in that the role does not open says so; Finance reads the company profile (remit details
// included) and a work order without a button that would change them.
import type { Page } from '@playwright/test';
import { vendorPermissionDenied } from '@vp/contracts';
import { createUser } from './accounts.ts';
import { seriousViolations } from './axe-scan.ts';
import { demoCrewLine, detailsPath } from './demo-orders.ts';
import { expect, signIn, test } from './fixtures.ts';
import { openSection } from './section-helpers.ts';

const menuLabels = async (page: Page) =>
  page.getByRole('navigation').first().getByRole('link').allTextContents();

test.describe('roles', () => {
  test('a Technician sees work orders and scheduling only, without the company-wide IVR setting', async ({
    page,
  }) => {
    const user = await createUser('technician', 'ok', undefined, ['Technician']);
    await signIn(page, user.email, user.password);
    // a Technician lands on My Work (the list of work orders leads there too)
    await page.goto('/');
    await expect(page).toHaveURL(/\/work-order\/my-work$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'My Work' })).toBeVisible();
    await expect(page.getByText('No work orders are assigned to you.')).toBeVisible();
    const menu = page.getByRole('navigation').first();
    await expect(menu.getByRole('link', { name: 'Work Orders', exact: true })).toBeVisible();
    for (const hidden of ['Company Profile', 'Invoices', 'QuickPay', 'Users'])
      await expect(menu.getByRole('link', { name: hidden, exact: true }), hidden).toHaveCount(0);
    await expect(page.getByText('Mobile Guest IVR Setting')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // typed in: the page says what the role lacks instead of failing call after call
    await page.goto('/invoices/list-invoices');
    await expect(page.getByText(vendorPermissionDenied('invoices'))).toBeVisible();
    await page.goto('/company-profile/details');
    await expect(page.getByText(vendorPermissionDenied('company'))).toBeVisible();
    expect(await menuLabels(page)).not.toContain('Invoices');
  });

  test('Finance reads the company profile and a work order, with nothing there to change them', async ({
    page,
  }) => {
    const user = await createUser('finance', 'ok', undefined, ['Finance']);
    await signIn(page, user.email, user.password);
    await page.goto('/company-profile/details');
    const profile = await openSection(page, 'Profile');
    // the remit details are there to read
    await expect(profile.getByText('Remit Type', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
    const trades = await openSection(page, 'Trades');
    await expect(trades.getByRole('button', { name: 'Add' })).toHaveCount(0);
    const notes = await openSection(page, 'Notes');
    await expect(notes.getByRole('button', { name: 'Add New Note' })).toHaveCount(0);
    // the IVR setting is shown, not changeable
    await page.goto('/work-order/list-work-orders');
    await expect(page.getByRole('heading', { name: 'Mobile Guest IVR Setting' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Allow Mobile Guest IVR' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Update', exact: true })).toHaveCount(0);

    const line = await demoCrewLine();
    await page.goto(detailsPath(line));
    await expect(page.getByRole('heading', { level: 1, name: 'Work Order Details' })).toBeVisible();
    const orderNotes = await openSection(page, 'Notes');
    await expect(orderNotes.getByRole('button', { name: 'Add New Note' })).toHaveCount(0);
    const documents = await openSection(page, 'Documents');
    await expect(documents.getByRole('button', { name: 'Upload New Document' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
