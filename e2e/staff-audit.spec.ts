// The staff console's Audit log in Chromium against the real server (issue 18 point 2, decision 063):
// staff changes written here by two new staff members; a Read-only member filters by one of them and
// an action, sees exactly those rows, and exports them: the downloaded .xlsx (read back with exceljs)
// holds the same rows. Axe scans at 1280 and 375 px, and no sideways scroll at 375.
import ExcelJS from 'exceljs';
import { createVendor } from '../apps/server/test/fixtures/vendors.ts';
import { createStaffAccount } from '../apps/server/test/staff-client.ts';
import { recordStaffAction } from '../apps/server/src/platform/identity/staff-audit-log.repository.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { openE2eDb } from './e2e-db.ts';
import { expect, test } from './fixtures.ts';
import { openStaffPage } from './staff-session.ts';

test.describe('Audit log', () => {
  test.describe.configure({ timeout: 90_000 });

  test('filters by staff member and action, and exports those rows to Excel', async ({ browser }) => {
    const db = openE2eDb();
    const [alice, bob] = [
      await createStaffAccount(db, { role: 'administrator' }),
      await createStaffAccount(db, { role: 'vendor_manager' }),
    ];
    const write = (who: { staffId: number; email: string }, action: string, subjectId: string) =>
      db.transaction().execute((tx) =>
        recordStaffAction(tx, {
          actor: { staffId: who.staffId, email: who.email },
          action,
          subjectType: 'api_client',
          subjectId,
          before: null,
          after: { name: subjectId },
          ip: '127.0.0.1',
        }),
      );
    await write(alice, 'api_client.created', 'vpc_e2e_one');
    await write(alice, 'api_client.created', 'vpc_e2e_two');
    await write(alice, 'api_client.revoked', 'vpc_e2e_one');
    await write(bob, 'api_client.created', 'vpc_e2e_three');
    // a change: Before and After say the changed fields in words, not JSON (issue 38 point 8)
    await db.transaction().execute((tx) =>
      recordStaffAction(tx, {
        actor: { staffId: bob.staffId, email: bob.email },
        action: 'document.approved',
        subjectType: 'document',
        subjectId: 'e2e-words',
        before: { status: 'pending', fileName: 'words.pdf', vendorNum: 10001 },
        after: { status: 'approved', fileName: 'words.pdf', vendorNum: 10001 },
        ip: '127.0.0.1',
      }),
    );
    await db.destroy();

    const { page, context } = await openStaffPage(browser, 'read_only');
    await page.goto('/staff/audit');
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await expect(page.getByRole('row', { name: /vpc_e2e_three/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const changed = page.getByRole('row', { name: /document e2e-words/ });
    await expect(changed).toContainText('Status: pending');
    await expect(changed).toContainText('Status: approved');
    await expect(changed).not.toContainText('words.pdf');
    await expect(changed).not.toContainText('{');
    await expect(page.getByRole('row', { name: /vpc_e2e_three/ })).toContainText('Name: vpc_e2e_three');

    await page.getByRole('combobox', { name: 'Staff member' }).click();
    await page.getByRole('option', { name: alice.email }).click();
    await page.getByRole('combobox', { name: 'Action' }).fill('api_client.created');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByRole('status')).toHaveText('2 rows shown.');
    const grid = page.getByRole('table', { name: 'Audit log' });
    await expect(grid.getByRole('row', { name: /vpc_e2e_two/ })).toBeVisible();
    await expect(grid.getByRole('row', { name: /vpc_e2e_one/ })).toBeVisible();
    await expect(grid.getByRole('row', { name: /vpc_e2e_three/ })).toHaveCount(0);
    await expect(grid.getByRole('row', { name: /api_client\.revoked/ })).toHaveCount(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet('Audit log')!;
    expect(sheet.rowCount).toBe(3);
    const rows = [2, 3].map((i) => sheet.getRow(i));
    expect(rows.map((r) => r.getCell(3).value)).toEqual([alice.email, alice.email]);
    expect(rows.map((r) => r.getCell(4).value)).toEqual(['api_client.created', 'api_client.created']);
    // newest first, as the screen shows them
    expect(rows.map((r) => r.getCell(8).value)).toEqual(['vpc_e2e_two', 'vpc_e2e_one']);
    await context.close();
  });

  test("the vendor filter finds a document approved in the console, with the vendor's number (issue 38 point 7)", async ({
    browser,
  }) => {
    const db = openE2eDb();
    const fileName = `audit-vendor-${Date.now()}.pdf`;
    let vendor: { vendorId: number; vendorNum: number };
    try {
      vendor = await createVendor(db, 'Audit Filter Plumbing');
      await db
        .insertInto('order_documents')
        .values({
          ord_num: null,
          vendor_id: vendor.vendorId,
          type_code: 'General',
          file_name: fileName,
          file_extension: 'pdf',
          content_type: 'application/pdf',
          size_bytes: 9,
          blob_key: `order-documents/vendor-${vendor.vendorId}/${fileName}`,
          input_by: 'Pat Vendor',
        })
        .execute();
    } finally {
      await db.destroy();
    }
    const manager = await openStaffPage(browser, 'vendor_manager');
    await manager.page.goto(`/staff/documents?q=${fileName}`);
    await expect(manager.page.getByRole('heading', { level: 2, name: fileName })).toBeVisible();
    await manager.page.getByRole('button', { name: 'Approve' }).click();
    await expect(manager.page.getByText(`${fileName} approved.`)).toBeVisible();
    await manager.context.close();

    const { page, context } = await openStaffPage(browser, 'read_only');
    await page.goto('/staff/audit');
    await page.getByLabel('Vendor number').fill(String(vendor.vendorNum));
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByRole('status')).toHaveText('1 row shown.');
    const row = page
      .getByRole('table', { name: 'Audit log' })
      .getByRole('row', { name: /document\.approved/ });
    await expect(row).toContainText(`${vendor.vendorNum} Audit Filter Plumbing`);
    await expect(row).toContainText('Status: approved');
    await context.close();
  });

  test('at 375 px the screen fits and passes axe; roles other than Administrator and Read-only do not see it', async ({
    browser,
  }) => {
    const { page, context } = await openStaffPage(browser, 'administrator', { width: 375, height: 800 });
    await page.goto('/staff/audit');
    await expect(page.getByRole('button', { name: 'Apply filters' })).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    const manager = await openStaffPage(browser, 'vendor_manager');
    await manager.page.goto('/staff/audit');
    await expect(
      manager.page.getByText('Only Administrators and Read-only staff see the audit log.'),
    ).toBeVisible();
    await expect(manager.page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await manager.context.close();
  });
});
