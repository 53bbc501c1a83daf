// The staff console's Document review in Chromium against the real server (issue 18 point 2,
// decision 059): the demo vendor uploads a PDF and an image on a work order; a Vendor manager's
// console finds them in the queue, shows the image as <img> and draws the PDF's page on a canvas with
// pdf.js (whose code is downloaded only once a PDF is previewed), approves the PDF and rejects the
// image with a reason; the vendor's Documents, in a second browser context, show the first Approved
// and the second "Rejected: <reason>". Axe scans at 1280 and 375 px, and no sideways scroll at 375.
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { documentRejectedText } from '@vp/contracts';
import { DEMO_VENDOR_NUM } from '../apps/server/src/demo/seed-demo.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { openE2eDb } from './e2e-db.ts';
import { expect, test } from './fixtures.ts';
import { quietDemoCrewLine } from './provider-api.ts';
import { openStaffPage } from './staff-session.ts';
import { openSection, openWorkOrder, uploadDocuments } from './work-order-details-page.ts';

/** A one-page PDF whose page is a red square on white: something for the canvas to show. */
function redSquarePdf(): Buffer {
  const content = '1 0 0 rg 20 20 160 160 re f\n';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A real 40 x 30 PNG, all blue. */
function bluePng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(typed));
    return Buffer.concat([length, typed, sum]);
  };
  const [width, height] = [40, 30];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x20, 0x40, 0xd0]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether the first PDF page's canvas has red pixels drawn in its middle. */
const canvasHasRed = (page: Page) =>
  page
    .getByTestId('pdf-page')
    .first()
    .evaluate((canvas) => {
      const c = canvas as HTMLCanvasElement;
      const context = c.getContext('2d');
      if (!context || c.width === 0) return false;
      const [r, g, b] = context.getImageData(Math.floor(c.width / 2), Math.floor(c.height / 2), 1, 1).data;
      return r! > 200 && g! < 60 && b! < 60;
    });

const queueRows = (page: Page) =>
  page.getByRole('list', { name: /^Pending documents/ }).getByRole('listitem');
const previewHeading = (page: Page) => page.getByRole('heading', { level: 2 });

