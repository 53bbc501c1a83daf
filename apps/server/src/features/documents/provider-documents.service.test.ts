// Document review at the service (decision 054): concurrent reviews of one document are applied one
// after the other (the same review five times: one change, one event; the version counts the changes),
// a review racing the vendor's removal ends one way or the other, never both, a commit that fails
// leaves the document as it was, and the list never mixes vendors.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../../../test/test-db.ts';
import {
  addTestOrder,
  addUploadedDocument,
  createUser,
  createVendor,
  type TestUser,
} from '../../../test/fixtures/index.ts';
import { eventsOf, failCommitsWithEvents } from '../../../test/events.ts';
import { createLocalBlobStore } from '../../platform/blobs/local-blob-store.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { deleteDocument } from './order-documents.service.ts';
import { getProviderDocument, listProviderDocuments, reviewDocument } from './provider-documents.service.ts';

let testDb: TestDb;
let dir: string;
let blobs: BlobStore;
beforeAll(async () => {
  testDb = await openTestDb({ poolMax: 8 });
  dir = await mkdtemp(join(tmpdir(), 'vp-doc-review-'));
  blobs = createLocalBlobStore({
    rootDir: dir,
    publicUrl: 'http://127.0.0.1/',
    signingSecret: 'document-review-test-secret-0123456789',
    urlTtlSeconds: 600,
    maxBytes: 1024 * 1024,
  });
});
afterAll(async () => {
  await testDb.close();
  await rm(dir, { recursive: true, force: true });
});

async function vendorWithDocument(): Promise<{ user: TestUser; documentId: number }> {
  const user = await createUser(testDb.db, (await createVendor(testDb.db)).vendorId);
  const order = await addTestOrder(testDb.db, user.vendorId);
  const document = await addUploadedDocument({ db: testDb.db, blobs }, user.vendorId, order.ordNum);
  return { user, documentId: document.id };
}

const options = (expectedVersion?: number) => ({ expectedVersion, reviewedBy: 'provider-api:test' });

it('applies five identical concurrent approvals once: one change, one event', async () => {
  const { user, documentId } = await vendorWithDocument();
  const results = await Promise.all(
    Array.from({ length: 5 }, () => reviewDocument(testDb.db, documentId, { status: 'approved' }, options())),
  );
  expect(results.map((r) => [r.status, r.version])).toEqual(Array(5).fill(['approved', 2]));
  expect((await eventsOf(testDb.db, user.vendorId)).map((e) => e.type)).toEqual(['document.approved']);
});

it('applies concurrent different reviews one after the other, each with its event', async () => {
  const { user, documentId } = await vendorWithDocument();
  const reviews = [
    { status: 'approved' as const },
    { status: 'rejected' as const, reason: 'one' },
    { status: 'rejected' as const, reason: 'two' },
  ];
  await Promise.all(reviews.map((r) => reviewDocument(testDb.db, documentId, r, options())));
  const document = await getProviderDocument(testDb.db, documentId);
  const events = await eventsOf(testDb.db, user.vendorId);
  // every review changed the document (each differs from the one before it, whatever the order)
  expect(document.version).toBe(1 + events.length);
  expect(events.length).toBeGreaterThanOrEqual(2);
  const last = events.at(-1)!;
  expect(last.type).toBe(`document.${document.status}`);
  if (document.status === 'rejected') expect(last.data).toEqual({ reason: document.rejectionReason });
});

it('412s a stale If-Match, inside the lock, and a concurrent If-Match pair lets one through', async () => {
  const { documentId } = await vendorWithDocument();
  const outcomes = await Promise.allSettled([
    reviewDocument(testDb.db, documentId, { status: 'approved' }, options(1)),
    reviewDocument(testDb.db, documentId, { status: 'rejected', reason: 'no' }, options(1)),
  ]);
  expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
  expect(refused.reason).toMatchObject({ code: 'precondition_failed' });
  expect((await getProviderDocument(testDb.db, documentId)).version).toBe(2);
});

