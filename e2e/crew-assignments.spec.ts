// Technicians assigned to crew lines (issue 40 point 3) in Chromium against the real server: the demo
// Administrator assigns a technician on a work order's details page and, in bulk, to two selected rows
// of the list; the technician's name shows on the page; a Technician sees who is assigned but has no
// Assign button. axe on the drawer.
import { TECHNICIANS_ASSIGNED, TECHNICIANS_UNASSIGNED } from '@vp/contracts';
import { createUser } from './accounts.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { expectWholeInView } from './in-view.ts';
import { demoCrewLine, detailsPath } from './demo-orders.ts';
import { openE2eDb } from './e2e-db.ts';
import { expect, signIn, test } from './fixtures.ts';
import { gridOf, gridRowsOf } from './grid-helpers.ts';
import { toast } from './toasts.ts';

async function technicianIdsOf(ocdIds: number[]): Promise<Map<number, number[]>> {
  const db = openE2eDb();
  try {
    const rows = await db
      .selectFrom('crew_line_assignments')
      .select(['ocd_id', 'user_id'])
      .where('ocd_id', 'in', ocdIds)
      .execute();
    const byLine = new Map<number, number[]>(ocdIds.map((id) => [id, []]));
    for (const row of rows) byLine.get(row.ocd_id)?.push(row.user_id);
    return byLine;
  } finally {
    await db.destroy();
  }
}

test.describe('assigning technicians', () => {
  test('on the details page: assign, see the name, and unassign', async ({ signedInPage: page, browser }) => {
    const label = `assign${Date.now() % 1_000_000}`;
    const tech = await createUser(label, 'ok', undefined, ['Technician']);
    const line = await demoCrewLine(3);
    await page.goto(detailsPath(line));
    const technicians = page.getByRole('region', { name: 'Technicians' });
    await expect(technicians).toContainText('No technician assigned');
    await technicians.getByRole('button', { name: 'Assign' }).click();
    const drawer = page.getByRole('dialog', { name: 'Assign Technicians' });
    await drawer.getByRole('checkbox', { name: new RegExp(`E2e ${label}`) }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, TECHNICIANS_ASSIGNED)).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(technicians).toContainText(`E2e ${label}`);
    expect((await technicianIdsOf([line.ocd_id])).get(line.ocd_id)).toEqual([tech.id]);

    // the technician lands on My Work, which lists the order; its page shows who is assigned, with no
    // Assign button
    // on a phone: My Work's cards fit the screen, each with Open in view
    const techPage = await browser.newPage({ viewport: { width: 375, height: 812 } });
    try {
      await signIn(techPage, tech.email, tech.password);
      await techPage.goto('/');
      await expect(techPage).toHaveURL(/\/work-order\/my-work$/, { timeout: 15_000 });
      const open = techPage.getByRole('link', { name: `Open ${line.po_num}` });
      await expect(open).toBeVisible();
      await expectWholeInView(open, 'Open');
      expect(await sidewaysScroll(techPage)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(techPage)).toEqual([]);
      await open.click();
      await expect(techPage).toHaveURL(new RegExp(`${detailsPath(line)}$`));
      // another order of the company is out of their reach
      await techPage.goto(detailsPath(await demoCrewLine(4)));
      await expect(techPage.getByText('The work order was not found.').first()).toBeVisible();
      await techPage.goto(detailsPath(line));
      const seen = techPage.getByRole('region', { name: 'Technicians' });
      await expect(seen).toContainText(`E2e ${label}`);
      await expect(seen.getByRole('button', { name: 'Assign' })).toHaveCount(0);
    } finally {
      await techPage.close();
    }

    await technicians.getByRole('button', { name: 'Assign' }).click();
    await drawer.getByRole('checkbox', { name: new RegExp(`E2e ${label}`) }).uncheck();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, TECHNICIANS_UNASSIGNED)).toBeVisible();
    await expect(technicians).toContainText('No technician assigned');
  });

  test('in bulk from two selected rows of the list', async ({ signedInPage: page }) => {
    const label = `bulk${Date.now() % 1_000_000}`;
    const tech = await createUser(label, 'ok', undefined, ['Technician']);
    await page.goto('/work-order/list-work-orders');
    const grid = gridOf(page, 'Work orders');
    const rows = gridRowsOf(grid);
    await expect(rows.first()).toBeVisible({ timeout: 15_000 });
    const assign = page.getByRole('button', { name: 'Assign Technicians' });
    await expect(assign).toBeDisabled();
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await assign.click();
    const drawer = page.getByRole('dialog', { name: 'Assign Technicians' });
    await expect(drawer).toContainText('the 2 selected orders');
    await drawer.getByRole('checkbox', { name: new RegExp(`E2e ${label}`) }).check();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, TECHNICIANS_ASSIGNED)).toBeVisible();
    const db = openE2eDb();
    try {
      const assigned = await db
        .selectFrom('crew_line_assignments')
        .select('ocd_id')
        .where('user_id', '=', tech.id)
        .execute();
      expect(assigned).toHaveLength(2);
    } finally {
      await db.destroy();
    }
  });
});