test.describe('Document review in the staff console', () => {
  test.describe.configure({ timeout: 180_000 });

  test("a Vendor manager previews, approves and rejects; the vendor's Documents show it at once", async ({
    signedInPage: vendorPage,
    browser,
  }) => {
    const line = await quietDemoCrewLine(2);
    const stamp = Date.now();
    const pdfName = `signed-sheet-${stamp}.pdf`;
    const imageName = `site-photo-${stamp}.png`;
    const reason = 'The photo does not show the finished work; please upload another.';

    await openWorkOrder(vendorPage, line);
    await uploadDocuments(vendorPage, [
      { name: pdfName, mimeType: 'application/pdf', buffer: redSquarePdf() },
      { name: imageName, mimeType: 'image/png', buffer: bluePng() },
    ]);

    const { page, context } = await openStaffPage(browser, 'vendor_manager');
    try {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      // the server's CSP lets pdf.js and its worker run as they are (nothing refused, no fake worker)
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|fake worker|Setting up fake worker/i.test(message.text()))
          refused.push(message.text());
      });

      // the image, opened by a link that searches the queue: shown as <img>, and no pdf.js downloaded
      await page.goto(`/staff/documents?q=${encodeURIComponent(imageName)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Document review' })).toBeVisible();
      await expect(queueRows(page)).toHaveCount(1);
      await expect(previewHeading(page)).toHaveText(imageName);
      const image = page.getByRole('img', { name: new RegExp(imageName.replace(/\./g, '\\.')) });
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(40);
      expect(requested.filter((url) => /pdf-pages|pdf\.worker/.test(url))).toEqual([]);

      // both documents of this upload; the PDF drawn on a canvas, from our own origin
      const search = page.getByLabel('Find a document');
      await search.fill(String(stamp));
      await expect(queueRows(page)).toHaveCount(2);
      await queueRows(page).filter({ hasText: pdfName }).getByRole('button').click();
      await expect(previewHeading(page)).toHaveText(pdfName);
      await expect(page.getByTestId('pdf-page')).toHaveCount(1);
      await expect(page.getByTestId('pdf-page').first()).toHaveAttribute('data-rendered', 'true');
      await expect.poll(() => canvasHasRed(page)).toBe(true);
      expect(requested.some((url) => /\/assets\/pdf-pages-.*\.js$/.test(url))).toBe(true);
      expect(requested.some((url) => /\/assets\/pdf\.worker.*\.mjs$/.test(url))).toBe(true);
      const origin = new URL(page.url()).origin;
      expect(requested.filter((url) => !url.startsWith(origin))).toEqual([]);
      expect(refused).toEqual([]);

      await expect(page.getByText(line.poNum, { exact: false }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // approve the PDF: the queue moves on to the image
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(queueRows(page)).toHaveCount(1);
      await expect(previewHeading(page)).toHaveText(imageName);

      // reject the image: the reason is required
      await page.getByRole('button', { name: 'Reject…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reject document' });
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await expect(dialog.getByText('Please give the reason the vendor will read.')).toBeVisible();
      await dialog.getByLabel(/Reason for the vendor/).fill(reason);
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('No pending document matches this search.')).toBeVisible();
    } finally {
      await context.close();
    }

    // the vendor, in its own browser context, loads the Documents again
    await vendorPage.reload();
    await expect(vendorPage.getByRole('heading', { level: 1, name: 'Work Order Details' })).toBeVisible();
    const documents = await openSection(vendorPage, 'Documents');
    const approvedList = documents.getByRole('table', { name: 'Approved documents' });
    const pendingList = documents.getByRole('table', { name: 'Pending approval documents' });
    await expect(approvedList.getByRole('cell', { name: pdfName, exact: true })).toBeVisible();
    const rejectedRow = pendingList.locator('tbody tr').filter({ hasText: imageName });
    await expect(rejectedRow.getByText(documentRejectedText(reason), { exact: true })).toBeVisible();
  });

  test('the queue is oldest first by upload time; a document someone else decided meanwhile is said in a toast, not above the next one (issue 38 points 6, 11)', async ({
    browser,
  }) => {
    const stamp = `race-${Date.now()}`;
    const db = openE2eDb();
    try {
      const vendor = await db
        .selectFrom('vendors')
        .select('id')
        .where('vendor_num', '=', DEMO_VENDOR_NUM)
        .executeTakeFirstOrThrow();
      // recorded first but uploaded 11/28; recorded second but uploaded 11/27: the second comes first
      for (const [name, uploaded] of [
        [`${stamp}-uploaded-11-28.pdf`, '2025-11-28T15:00:00Z'],
        [`${stamp}-uploaded-11-27.pdf`, '2025-11-27T15:00:00Z'],
      ] as const)
        await db
          .insertInto('order_documents')
          .values({
            ord_num: null,
            vendor_id: vendor.id,
            type_code: 'General',
            file_name: name,
            file_extension: 'pdf',
            content_type: 'application/pdf',
            size_bytes: 9,
            blob_key: `order-documents/vendor-${vendor.id}/${name}`,
            input_by: 'Pat Vendor',
            created_at: new Date(uploaded),
          })
          .execute();
    } finally {
      await db.destroy();
    }
    const { page, context } = await openStaffPage(browser, 'vendor_manager');
    try {
      await page.goto(`/staff/documents?q=${stamp}`);
      await expect(queueRows(page)).toHaveCount(2);
      await expect(queueRows(page).nth(0)).toContainText(`${stamp}-uploaded-11-27.pdf`);
      await expect(queueRows(page).nth(1)).toContainText(`${stamp}-uploaded-11-28.pdf`);
      await expect(previewHeading(page)).toHaveText(`${stamp}-uploaded-11-27.pdf`);

      // another staff member approves it meanwhile
      const other = openE2eDb();
      try {
        await other
          .updateTable('order_documents')
          .set({ status: 'approved', reviewed_at: new Date(), reviewed_by: 'staff:e2e-other' })
          .where('file_name', '=', `${stamp}-uploaded-11-27.pdf`)
          .execute();
      } finally {
        await other.destroy();
      }
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(
        page.getByText(new RegExp(`${stamp}-uploaded-11-27\\.pdf: .*already approved`)),
      ).toBeVisible();
      await expect(previewHeading(page)).toHaveText(`${stamp}-uploaded-11-28.pdf`);
      const preview = page.locator('section[aria-labelledby="document-preview-heading"]');
      await expect(preview.getByText(/already approved/)).toHaveCount(0);
      await expect(preview.getByRole('button', { name: 'Approve' })).toBeEnabled();
      await expect(queueRows(page)).toHaveCount(1);
    } finally {
      await context.close();
    }
  });

  test('at 375 px the queue and the preview stack, nothing scrolls sideways, and axe finds nothing serious; a Read-only member cannot decide', async ({
    browser,
  }) => {
    const phone = await openStaffPage(browser, 'vendor_manager', { width: 375, height: 800 });
    try {
      await phone.page.goto('/staff/documents');
      await expect(phone.page.getByRole('heading', { level: 1, name: 'Document review' })).toBeVisible();
      await expect(phone.page.getByTestId('pending-count')).toBeVisible();
      // the demo's pending documents: the oldest is selected and previewed below the queue
      await expect(queueRows(phone.page).first()).toBeVisible();
      await expect(previewHeading(phone.page)).not.toHaveText('Preview');
      await expect(phone.page.getByRole('button', { name: 'Approve' })).toBeVisible();
      await expect(phone.page.getByRole('progressbar')).toHaveCount(0);
      expect(await sidewaysScroll(phone.page)).toBe(0);
      expect(await seriousViolations(phone.page)).toEqual([]);
    } finally {
      await phone.context.close();
    }
    const reader = await openStaffPage(browser, 'read_only');
    try {
      await reader.page.goto('/staff/documents');
      await expect(reader.page.getByRole('link', { name: 'Document review' })).toBeVisible();
      await expect(reader.page.getByText(/Vendor managers approve and reject documents/)).toBeVisible();
      await expect(reader.page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
      expect(await seriousViolations(reader.page)).toEqual([]);
    } finally {
      await reader.context.close();
    }
  });
});
