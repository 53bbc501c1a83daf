// The List of QuickPay in Chromium against the real server and the demo data: automatic QuickPay in
// and out again, QuickPay for one invoice (its amount and pay date), the qpExclude and opted-in
// warnings, axe scans and a 375 px phone. Vendor #10001 was opted in once and out again; #10002
// (Bluebird, seeded by seed-invoices.ts) has QuickPay disabled.
import type { Locator, Page } from '@playwright/test';
import {
  NO_QUICK_PAY_SELECTION,
  QUICK_PAY_ADDED,
  QUICK_PAY_ALREADY_OPTED_IN,
  QUICK_PAY_DISABLED,
  QUICK_PAY_OPTED_IN,
  QUICK_PAY_OPTED_OUT,
  QUICK_PAY_STATUS_UNPAID,
} from '@vp/contracts';
import { seriousViolations } from './axe-scan.ts';
import { expect as baseExpect, signIn, test } from './fixtures.ts';
import { browserDay, columnTexts, gridOf, gridRowsOf, money, pageOverflow, usDay } from './grid-helpers.ts';
import { toast } from './toasts.ts';

// These tests walk through several searches and saves each; on a loaded two-core machine one step
// can take seconds. Generous waits, never a timing assertion.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const LIST_QUICK_PAY = '/quick-pay/list-quick-pay';
// the second demo vendor's sign-in (apps/server/src/demo/seed-demo.ts)
const BLUEBIRD_EMAIL = 'office@bluebird-hvac.example';
const BLUEBIRD_PASSWORD = 'Bluebird-Demo-2026';

const grid = (page: Page) => gridOf(page, 'List of QuickPay');
const panel = (page: Page) => page.getByRole('region', { name: 'Automatic QuickPay' });
const stateLine = (page: Page) => panel(page).getByRole('status', { name: 'Current automatic QuickPay' });

/** The text of the label around a radio button. */
const labelOf = (radio: Locator) =>
  radio.evaluate((el) => (el.closest('label') as HTMLElement | null)?.innerText.trim() ?? '');

async function openList(page: Page) {
  await page.goto(LIST_QUICK_PAY);
  await expect(page.getByRole('heading', { level: 1, name: 'List of QuickPay' })).toBeVisible();
  await expect(gridRowsOf(grid(page)).first()).toBeVisible();
  await expect(stateLine(page)).toBeVisible();
}

