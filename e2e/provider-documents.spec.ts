// The README walk-through's document step (issue 17 point 7, decision 054) in Chromium: the demo
// vendor uploads two documents on a work order; the company's system (the demo API client, over HTTP)
// finds them in its review queue, approves one and rejects the other with a reason through
// PUT /provider/v1/documents/{id}/review (If-Match with the ETag of a read, an Idempotency-Key); the
// vendor's Documents, loaded again, show the first as Approved and the second as "Rejected: <reason>".
import {
  callUrl,
  documentRejectedText,
  getProviderDocumentCall,
  type ProviderDocument,
  reviewDocumentCall,
} from '@vp/contracts';
import { DEMO_VENDOR_EXTERNAL_ID } from '../apps/server/src/demo/seed-provider-demo.ts';
import { expect, test } from './fixtures.ts';
import { demoProviderSystem, quietDemoCrewLine, type ProviderSystem } from './provider-api.ts';
import { tinyPdf } from './tiny-pdf.ts';
import { openSection, openWorkOrder, uploadDocuments } from './work-order-details-page.ts';

/** Reviews a document as the README shows it: GET for the ETag, then PUT with If-Match. */
async function review(system: ProviderSystem, id: number, body: unknown) {
  const read = await system.call('GET', callUrl(getProviderDocumentCall, { params: { documentId: id } }));
  expect(read.status).toBe(200);
  const etag = read.headers.get('etag') ?? '';
  expect(etag).toMatch(/^"\d+"$/);
  const reviewed = await system.call('PUT', callUrl(reviewDocumentCall, { params: { documentId: id } }), {
    body,
    headers: { 'if-match': etag },
  });
  expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
  return { before: etag, after: reviewed.headers.get('etag'), document: reviewed.body as ProviderDocument };
}

test.describe('Document review through the provider API', () => {
  test.describe.configure({ timeout: 150_000 });

  test("an upload approved by the company shows Approved in the vendor's Documents; one rejected shows the reason", async ({
    signedInPage: page,
  }) => {
    const system = await demoProviderSystem();
    const line = await quietDemoCrewLine(1);
    // a second earlier, so that clocks read to the millisecond never leave the uploads out
    const since = new Date(Date.now() - 1000).toISOString();
    const stamp = Date.now();
    const approvedName = `signed-off-${stamp}.pdf`;
    const rejectedName = `blurry-photo-${stamp}.pdf`;
    const reason = 'The page is blank; please upload the signed sheet.';

    await openWorkOrder(page, line);
    await uploadDocuments(page, [
      { name: approvedName, mimeType: 'application/pdf', buffer: tinyPdf() },
      { name: rejectedName, mimeType: 'application/pdf', buffer: tinyPdf() },
    ]);

    // the company's review queue: the demo vendor's pending documents uploaded since
    const queue = await system.call(
      'GET',
      `/provider/v1/documents?status=pending&vendor=${DEMO_VENDOR_EXTERNAL_ID}&updated_since=${encodeURIComponent(since)}`,
    );
    expect(queue.status).toBe(200);
    const items = (queue.body as { items: ProviderDocument[] }).items;
    const approved = items.find((d) => d.fileName === approvedName);
    const rejected = items.find((d) => d.fileName === rejectedName);
    expect(approved?.workOrder?.poNum).toBe(line.poNum);
    expect(rejected?.workOrder?.poNum).toBe(line.poNum);

    const approval = await review(system, approved!.id, { status: 'approved' });
    expect(approval.document).toMatchObject({ status: 'approved', rejectionReason: null });
    expect(approval.after).not.toBe(approval.before);
    // a review sent with the ETag read before the approval is refused and changes nothing
    const stale = await system.call(
      'PUT',
      callUrl(reviewDocumentCall, { params: { documentId: approved!.id } }),
      {
        body: { status: 'rejected', reason: 'Too late' },
        headers: { 'if-match': approval.before },
      },
    );
    expect(stale.status).toBe(412);
    expect(stale.headers.get('content-type')).toMatch(/^application\/problem\+json/);

    const rejection = await review(system, rejected!.id, { status: 'rejected', reason });
    expect(rejection.document).toMatchObject({ status: 'rejected', rejectionReason: reason });

    // the vendor loads the Documents section again
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Work Order Details' })).toBeVisible();
    const documents = await openSection(page, 'Documents');
    const approvedList = documents.getByRole('table', { name: 'Approved documents' });
    const pendingList = documents.getByRole('table', { name: 'Pending approval documents' });
    await expect(approvedList.getByRole('cell', { name: approvedName, exact: true })).toBeVisible();
    await expect(pendingList.getByText(approvedName, { exact: true })).toHaveCount(0);
    // a rejected document stays under Pending approval with the company's reason under its name
    const rejectedRow = pendingList.locator('tbody tr').filter({ hasText: rejectedName });
    await expect(rejectedRow).toHaveCount(1);
    await expect(rejectedRow.getByText(documentRejectedText(reason), { exact: true })).toBeVisible();
    await expect(approvedList.getByText(rejectedName)).toHaveCount(0);
  });
});
