// The staff console's document review over real HTTP and PostgreSQL (decision 059): the pending queue
// oldest first by keyset pages, the preview's bytes and headers, approval and rejection seen through
// the vendor's own calls, the event with the staff actor, the audit row with before and after in the
// same change, 409 for a decided document, 400 for a missing or too long reason and 404 for an unknown
// one (nothing changed, nothing recorded), and the roles (the full matrix is in staff-api.test.ts).
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getApprovedDocumentsCall,
  getApprovedDocumentsResponse,
  getCompanyDocumentsCall,
  getCompanyDocumentsResponse,
  getPendingDocumentsCall,
  getPendingDocumentsResponse,
  staffDocumentQueueCall,
  staffDocumentQueueResponse,
  staffQueueDocumentSchema,
  callUrl,
  listAuditCall,
} from '@vp/contracts';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { eventsOf } from '../../../test/events.ts';
import { addTestOrder, addUploadedDocument, type DocumentKind } from '../../../test/fixtures/index.ts';
import { staffSession } from '../../../test/staff-client.ts';

const DOCS = staffDocumentQueueCall.path;

const server = testServerForFile();
let manager: Awaited<ReturnType<typeof staffSession>>;
let reader: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  manager = await staffSession(server, 'vendor_manager');
  reader = await staffSession(server, 'read_only');
});