test.describe('List of QuickPay', () => {
  test('lists unpaid invoices up to today by default', async ({ signedInPage: page }) => {
    await openList(page);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText(QUICK_PAY_STATUS_UNPAID);
    await expect(page.getByLabel('End Date')).toHaveValue((await browserDay(page)).iso);
    for (const status of await columnTexts(grid(page), 'Status')) expect(status).not.toBe('Paid');
    for (const net of await columnTexts(grid(page), 'Net Pay')) expect(net).toMatch(money);
    for (const due of await columnTexts(grid(page), 'Due Date')) expect(due).toMatch(usDay);
  });

  test('opts the company in automatically and out again', async ({ signedInPage: page }) => {
    await openList(page);
    await expect(stateLine(page)).toHaveText(
      new RegExp(`^${NO_QUICK_PAY_SELECTION}, last Opt-Out date: \\d\\d/\\d\\d/\\d{4}$`),
    );
    const optIn = panel(page).getByRole('button', { name: 'Opt-in' });
    const optOut = panel(page).getByRole('button', { name: 'Opt-out' });
    const consent = panel(page).getByRole('checkbox');
    await expect(optIn).toBeDisabled();
    await expect(optOut).toBeDisabled();

    const option = panel(page).getByRole('radio').first();
    const label = await labelOf(option);
    expect(label).toMatch(/^\d+(\.\d+)?% for (\d+ days|next day)( \(\$[\d,]+\.\d\d FedEx Fee\))?$/);
    await option.check();
    await expect(optIn).toBeDisabled(); // the consent box is still clear
    await consent.check();
    await expect(optIn).toBeEnabled();
    // the company is opted out: Opt-out would change nothing (issue 15)
    await expect(optOut).toBeDisabled();
    await optIn.click();
    await expect(toast(page, QUICK_PAY_OPTED_IN)).toBeVisible();
    await expect(stateLine(page)).toHaveText(label);
    await expect(consent).not.toBeChecked();

    // while opted in, an invoice id warns instead of opening the drawer
    await gridRowsOf(grid(page)).first().getByRole('button').first().click();
    await expect(toast(page, QUICK_PAY_ALREADY_OPTED_IN)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'QuickPay' })).toBeHidden();

    // Opt-out needs only the ticked box
    await consent.check();
    await expect(optOut).toBeEnabled();
    await optOut.click();
    await expect(toast(page, QUICK_PAY_OPTED_OUT)).toBeVisible();
    await expect(stateLine(page)).toHaveText(
      `${NO_QUICK_PAY_SELECTION}, last Opt-Out date: ${(await browserDay(page)).us}`,
    );
    await consent.check();
    await expect(optOut).toBeDisabled();
  });

  test('chooses QuickPay for one invoice and shows its amount and pay date', async ({
    signedInPage: page,
  }) => {
    await openList(page);
    const options = await columnTexts(grid(page), 'QuickPay');
    const index = options.indexOf('');
    expect(index, 'an unpaid invoice without QuickPay').toBeGreaterThan(-1);
    const row = gridRowsOf(grid(page)).nth(index);
    const invoiceId = (await row.getByRole('button').first().innerText()).trim();
    await row.getByRole('button').first().click();

    const drawer = page.getByRole('dialog', { name: 'QuickPay' });
    await expect(drawer).toBeVisible();
    await expect.poll(() => drawer.evaluate((el) => el.getBoundingClientRect().width)).toBe(650);
    const save = drawer.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const choice = drawer.getByRole('radio').first();
    await expect(choice).toBeVisible();
    const choiceText = await labelOf(choice);
    const [optionLabel, figures] = choiceText.split(/\n+/).map((line) => line.trim());
    const [, amount, payDate] = /^QuickPay Amount: (\$[\d,]+\.\d\d) · Pay Date: (\d\d\/\d\d\/\d{4})$/.exec(
      figures ?? '',
    ) ?? [null, '', ''];
    expect(amount).toMatch(money);
    expect(payDate).toMatch(usDay);
    await choice.check();
    await expect(save).toBeDisabled(); // the disclaimer is still clear
    await drawer.getByRole('checkbox').check();
    await expect(save).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await save.click();
    await expect(toast(page, QUICK_PAY_ADDED)).toBeVisible();
    await expect(drawer).toBeHidden();

    // the grid, refreshed, shows the server's figures for that invoice: the ones the drawer showed
    const ids = await columnTexts(grid(page), 'Invoice Id');
    const at = ids.indexOf(invoiceId);
    expect(at).toBeGreaterThan(-1);
    await expect.poll(async () => (await columnTexts(grid(page), 'QuickPay'))[at]).toBe(optionLabel);
    expect((await columnTexts(grid(page), 'QuickPay Amount'))[at]).toBe(amount);
    expect((await columnTexts(grid(page), 'Expected Date'))[at]).toBe(payDate);

    // the same option again cannot be saved
    await gridRowsOf(grid(page)).nth(at).getByRole('button').first().click();
    await expect(drawer.getByRole('radio', { checked: true })).toBeVisible();
    await drawer.getByRole('checkbox').check();
    await expect(drawer.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('warns a company with QuickPay disabled instead of opening the drawer', async ({ page }) => {
    await signIn(page, BLUEBIRD_EMAIL, BLUEBIRD_PASSWORD);
    await openList(page);
    await expect(panel(page).getByText(QUICK_PAY_DISABLED)).toBeVisible();
    await gridRowsOf(grid(page)).first().getByRole('button').first().click();
    // the panel says it too: the toast is the second text
    await expect(page.getByText(QUICK_PAY_DISABLED)).toHaveCount(2);
    await expect(page.getByRole('dialog', { name: 'QuickPay' })).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('on a 375 px phone: folded filters, invoices as cards, a tap opens one, and an axe scan', async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(LIST_QUICK_PAY);
    const cards = page.getByRole('list', { name: 'List of QuickPay' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(stateLine(page)).toBeVisible();
    await expect(page.getByLabel('End Date')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    // a tap on a card without QuickPay yet opens its drawer, which takes the phone's width
    const open = await cards.evaluateAll((items) =>
      items.findIndex((item) => {
        const label = [...item.querySelectorAll('dt')].find((dt) => dt.textContent === 'QuickPay');
        return (label?.nextElementSibling?.textContent ?? '') === '';
      }),
    );
    await cards.nth(Math.max(0, open)).locator('dl').click();
    const drawer = page.getByRole('dialog', { name: 'QuickPay' });
    await expect(drawer.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect.poll(() => drawer.evaluate((el) => el.getBoundingClientRect().width)).toBe(375);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
