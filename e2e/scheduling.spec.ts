// The List of Scheduling in Chromium against the real server and the demo data (vendor #10001's
// orders open for scheduling, apps/server/src/demo/seed-scheduling.ts): the grid, the description of
// service (a hostile comment never runs), scheduling a visit in range, the out-of-range Warning, the
// service-days refusal, a 375 px phone and axe scans. Any browser dialog (alert…), CSP violation or
// request to another origin fails the test.
import type { Page } from '@playwright/test';
import { SERVICE_DAYS_CONSTRAINT, VISIT_DATE_ADDED, VISIT_DATE_OUTSIDE_RANGE } from '@vp/contracts';
import {
  DEMO_SCHEDULING_HOSTILE_PO,
  DEMO_SCHEDULING_MULTI_DAY_PO,
  DEMO_SCHEDULING_SECOND_SINGLE_DAY_PO,
  DEMO_SCHEDULING_SINGLE_DAY_PO,
} from '../apps/server/src/demo/seed-scheduling.ts';
import { seriousViolations } from './axe-scan.ts';
import { openE2eDb } from './e2e-db.ts';
import { expect, test } from './fixtures.ts';
import { toast } from './toasts.ts';

const LIST_SCHEDULING = '/scheduling/list-scheduling';

const grid = (page: Page) => page.getByRole('table', { name: 'Orders for scheduling' });
const gridRows = (page: Page) => grid(page).locator('tbody tr:not([aria-hidden="true"])');
const rowOf = (page: Page, po: string) =>
  gridRows(page).filter({ has: page.getByRole('button', { name: po, exact: true }) });

let dialogs: string[] = [];
let cspViolations: string[] = [];
let foreignRequests: string[] = [];
/** Set by the test that shows the hostile description (see afterEach). */
let showsHostileHtml = false;

test.beforeEach(async ({ page, baseURL }) => {
  dialogs = [];
  cspViolations = [];
  foreignRequests = [];
  showsHostileHtml = false;
  // an alert() from a stored comment would mean script ran: record it, and fail after the test
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  // no runtime request may leave our origin (a hostile <img src=x> would be one)
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  page.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).origin !== origin) foreignRequests.push(url);
  });
});

test.afterEach(() => {
  expect(dialogs, 'no browser dialog may open').toEqual([]);
  // Parsing hostile HTML in DOMPurify's inert document makes Chromium report its handler as refused by
  // the CSP (a third wall, not a fault: nothing ran, as the dialog check shows). Nothing else may be.
  const refused = showsHostileHtml
    ? cspViolations.filter((text) => !/^Executing inline event handler violates/.test(text))
    : cspViolations;
  expect(refused, 'nothing may be refused by the CSP').toEqual([]);
  expect(foreignRequests, 'no request may leave our origin').toEqual([]);
});

async function openList(page: Page) {
  await page.goto(LIST_SCHEDULING);
  // the first visit loads the page's code: allow for a busy machine
  await expect(page.getByRole('heading', { level: 1, name: 'List of Scheduling' })).toBeVisible({
    timeout: 20_000,
  });
  // an order no test schedules
  await expect(rowOf(page, DEMO_SCHEDULING_HOSTILE_PO)).toBeVisible({ timeout: 20_000 });
}