it("ends a review racing the vendor's removal one way or the other, never both", async () => {
  const { user, documentId } = await vendorWithDocument();
  const deps = { db: testDb.db, blobs, maxBytes: 1024 * 1024, urlTtlSeconds: 600 };
  const [review, removal] = await Promise.allSettled([
    reviewDocument(testDb.db, documentId, { status: 'approved' }, options()),
    deleteDocument(deps, { ...user, sessionId: 'test', permissions: ['work-orders:edit'] }, documentId),
  ]);
  const row = await testDb.db
    .selectFrom('order_documents')
    .select('status')
    .where('id', '=', documentId)
    .executeTakeFirst();
  const types = (await eventsOf(testDb.db, user.vendorId)).map((e) => e.type);
  if (review.status === 'fulfilled') {
    expect(removal.status).toBe('rejected');
    expect(row?.status).toBe('approved');
    expect(types).toEqual(['document.approved']);
  } else {
    expect(removal.status).toBe('fulfilled');
    expect(row).toBeUndefined();
    expect(types).toEqual(['document.removed']);
  }
});

it('leaves the document as it was when the commit fails', async () => {
  const { user, documentId } = await vendorWithDocument();
  const restore = await failCommitsWithEvents(testDb.db);
  try {
    await expect(
      reviewDocument(testDb.db, documentId, { status: 'rejected', reason: 'nope' }, options()),
    ).rejects.toThrow();
  } finally {
    await restore();
  }
  expect(await getProviderDocument(testDb.db, documentId)).toMatchObject({
    status: 'pending',
    rejectionReason: null,
    version: 1,
    reviewedAt: null,
  });
  expect(await eventsOf(testDb.db, user.vendorId)).toEqual([]);
});

it("lists one vendor's documents only, when asked by its external id", async () => {
  const a = await vendorWithDocument();
  const b = await vendorWithDocument();
  await testDb.db
    .updateTable('vendors')
    .set({ external_id: `V-review-${a.user.vendorId}` })
    .where('id', '=', a.user.vendorId)
    .execute();
  const { items } = await listProviderDocuments(testDb.db, {
    cursor: undefined,
    updatedSince: undefined,
    status: undefined,
    vendorExternalId: `V-review-${a.user.vendorId}`,
    limit: 100,
  });
  expect(items.map((r) => r.id)).toEqual([a.documentId]);
  expect(items.map((r) => r.id)).not.toContain(b.documentId);
});

it('lists oldest first by upload time, not id, page by page (issue 38 point 6)', async () => {
  const vendor = await createVendor(testDb.db);
  const externalId = `V-upload-order-${vendor.vendorId}`;
  await testDb.db
    .updateTable('vendors')
    .set({ external_id: externalId })
    .where('id', '=', vendor.vendorId)
    .execute();
  // recorded in this order (ids rising) but uploaded 11/28, 11/27 and 11/27 a microsecond later
  const uploadedAt = [
    '2026-11-28T09:00:00.000001Z',
    '2026-11-27T09:00:00.000001Z',
    '2026-11-27T09:00:00.000002Z',
  ];
  const ids: number[] = [];
  for (const at of uploadedAt) {
    const row = await testDb.db
      .insertInto('order_documents')
      .values({
        ord_num: null,
        vendor_id: vendor.vendorId,
        type_code: 'General',
        file_name: `${at}.pdf`,
        file_extension: 'pdf',
        content_type: 'application/pdf',
        size_bytes: 9,
        blob_key: `order-documents/vendor-${vendor.vendorId}/order-${at}.pdf`,
        input_by: 'Pat Vendor',
        created_at: sql<Date>`${at}::timestamptz`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const seen: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await listProviderDocuments(testDb.db, {
      cursor,
      updatedSince: undefined,
      status: undefined,
      vendorExternalId: externalId,
      limit: 1,
    });
    seen.push(...page.items.map((d) => d.fileName));
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  expect(seen).toEqual([uploadedAt[1], uploadedAt[2], uploadedAt[0]].map((at) => `${at}.pdf`));
  await expect(
    listProviderDocuments(testDb.db, {
      cursor: Buffer.from('id:1').toString('base64url'),
      updatedSince: undefined,
      status: undefined,
      vendorExternalId: externalId,
      limit: 1,
    }),
  ).rejects.toMatchObject({ code: 'bad_request', reason: 'invalid-cursor' });
});