async function vendor() {
  const user = await server.signIn();
  const order = await addTestOrder(server.db, user.vendorId);
  return { ...user, order };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A document as an upload leaves it: its bytes in the blob store and its pending row. */
const uploaded = (vendorId: number, ordNum: number | null, kind: DocumentKind = {}) =>
  addUploadedDocument(server, vendorId, ordNum, kind);

const as = (session: { cookie: string }, path: string, init: { method?: string; body?: unknown } = {}) =>
  api(server, path, { ...init, headers: { cookie: session.cookie } });
const approve = (id: number, session = manager) => as(session, `${DOCS}/${id}/approve`, { method: 'POST' });
const reject = (id: number, body: unknown, session = manager) =>
  as(session, `${DOCS}/${id}/reject`, { method: 'POST', body });

const rowOf = (id: number) =>
  server.db
    .selectFrom('order_documents')
    .select(['status', 'rejection_reason as reason', 'version', 'reviewed_by as reviewedBy'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const auditOf = (id: number) =>
  server.db
    .selectFrom('staff_audit_log')
    .select(['action', 'staff_id as staffId', 'staff_email as staffEmail', 'before', 'after'])
    .where('subject_type', '=', 'document')
    .where('subject_id', '=', String(id))
    .orderBy('id')
    .execute();

/** Every pending document, page by page (`limit` a page), and the pages' count of the whole queue. */
async function wholeQueue(limit: number) {
  const ids: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let pendingCount: number;
  do {
    const res = await as(reader, `${DOCS}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status, res.text).toBe(200);
    const page = staffDocumentQueueResponse.parse(res.json);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((d) => d.id));
    ({ nextCursor: cursor, pendingCount } = page);
    pages++;
  } while (cursor !== null);
  return { ids, pages, pendingCount };
}

describe('the review queue', () => {
  it('lists the pending documents of every vendor oldest first, by keyset pages, with what the row shows', async () => {
    const [a, b] = [await vendor(), await vendor()];
    const first = await uploaded(a.vendorId, a.order.ordNum, { type: 'Vendor Invoice' });
    const second = await uploaded(b.vendorId, null, { type: 'W-9' });
    const third = await uploaded(a.vendorId, null);
    const decided = await uploaded(b.vendorId, b.order.ordNum);
    expect((await approve(decided.id)).status).toBe(200);

    const queue = await wholeQueue(2);
    expect(queue.ids).toEqual([...queue.ids].sort((x, y) => x - y));
    expect(new Set(queue.ids).size).toBe(queue.ids.length);
    expect(queue.ids.filter((id) => [first.id, second.id, third.id, decided.id].includes(id))).toEqual([
      first.id,
      second.id,
      third.id,
    ]);
    expect(queue.pendingCount).toBe(queue.ids.length);
    expect(queue.pages).toBe(Math.ceil(queue.ids.length / 2));

    const all = staffDocumentQueueResponse.parse((await as(reader, `${DOCS}?limit=500`)).json);
    expect(all.items.find((d) => d.id === first.id)).toEqual({
      id: first.id,
      status: 'pending',
      rejectionReason: null,
      vendor: { id: a.vendorId, vendorNum: a.vendorNum, company: expect.any(String) },
      workOrder: { ordNum: a.order.ordNum, poNum: a.order.poNum },
      type: 'Vendor Invoice',
      fileName: expect.stringMatching(/^doc-\d+\.pdf$/),
      contentType: 'application/pdf',
      sizeBytes: first.bytes.length,
      inputBy: 'Pat Vendor',
      comment: '',
      uploadedAt: expect.any(String),
      reviewedAt: null,
      // not a compliance document (compliance-review-view.ts)
      compliance: null,
    });
    expect(all.items.find((d) => d.id === second.id)?.workOrder).toBeNull();
  });

  it('is oldest first by upload time, not by id: a document recorded later but uploaded earlier comes first (issue 38 point 6)', async () => {
    const v = await vendor();
    const newer = await uploaded(v.vendorId, v.order.ordNum);
    const older = await uploaded(v.vendorId, null);
    // the second row's upload is a day before the first's (as a company's import of older uploads)
    await server.db
      .updateTable('order_documents')
      .set({ created_at: sql<Date>`now() - interval '1 day'` })
      .where('id', '=', older.id)
      .execute();
    const queue = await wholeQueue(1);
    const mine = queue.ids.filter((id) => id === newer.id || id === older.id);
    expect(mine).toEqual([older.id, newer.id]);
    const res = await as(reader, `${DOCS}?cursor=${encodeURIComponent('12')}`);
    expect(res.status).toBe(400);
  });

  it('finds pending documents by part of the file name, vendor name or PO number, or the vendor number', async () => {
    const v = await vendor();
    const doc = await uploaded(v.vendorId, v.order.ordNum);
    const company = await server.db
      .selectFrom('vendors')
      .select('company')
      .where('id', '=', v.vendorId)
      .executeTakeFirstOrThrow();
    const fileName = doc.fileName;
    for (const q of [fileName, v.order.poNum, String(v.vendorNum), company.company]) {
      const page = staffDocumentQueueResponse.parse(
        (await as(reader, `${DOCS}?q=${encodeURIComponent(q)}`)).json,
      );
      expect(
        page.items.map((d) => d.id),
        q,
      ).toContain(doc.id);
      if (q !== company.company)
        expect(
          page.items.every((d) => d.vendor.id === v.vendorId),
          q,
        ).toBe(true);
    }
    // LIKE's own characters are plain text
    const none = staffDocumentQueueResponse.parse(
      (await as(reader, `${DOCS}?q=${encodeURIComponent('%_%')}`)).json,
    );
    expect(none.items).toEqual([]);
  });

  it('refuses a bad cursor, page size or search with 400', async () => {
    for (const query of ['cursor=abc', 'limit=0', 'limit=501', 'cursor=-1', 'q=', `q=${'x'.repeat(101)}`])
      expect((await as(reader, `${DOCS}?${query}`)).status, query).toBe(400);
  });
});

describe("a document's bytes for the preview", () => {
  it('serves PDFs and images inline with their type, nosniff and a sandbox CSP, anything else as a download', async () => {
    const v = await vendor();
    const pdf = await uploaded(v.vendorId, v.order.ordNum);
    const png = await uploaded(v.vendorId, null, { contentType: 'image/png', ext: 'png', bytes: PNG });
    const zip = await uploaded(v.vendorId, null, {
      contentType: 'application/zip',
      ext: 'zip',
      bytes: Buffer.from('PK\x03\x04 not really'),
    });
    for (const [doc, type] of [
      [pdf, 'application/pdf'],
      [png, 'image/png'],
    ] as const) {
      const res = await fetch(`${server.url}${DOCS}/${doc.id}/content`, {
        headers: { cookie: reader.cookie },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="doc-\d+\.(pdf|png)"/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toMatch(/sandbox/);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await res.arrayBuffer()).equals(doc.bytes)).toBe(true);
    }
    const res = await fetch(`${server.url}${DOCS}/${zip.id}/content`, { headers: { cookie: reader.cookie } });
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect((await as(reader, `${DOCS}/2147483000/content`)).status).toBe(404);
  });
});

describe('deciding a document', () => {
  it('approves: the vendor sees it Approved, the event names the staff member, the audit row has before and after', async () => {
    const v = await vendor();
    const doc = await uploaded(v.vendorId, v.order.ordNum);
    const res = await approve(doc.id);
    expect(res.status, res.text).toBe(200);
    expect(staffQueueDocumentSchema.parse(res.json)).toMatchObject({ id: doc.id, status: 'approved' });
    expect(await rowOf(doc.id)).toMatchObject({
      status: 'approved',
      version: 2,
      reviewedBy: `staff:${manager.staffId}`,
    });

    const approved = getApprovedDocumentsResponse.parse(
      (
        await server.call(
          getApprovedDocumentsCall,
          { params: { ordNum: v.order.ordNum } },
          { as: { token: v.token } },
        )
      ).json,
    );
    expect(approved.vendorDocuments.map((d) => [d.id, d.status])).toEqual([[doc.id, 'approved']]);

    expect(await eventsOf(server.db, v.vendorId)).toEqual([
      {
        type: 'document.approved',
        vendorId: v.vendorId,
        actorKind: 'staff',
        actorId: manager.staffId,
        subject: { documentId: doc.id, ordNum: v.order.ordNum },
        data: {},
      },
    ]);
    const audit = await auditOf(doc.id);
    expect(audit).toEqual([
      {
        action: 'document.approved',
        staffId: manager.staffId,
        staffEmail: manager.email,
        before: expect.objectContaining({ status: 'pending', rejectionReason: null, ordNum: v.order.ordNum }),
        after: expect.objectContaining({ status: 'approved', rejectionReason: null }),
      },
    ]);
    // the audit log's vendor filter finds it (issue 38 point 7)
    const byVendor = await as(
      reader,
      callUrl(listAuditCall, { query: { source: 'staff', vendorNum: v.vendorNum } }),
    );
    expect(byVendor.status, byVendor.text).toBe(200);
    expect(
      (byVendor.json.items as { action: string; vendorNum: number }[]).map((e) => [e.action, e.vendorNum]),
    ).toEqual([['document.approved', v.vendorNum]]);
    // no longer in the queue
    const queue = await wholeQueue(500);
    expect(queue.ids).not.toContain(doc.id);
  });

  it('rejects with the reason (trimmed) that the vendor reads in its company documents', async () => {
    const v = await vendor();
    const doc = await uploaded(v.vendorId, null, { type: 'W-9' });
    const admin = await staffSession(server, 'administrator');
    const res = await reject(doc.id, { reason: '  The certificate has expired.  ' }, admin);
    expect(res.status, res.text).toBe(200);
    const companyDocs = getCompanyDocumentsResponse.parse(
      (await server.call(getCompanyDocumentsCall, {}, { as: { token: v.token } })).json,
    );
    expect(companyDocs.documents.map((d) => [d.id, d.status, d.rejectionReason])).toEqual([
      [doc.id, 'rejected', 'The certificate has expired.'],
    ]);
    const events = await eventsOf(server.db, v.vendorId);
    expect(events.map((e) => [e.type, e.actorKind, e.actorId, e.data])).toEqual([
      ['document.rejected', 'staff', admin.staffId, { reason: 'The certificate has expired.' }],
    ]);
    expect(await auditOf(doc.id)).toEqual([
      {
        action: 'document.rejected',
        staffId: admin.staffId,
        staffEmail: admin.email,
        before: expect.objectContaining({ status: 'pending', rejectionReason: null }),
        after: expect.objectContaining({
          status: 'rejected',
          rejectionReason: 'The certificate has expired.',
        }),
      },
    ]);
  });

  it('a rejected work-order document shows its reason in the Pending approval list', async () => {
    const v = await vendor();
    const doc = await uploaded(v.vendorId, v.order.ordNum, { type: 'Vendor Invoice' });
    expect((await reject(doc.id, { reason: 'Wrong total' })).status).toBe(200);
    const pending = getPendingDocumentsResponse.parse(
      (
        await server.call(
          getPendingDocumentsCall,
          { params: { ordNum: v.order.ordNum } },
          { as: { token: v.token } },
        )
      ).json,
    );
    expect(pending.unapprovedDocuments.map((d) => [d.id, d.status, d.rejectionReason])).toEqual([
      [doc.id, 'rejected', 'Wrong total'],
    ]);
  });

  it('answers 409 with a clear message for a document already decided, and changes nothing', async () => {
    const v = await vendor();
    const doc = await uploaded(v.vendorId, v.order.ordNum);
    expect((await approve(doc.id)).status).toBe(200);
    for (const res of [await approve(doc.id), await reject(doc.id, { reason: 'Too late' })]) {
      expect(res.status, res.text).toBe(409);
      expect(res.json.code).toBe('already-decided');
      expect(String(res.json.message)).toMatch(/already approved .*no longer in the review queue/);
    }
    expect(await rowOf(doc.id)).toMatchObject({ status: 'approved', reason: null, version: 2 });
    expect((await eventsOf(server.db, v.vendorId)).map((e) => e.type)).toEqual(['document.approved']);
    expect(await auditOf(doc.id)).toHaveLength(1);

    const other = await uploaded(v.vendorId, null);
    expect((await reject(other.id, { reason: 'Unreadable scan' })).status).toBe(200);
    const again = await approve(other.id);
    expect(again.status).toBe(409);
    expect(String(again.json.message)).toMatch(/already rejected/);
  });

  it('answers 400 for a missing, empty or too long reason and 404 for an unknown document, changing nothing', async () => {
    const v = await vendor();
    const doc = await uploaded(v.vendorId, v.order.ordNum);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(1001) }, { reason: 5 }]) {
      const res = await reject(doc.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(String(res.json.message)).toMatch(/reason/i);
    }
    expect(await rowOf(doc.id)).toMatchObject({ status: 'pending', version: 1 });
    expect(await eventsOf(server.db, v.vendorId)).toEqual([]);
    expect(await auditOf(doc.id)).toEqual([]);

    for (const res of [await approve(2147483000), await reject(2147483000, { reason: 'No' })]) {
      expect(res.status).toBe(404);
      expect(String(res.json.message)).toMatch(/no document with this id/);
    }
  });

  it('lets every role read the queue but only Vendor managers and Administrators decide', async () => {
    const v = await vendor();
    const doc = await uploaded(v.vendorId, v.order.ordNum);
    for (const role of ['read_only', 'accounts_payable'] as const) {
      const session = await staffSession(server, role);
      expect((await as(session, DOCS)).status).toBe(200);
      expect((await as(session, `${DOCS}/${doc.id}/content`)).status).toBe(200);
      expect((await approve(doc.id, session)).status).toBe(403);
      expect((await reject(doc.id, { reason: 'No' }, session)).status).toBe(403);
    }
    expect(await rowOf(doc.id)).toMatchObject({ status: 'pending', version: 1 });
    expect((await api(server, DOCS, { token: v.token })).status).toBe(401);
  });
});