/** 'YYYY-MM-DDTHH:mm' plus some minutes, in the same (local) wall-clock terms. */
function plusMinutes(localValue: string, minutes: number): string {
  const [date, time] = localValue.split('T') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const t = new Date(y, m - 1, d, hh, mm + minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}T${pad(t.getHours())}:${pad(t.getMinutes())}`;
}

/** 'YYYY-MM-DDTHH:mm' as the portal shows date-times: 'MM/DD/YYYY hh:mm AM'. */
function usDateTime(localValue: string): string {
  const [, y, m, d, hh, mm] = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)$/.exec(localValue) ?? [];
  const hour = Number(hh);
  const hour12 = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
  return `${m}/${d}/${y} ${hour12}:${mm} ${hour < 12 ? 'AM' : 'PM'}`;
}

async function crewLineOf(poNum: string) {
  const db = openE2eDb();
  try {
    return await db
      .selectFrom('crew_details as cd')
      .innerJoin('orders as o', 'o.ord_num', 'cd.ord_num')
      .select([
        'cd.ocd_id as ocdId',
        'cd.ord_num as ordNum',
        'cd.crew_id as crewId',
        'cd.visit_date as visitDate',
      ])
      .where('o.po_num', '=', poNum)
      .executeTakeFirstOrThrow();
  } finally {
    await db.destroy();
  }
}

test.describe('List of Scheduling', () => {
  // several axe scans a test, on a machine shared with other work
  test.describe.configure({ timeout: 90_000 });

  test('lists the orders with the columns and shows a description of service safely', async ({
    signedInPage: page,
  }) => {
    await openList(page);
    await expect(page).toHaveTitle(/Portal \| Scheduling$/);
    await expect(grid(page).locator('thead th')).toHaveText([
      'PO #',
      'Order Type',
      'Service Range',
      'NTE',
      'Client Code',
      'Store Number',
      'City/State',
      'Zip Code',
      'Address',
      'Phone #',
      'WO Status',
    ]);
    const hostile = rowOf(page, DEMO_SCHEDULING_HOSTILE_PO);
    const cells = hostile.locator('td');
    await expect(cells.nth(2)).toHaveText(/^\d\d\/\d\d\/\d{4} - \d\d\/\d\d\/\d{4}$/);
    await expect(cells.nth(3)).toHaveText('$410.00');
    await expect(cells.nth(6)).toHaveText(/^.+, [A-Z]{2}$/);
    await expect(cells.nth(9).getByRole('link')).toHaveAttribute('href', /^tel:\+1518555\d{4}$/);
    expect(await seriousViolations(page)).toEqual([]);

    showsHostileHtml = true;
    await hostile.getByRole('button', { name: 'Repair', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Description of service' });
    await expect(drawer.getByText('Replace the door closer.')).toBeVisible();
    await expect.poll(() => drawer.evaluate((el) => el.getBoundingClientRect().width)).toBe(450);
    // the hostile image and script were dropped by DOMPurify
    await expect(drawer.locator('img, script')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
  });

  test("schedules a visit inside the range and sees it in the work order's Crew section", async ({
    signedInPage: page,
  }) => {
    await openList(page);
    await expect(rowOf(page, DEMO_SCHEDULING_SINGLE_DAY_PO)).toBeVisible();
    await rowOf(page, DEMO_SCHEDULING_SINGLE_DAY_PO)
      .getByRole('button', { name: DEMO_SCHEDULING_SINGLE_DAY_PO })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Scheduling' });
    // the drawer's code (the rich-text editor) loads on its first opening
    await expect(drawer.getByRole('heading', { name: 'Scheduling Details' })).toBeVisible({
      timeout: 20_000,
    });
    await expect.poll(() => drawer.evaluate((el) => el.getBoundingClientRect().width)).toBe(650);
    await expect(drawer.getByText('$850.00')).toBeVisible();
    await expect(drawer.getByText(/^\d\d\/\d\d\/\d{4} 08:00 AM$/)).toBeVisible();
    await expect(drawer.getByText(/^\d\d\/\d\d\/\d{4} 05:00 PM$/)).toBeVisible();
    await expect(drawer.getByRole('link', { name: /^\(518\) 555-\d{4}$/ })).toHaveAttribute('href', /^tel:/);

    const save = drawer.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const dateTime = drawer.getByLabel('Date Time');
    const begin = (await dateTime.getAttribute('min')) ?? '';
    expect(begin).toMatch(/T08:00$/);
    const visit = plusMinutes(begin, 90);
    await dateTime.fill(visit);
    await expect(save).toBeDisabled();
    await drawer.getByRole('textbox', { name: 'Comment' }).click();
    await page.keyboard.type('Two technicians, arriving by 9:30.');
    await expect(save).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);

    await save.click();
    await expect(toast(page, VISIT_DATE_ADDED)).toBeVisible();
    await expect(drawer).toBeHidden();
    // the list reloads without the scheduled order
    await expect(rowOf(page, DEMO_SCHEDULING_SECOND_SINGLE_DAY_PO)).toBeVisible();
    await expect(rowOf(page, DEMO_SCHEDULING_SINGLE_DAY_PO)).toHaveCount(0);

    // recorded on the crew line, as the same instant the user picked in the browser's zone
    const line = await crewLineOf(DEMO_SCHEDULING_SINGLE_DAY_PO);
    const picked = await page.evaluate((value) => new Date(value).toISOString(), visit);
    expect(line.visitDate?.toISOString()).toBe(picked);

    // and the work order's Crew section shows it
    await page.goto(`/work-order/work-order-details/${line.ocdId}/${line.ordNum}/${line.crewId}`);
    await page.getByRole('button', { name: 'Crew', exact: true }).click();
    const crew = page.getByRole('table', { name: 'Crew visits' });
    const visitRow = crew.locator('tbody tr').filter({ hasText: usDateTime(visit) });
    await expect(visitRow).toHaveCount(1);
    // with the comment saved beside the date (issue 15)
    await expect(visitRow).toContainText('Two technicians, arriving by 9:30.');
  });

  test('warns when the visit date is outside the range, and Save stays disabled', async ({
    signedInPage: page,
  }) => {
    await openList(page);
    await rowOf(page, DEMO_SCHEDULING_SECOND_SINGLE_DAY_PO)
      .getByRole('button', { name: DEMO_SCHEDULING_SECOND_SINGLE_DAY_PO })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Scheduling' });
    const dateTime = drawer.getByLabel('Date Time');
    const begin = (await dateTime.getAttribute('min')) ?? '';
    await dateTime.fill(plusMinutes(begin, -24 * 60));
    await drawer.getByRole('textbox', { name: 'Comment' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Warning' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(VISIT_DATE_OUTSIDE_RANGE);
    await expect(warning.getByRole('button')).toHaveText(['Ok']);
    expect(await seriousViolations(page)).toEqual([]);
    await warning.getByRole('button', { name: 'Ok' }).click();
    await expect(warning).toBeHidden();

    await drawer.getByRole('textbox', { name: 'Comment' }).click();
    await page.keyboard.type('A comment does not make a wrong date right.');
    await expect(drawer.getByRole('textbox', { name: 'Comment' })).toHaveText(/wrong date right/);
    await expect(drawer.getByRole('button', { name: 'Save' })).toBeDisabled();
    // back inside the range, Save comes on
    await dateTime.fill(plusMinutes(begin, 60));
    await expect(drawer.getByRole('button', { name: 'Save' })).toBeEnabled();
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toBeHidden();
    expect((await crewLineOf(DEMO_SCHEDULING_SECOND_SINGLE_DAY_PO)).visitDate).toBeNull();
  });

  test('refuses an order of more than one service day with the warning toast', async ({
    signedInPage: page,
  }) => {
    await openList(page);
    await rowOf(page, DEMO_SCHEDULING_MULTI_DAY_PO)
      .getByRole('button', { name: DEMO_SCHEDULING_MULTI_DAY_PO })
      .click();
    await expect(page.getByText(SERVICE_DAYS_CONSTRAINT)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Scheduling' })).toHaveCount(0);
  });

  test('at 375 px the page does not scroll sideways and the drawer is usable', async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(LIST_SCHEDULING);
    const cards = page.getByRole('list', { name: 'Orders for scheduling' }).getByRole('listitem');
    await expect(cards.filter({ hasText: DEMO_SCHEDULING_HOSTILE_PO })).toBeVisible({ timeout: 20_000 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // the orders are cards, and a tap on one opens its Scheduling drawer (issue 15)
    await cards.filter({ hasText: DEMO_SCHEDULING_SECOND_SINGLE_DAY_PO }).locator('dl').click();
    const drawer = page.getByRole('dialog', { name: 'Scheduling' });
    await expect.poll(() => drawer.evaluate((el) => el.getBoundingClientRect().width)).toBe(375);
    await drawer.getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded();
    await expect(drawer.getByRole('button', { name: 'Save' })).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
