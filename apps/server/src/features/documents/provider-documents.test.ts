// The provider API's document review over real HTTP and PostgreSQL (decision 054): the pending queue
// oldest first, one document with its ETag and its bytes, approval seen in the vendor's Approved list
// and company documents, a rejection seen with its reason, a second vendor's documents never mixed in,
// stale If-Match, Idempotency-Key replay, bad input that changes nothing, and the events.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callUrl,
  deleteDocumentCall,
  getApprovedDocumentsCall,
  getApprovedDocumentsResponse,
  getCompanyDocumentsCall,
  getCompanyDocumentsResponse,
  getPendingDocumentsCall,
  getPendingDocumentsResponse,
  listProviderDocumentsCall,
  providerDocumentSchema,
  providerPageSchema,
} from '@vp/contracts';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { eventsOf } from '../../../test/events.ts';
import { addTestOrder, addUploadedDocument } from '../../../test/fixtures/index.ts';
import { providerClient, type ProviderTestClient } from '../../../test/provider-client.ts';

const DOCS = listProviderDocumentsCall.path;
const pageSchema = providerPageSchema(providerDocumentSchema);

const server = testServerForFile();
let writer: ProviderTestClient;
let reader: ProviderTestClient;

beforeAll(async () => {
  writer = await providerClient(server, ['documents:write', 'documents:read']);
  reader = await providerClient(server, ['documents:read']);
});

/** A signed-in vendor with the company's external id and a work order of its own. */
async function vendor() {
  const user = await server.signIn();
  const externalId = `V-${user.vendorNum}`;
  await server.db
    .updateTable('vendors')
    .set({ external_id: externalId })
    .where('id', '=', user.vendorId)
    .execute();
  const order = await addTestOrder(server.db, user.vendorId);
  return { ...user, externalId, order };
}

/** A document as an upload leaves it: its verified bytes in the blob store and its pending row. */
const uploaded = (vendorId: number, ordNum: number | null, type = 'General') =>
  addUploadedDocument(server, vendorId, ordNum, { type });

const expectProblem = (res: Awaited<ReturnType<typeof api>>, status: number, detail?: RegExp) => {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  if (detail) expect(String(res.json.detail)).toMatch(detail);
};

const review = (
  id: number,
  body: unknown,
  init: { headers?: Record<string, string>; idempotencyKey?: string } = {},
) => writer.call('PUT', `${DOCS}/${id}/review`, { body, ...init });

