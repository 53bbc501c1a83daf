// An upload that becomes a document, and a pending document removed, are one event each in the
// change's transaction (decision 049); a refused removal or upload records none.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../../../test/test-db.ts';
import {
  createUser,
  createVendor,
  type TestUser,
  addTestOrder,
  makePdf,
} from '../../../test/fixtures/index.ts';
import { eventsOf } from '../../../test/events.ts';
import { createLocalBlobStore } from '../../platform/blobs/local-blob-store.ts';
import type { VendorSession } from '../../platform/http/session.ts';
import { claimUploadByKey, createUploadUrl, type UploadDeps } from './order-document-uploads.ts';
import { createCompanyUploadUrl } from './company-documents.service.ts';
import { deleteDocument } from './order-documents.service.ts';

const MAX_BYTES = 1024 * 1024;
let testDb: TestDb;
let dir: string;
let deps: UploadDeps;
beforeAll(async () => {
  testDb = await openTestDb();
  dir = await mkdtemp(join(tmpdir(), 'vp-doc-events-'));
  const blobs = createLocalBlobStore({
    rootDir: dir,
    publicUrl: 'http://127.0.0.1/',
    signingSecret: 'documents-events-test-secret-0123456789',
    urlTtlSeconds: 600,
    maxBytes: MAX_BYTES,
  });
  deps = { db: testDb.db, blobs, maxBytes: MAX_BYTES, urlTtlSeconds: 600 };
});
afterAll(async () => {
  await testDb.close();
  await rm(dir, { recursive: true, force: true });
});

const sessionOf = (user: TestUser): VendorSession => ({
  ...user,
  sessionId: 'test',
  permissions: ['work-orders', 'work-orders:all', 'work-orders:edit'],
});
/** The vendor's upload link of a PDF to the order, as the portal asks for it. */
const askLink = (user: TestUser, ordNum: number, fileName: string, type = 'General') =>
  createUploadUrl(deps, sessionOf(user), {
    OrdNum: ordNum,
    FileName: fileName,
    FileExtension: 'pdf',
    Type: type,
  });
const newUser = async () => createUser(testDb.db, (await createVendor(testDb.db)).vendorId);

/** Stores a PDF at the vendor's newest upload link and claims it, as the local store's PUT does. */
async function finishUpload(vendorId: number): Promise<{ documentId: number; size: number }> {
  const upload = await testDb.db
    .selectFrom('order_document_uploads')
    .select(['upload_key', 'document_key'])
    .where('vendor_id', '=', vendorId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const pdf = await makePdf();
  await deps.blobs.put(upload.upload_key, pdf, 'application/pdf');
  await claimUploadByKey(deps, upload.upload_key);
  const document = await testDb.db
    .selectFrom('order_documents')
    .select('id')
    .where('blob_key', '=', upload.document_key)
    .executeTakeFirstOrThrow();
  return { documentId: document.id, size: pdf.length };
}

it('records document.uploaded when the bytes become a document, and document.removed', async () => {
  const user = await newUser();
  const order = await addTestOrder(testDb.db, user.vendorId);
  await askLink(user, order.ordNum, 'sign-off.pdf', 'Client Signoff');
  // a link handed out is no document yet
  expect(await eventsOf(testDb.db, user.vendorId)).toEqual([]);
  const { documentId, size } = await finishUpload(user.vendorId);
  await deleteDocument(deps, sessionOf(user), documentId);
  const by = { vendorId: user.vendorId, actorKind: 'vendor-user', actorId: user.userId };
  expect(await eventsOf(testDb.db, user.vendorId)).toEqual([
    {
      type: 'document.uploaded',
      ...by,
      subject: { documentId, ordNum: order.ordNum },
      data: { type: 'Client Signoff', fileName: 'sign-off.pdf', fileExtension: 'pdf', sizeBytes: size },
    },
    {
      type: 'document.removed',
      ...by,
      subject: { documentId, ordNum: order.ordNum },
      data: { type: 'Client Signoff' },
    },
  ]);
});

it('records a company document (no order) like a work-order one', async () => {
  const user = await newUser();
  await createCompanyUploadUrl(deps, sessionOf(user), {
    FileName: 'w9.pdf',
    FileExtension: 'pdf',
    Type: 'General',
    Comment: 'tax form',
  });
  const { documentId } = await finishUpload(user.vendorId);
  const [event] = await eventsOf(testDb.db, user.vendorId);
  expect(event).toMatchObject({ type: 'document.uploaded', subject: { documentId, ordNum: null } });
});

it("records nothing for a refused upload, another vendor's document or an approved one", async () => {
  const user = await newUser();
  const other = await newUser();
  const order = await addTestOrder(testDb.db, user.vendorId);
  const theirOrder = await addTestOrder(testDb.db, other.vendorId);
  await expect(askLink(user, theirOrder.ordNum, 'x.pdf')).rejects.toMatchObject({ code: 'not_found' });
  await askLink(other, theirOrder.ordNum, 'theirs.pdf');
  const theirs = await finishUpload(other.vendorId);
  await expect(deleteDocument(deps, sessionOf(user), theirs.documentId)).rejects.toMatchObject({
    code: 'not_found',
  });
  await askLink(user, order.ordNum, 'mine.pdf');
  const mine = await finishUpload(user.vendorId);
  await testDb.db
    .updateTable('order_documents')
    .set({ status: 'approved' })
    .where('id', '=', mine.documentId)
    .execute();
  await expect(deleteDocument(deps, sessionOf(user), mine.documentId)).rejects.toMatchObject({
    code: 'conflict',
  });
  expect((await eventsOf(testDb.db, user.vendorId)).map((e) => e.type)).toEqual(['document.uploaded']);
  expect((await eventsOf(testDb.db, other.vendorId)).map((e) => e.type)).toEqual(['document.uploaded']);
});
