// The History section (issue 41 point 6, decision 119) in Chromium at 375 px against the real server:
// a demo order whose NTE the company changed 25 times shows the newest 20 items when the section is
// opened, "Show more" brings the rest, each with its time, who and details; axe clean, nothing scrolls
// sideways. Opened by its address, the order and its History's first page are asked for once, at the
// app's start (decision 125); a path naming another order asks for no History (decision 119).
import { sql } from 'kysely';
import { DEMO_VENDOR_NUM } from '../apps/server/src/demo/seed-demo.ts';
import { SCHEDULING_PO_PREFIX } from '../apps/server/src/demo/seed-scheduling.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { demoCrewLine, detailsPath, type DemoCrewLine } from './demo-orders.ts';
import { openE2eDb } from './e2e-db.ts';
import { expect, signIn, test } from './fixtures.ts';
import { openSection } from './section-helpers.ts';

/**
 * A demo crew line no other spec reads or changes (not one of the List of Scheduling's orders, whose NTE
 * scheduling.spec.ts checks), its NTE changed 25 times by the company (the trigger's rows); once per
 * worker, however many tests ask (the second test's 25 more made a scheduling order's NTE $500 higher
 * when both files ran on one worker).
 */
let prepared: Promise<DemoCrewLine> | undefined;
const lineWithHistory = (): Promise<DemoCrewLine> => (prepared ??= changeNte25Times());

async function changeNte25Times(): Promise<DemoCrewLine> {
  const db = openE2eDb();
  try {
    const line = await db
      .selectFrom('crew_details')
      .innerJoin('vendors', 'vendors.id', 'crew_details.vendor_id')
      .innerJoin('orders', 'orders.ord_num', 'crew_details.ord_num')
      .select(['crew_details.ocd_id', 'crew_details.ord_num', 'crew_details.crew_id', 'orders.po_num'])
      .where('vendors.vendor_num', '=', DEMO_VENDOR_NUM)
      .where('orders.po_num', 'not like', `${SCHEDULING_PO_PREFIX}%`)
      .orderBy('crew_details.ocd_id', 'desc')
      .offset(3)
      .limit(1)
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 25; i++)
      await db
        .updateTable('crew_details')
        .set({ nte: sql`nte + 10` })
        .where('ocd_id', '=', line.ocd_id)
        .execute();
    return line;
  } finally {
    await db.destroy();
  }
}

test('on a phone: the History section lists the newest 20, Show more the rest; axe clean', async ({
  browser,
}) => {
  const line = await lineWithHistory();
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  try {
    await signIn(page);
    await page.goto(detailsPath(line));
    const history = await openSection(page, 'History');
    const items = history.getByTestId('order-timeline').getByRole('listitem');
    await expect(items).toHaveCount(20);
    await expect(items.first()).toContainText('NTE changed');
    await expect(items.first()).toContainText('The company');
    await expect(items.first()).toContainText(/\$\d+\.\d\d to \$\d+\.\d\d/);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await history.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => items.count()).toBeGreaterThanOrEqual(25);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await page.close();
  }
});

test("opened by its address: the order and the History's first page asked once each; a path naming another order asks for no History", async ({
  browser,
}) => {
  const line = await lineWithHistory();
  const other = await demoCrewLine();
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const asked = { order: 0, history: [] as string[] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/get-order-detail-by-ocd-id/')) asked.order++;
    if (pathname.startsWith('/api/work-order-timeline/')) asked.history.push(pathname);
  });
  try {
    await signIn(page);
    // the app's start asks for both (decision 125), the page takes them: no second request
    await page.goto(detailsPath(line));
    const history = await openSection(page, 'History');
    await expect(history.getByTestId('order-timeline').getByRole('listitem')).toHaveCount(20);
    expect(asked.order).toBe(1);
    expect(asked.history).toEqual([`/api/work-order-timeline/${line.ord_num}`]);

    // a hand-made link: the crew line of one order with another order's number (decision 119)
    asked.order = 0;
    asked.history = [];
    await page.goto(detailsPath({ ...line, ord_num: other.ord_num }));
    // a section read after the order's answer: by then the page and the start had asked what they would
    await openSection(page, 'Photos');
    expect(asked.order).toBe(1);
    expect(asked.history).toEqual([]);
  } finally {
    await page.close();
  }
});