const statusOf = async (id: number) =>
  await server.db
    .selectFrom('order_documents')
    .select(['status', 'rejection_reason as reason', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('the scope matrix', () => {
  it('answers 401 without a token and for a vendor session, 403 without the scope', async () => {
    const v = await vendor();
    const doc = await uploaded(v.vendorId, v.order.ordNum);
    const others = await providerClient(server, ['vendors:read', 'announcements:write']);
    const calls = [
      { method: 'GET', path: DOCS, scope: 'documents:read' },
      { method: 'GET', path: `${DOCS}/${doc.id}`, scope: 'documents:read' },
      { method: 'GET', path: `${DOCS}/${doc.id}/content`, scope: 'documents:read' },
      { method: 'PUT', path: `${DOCS}/${doc.id}/review`, scope: 'documents:write' },
    ] as const;
    for (const call of calls) {
      const init = {
        method: call.method,
        ...(call.method === 'PUT' ? { body: { status: 'approved' } } : {}),
      };
      expectProblem(await api(server, call.path, init), 401);
      expectProblem(await api(server, call.path, { ...init, token: v.token }), 401);
      expectProblem(await others.call(call.method, call.path, init), 403, new RegExp(call.scope));
    }
    expectProblem(
      await reader.call('PUT', `${DOCS}/${doc.id}/review`, { body: { status: 'approved' } }),
      403,
    );
    expect(await statusOf(doc.id)).toMatchObject({ status: 'pending', version: 1 });
  });
});

describe('the review queue and one document', () => {
  it('lists pending documents oldest first by cursor, filtered by vendor and updated_since, never mixing vendors', async () => {
    const [a, b] = [await vendor(), await vendor()];
    const aDocs = [
      await uploaded(a.vendorId, a.order.ordNum),
      await uploaded(a.vendorId, null, 'W-9'),
      await uploaded(a.vendorId, a.order.ordNum, 'Photos'),
    ];
    const bDoc = await uploaded(b.vendorId, b.order.ordNum);

    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await reader.call(
        'GET',
        `${DOCS}?status=pending&vendor=${a.externalId}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status, res.text).toBe(200);
      const page = pageSchema.parse(res.json);
      expect(page.items.length).toBeLessThanOrEqual(2);
      for (const d of page.items) expect(d.vendor.externalId).toBe(a.externalId);
      seen.push(...page.items.map((d) => d.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(aDocs.map((d) => d.id));

    const all = pageSchema.parse((await reader.call('GET', `${DOCS}?status=pending&limit=1000`)).json);
    const ids = all.items.map((d) => d.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ids).toContain(bDoc.id);
    expect(all.items.find((d) => d.id === bDoc.id)!.vendor.externalId).toBe(b.externalId);

    const future = new Date(Date.now() + 60_000).toISOString();
    const none = await reader.call('GET', `${DOCS}?updated_since=${encodeURIComponent(future)}`);
    expect(none.json).toEqual({ items: [], nextCursor: null });
    expectProblem(await reader.call('GET', `${DOCS}?vendor=NO-SUCH-VENDOR`), 404);
    expectProblem(await reader.call('GET', `${DOCS}?status=lost`), 400);
    expectProblem(await reader.call('GET', `${DOCS}?cursor=garbage`), 400);
  });

  it('reads one with its ETag, work order and vendor, and streams its bytes from our origin', async () => {
    const v = await vendor();
    const doc = await uploaded(v.vendorId, v.order.ordNum, 'Vendor Invoice');
    const res = await reader.call('GET', `${DOCS}/${doc.id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('etag')).toBe('"1"');
    const read = providerDocumentSchema.parse(res.json);
    expect(read).toMatchObject({
      id: doc.id,
      status: 'pending',
      rejectionReason: null,
      vendor: { externalId: v.externalId, vendorNum: v.vendorNum },
      workOrder: { poNum: v.order.poNum },
      type: 'Vendor Invoice',
      sizeBytes: doc.bytes.length,
      reviewedAt: null,
      contentPath: `${DOCS}/${doc.id}/content`,
    });
    const content = await fetch(server.url + read.contentPath, {
      headers: { authorization: `Bearer ${reader.token}` },
    });
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toBe('application/pdf');
    expect(content.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(Buffer.from(await content.arrayBuffer()).equals(doc.bytes)).toBe(true);

    expectProblem(await reader.call('GET', `${DOCS}/999999999`), 404);
    expectProblem(await reader.call('GET', `${DOCS}/999999999/content`), 404);
    expectProblem(await reader.call('GET', `${DOCS}/abc`), 400);
    expectProblem(await reader.call('GET', `${DOCS}/99999999999999999999`), 400);
  });
});

describe('PUT /provider/v1/documents/:documentId/review', () => {
  it("approves: the vendor's Approved list has it and the Pending approval list no longer does", async () => {
    const v = await vendor();
    const doc = await uploaded(v.vendorId, v.order.ordNum);
    const res = await review(doc.id, { status: 'approved' }, { headers: { 'if-match': '"1"' } });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('etag')).toBe('"2"');
    expect(providerDocumentSchema.parse(res.json)).toMatchObject({
      status: 'approved',
      rejectionReason: null,
    });
    expect(providerDocumentSchema.parse(res.json).reviewedAt).not.toBeNull();

    const asVendor = (path: string) => api(server, path, { token: v.token });
    const approved = getApprovedDocumentsResponse.parse(
      (await asVendor(callUrl(getApprovedDocumentsCall, { params: { ordNum: v.order.ordNum } }))).json,
    );
    expect(approved.vendorDocuments.map((d) => [d.id, d.status])).toEqual([[doc.id, 'approved']]);
    const pending = getPendingDocumentsResponse.parse(
      (await asVendor(callUrl(getPendingDocumentsCall, { params: { ordNum: v.order.ordNum } }))).json,
    );
    expect(pending.unapprovedDocuments).toEqual([]);
    // an approved document is the company's: the vendor cannot remove it
    expect((await asVendor(callUrl(deleteDocumentCall, { params: { id: doc.id } }))).status).toBe(409);

    expect(await eventsOf(server.db, v.vendorId)).toEqual([
      {
        type: 'document.approved',
        vendorId: v.vendorId,
        actorKind: 'provider',
        actorId: null,
        subject: { documentId: doc.id, ordNum: v.order.ordNum },
        data: {},
      },
    ]);
  });

  it('rejects with a reason the vendor reads, in the Pending approval list and in its company documents', async () => {
    const [v, other] = [await vendor(), await vendor()];
    const orderDoc = await uploaded(v.vendorId, v.order.ordNum, 'Vendor Invoice');
    const companyDoc = await uploaded(v.vendorId, null, 'W-9');
    const otherDoc = await uploaded(other.vendorId, other.order.ordNum);
    const reason = 'The invoice total does not match the NTE; send a corrected invoice.';
    expect((await review(orderDoc.id, { status: 'rejected', reason })).status).toBe(200);
    const company = await review(companyDoc.id, { status: 'rejected', reason: '  Expired certificate  ' });
    expect(providerDocumentSchema.parse(company.json).rejectionReason).toBe('Expired certificate');

    const asVendor = (path: string, token = v.token) => api(server, path, { token });
    const pending = getPendingDocumentsResponse.parse(
      (await asVendor(callUrl(getPendingDocumentsCall, { params: { ordNum: v.order.ordNum } }))).json,
    );
    expect(pending.unapprovedDocuments.map((d) => [d.id, d.status, d.rejectionReason])).toEqual([
      [orderDoc.id, 'rejected', reason],
    ]);
    const companyDocs = getCompanyDocumentsResponse.parse(
      (await asVendor(getCompanyDocumentsCall.path)).json,
    );
    expect(companyDocs.documents.map((d) => [d.id, d.status, d.rejectionReason])).toEqual([
      [companyDoc.id, 'rejected', 'Expired certificate'],
    ]);
    // the other vendor's lists hold only its own, untouched document
    const otherPending = getPendingDocumentsResponse.parse(
      (
        await asVendor(
          callUrl(getPendingDocumentsCall, { params: { ordNum: other.order.ordNum } }),
          other.token,
        )
      ).json,
    );
    expect(otherPending.unapprovedDocuments.map((d) => [d.id, d.status])).toEqual([[otherDoc.id, 'pending']]);
    expect(
      getCompanyDocumentsResponse.parse((await asVendor(getCompanyDocumentsCall.path, other.token)).json)
        .documents,
    ).toEqual([]);
    expect(
      (await asVendor(callUrl(getPendingDocumentsCall, { params: { ordNum: v.order.ordNum } }), other.token))
        .status,
    ).toBe(404);

    const events = await eventsOf(server.db, v.vendorId);
    expect(events.map((e) => [e.type, e.actorKind, e.data])).toEqual([
      ['document.rejected', 'provider', { reason }],
      ['document.rejected', 'provider', { reason: 'Expired certificate' }],
    ]);
    expect(await eventsOf(server.db, other.vendorId)).toEqual([]);

    // the vendor may remove a rejected document and upload a new one in its place
    expect((await asVendor(callUrl(deleteDocumentCall, { params: { id: orderDoc.id } }))).status).toBe(200);
    expectProblem(await review(orderDoc.id, { status: 'approved' }), 404);
  });

  it('takes If-Match (412 when stale, nothing changed), replays an Idempotency-Key, and is a no-op when repeated', async () => {
    const v = await vendor();
    const doc = await uploaded(v.vendorId, v.order.ordNum);
    const key = `review-${doc.id}`;
    const first = await review(
      doc.id,
      { status: 'rejected', reason: 'Blurry photo' },
      { idempotencyKey: key },
    );
    expect(first.status, first.text).toBe(200);
    const replay = await review(
      doc.id,
      { status: 'rejected', reason: 'Blurry photo' },
      { idempotencyKey: key },
    );
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.json).toEqual(first.json);
    expectProblem(await review(doc.id, { status: 'approved' }, { idempotencyKey: key }), 422);

    expectProblem(await review(doc.id, { status: 'approved' }, { headers: { 'if-match': '"1"' } }), 412);
    expect(await statusOf(doc.id)).toEqual({ status: 'rejected', reason: 'Blurry photo', version: 2 });

    // the same review again: 200, same version, no second event
    const again = await review(doc.id, { status: 'rejected', reason: 'Blurry photo' });
    expect([again.status, again.headers.get('etag')]).toEqual([200, '"2"']);
    // the company changes its mind with the current ETag
    const approved = await review(doc.id, { status: 'approved' }, { headers: { 'if-match': '"2"' } });
    expect([approved.status, approved.headers.get('etag')]).toEqual([200, '"3"']);
    expect((await eventsOf(server.db, v.vendorId)).map((e) => e.type)).toEqual([
      'document.rejected',
      'document.approved',
    ]);
  });

  it('refuses bad input with a clear 400 naming the field, and changes nothing', async () => {
    const v = await vendor();
    const doc = await uploaded(v.vendorId, v.order.ordNum);
    for (const body of [
      {},
      { status: 'pending' },
      { status: 'rejected' },
      { status: 'rejected', reason: '   ' },
      { status: 'rejected', reason: 'x'.repeat(1001) },
      { status: 'approved', reason: 'extra' },
      { status: 'approved', extra: 1 },
    ]) {
      const res = await review(doc.id, body);
      expectProblem(res, 400);
    }
    expectProblem(await review(doc.id, { status: 'rejected' }), 400, /reason/);
    expectProblem(await review(doc.id, { status: 'approved' }, { headers: { 'if-match': 'W/"1"' } }), 400);
    expectProblem(await review(999999999, { status: 'approved' }), 404);
    expect(await statusOf(doc.id)).toEqual({ status: 'pending', reason: null, version: 1 });
    expect(await eventsOf(server.db, v.vendorId)).toEqual([]);
  });
});
