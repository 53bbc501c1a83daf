// The document uploads with the S3 store (s3rver on loopback, through the real AWS SDK): the browser's
// PUT goes straight to the bucket, so the bytes are checked when the Pending approval list is read,
// and by the sweep for uploads nobody listed. s3rver checks neither signatures nor expiry (see
// s3-blob-store.test.ts), so forged and expired links are covered by the local store's tests.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../../test/fixtures/s3.ts';
import {
  createUploadUrlCall,
  type CreateUploadUrlRequest,
  createUploadUrlResponse,
  getDocumentUrlCall,
  getPendingDocumentsCall,
  getPendingDocumentsResponse,
} from '@vp/contracts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  addTestOrder,
  makePdf,
  pdfUploadRequest,
  type TestOrder,
  uploadDepsOf,
} from '../../../test/fixtures/index.ts';
import { SWEEP_GRACE_MS, sweepUploads, type UploadDeps } from './order-document-uploads.ts';

const BUCKET = 'portal-docs-test';
const MAX_BYTES = 128 * 1024;

let s3: LocalS3 | undefined;
let server: TestServer;
let me: Awaited<ReturnType<TestServer['signIn']>>;
let order: TestOrder;
let pdf: Buffer;
let png: Buffer;
let deps: UploadDeps;

beforeAll(async () => {
  s3 = await startLocalS3(BUCKET);
  server = await startTestServer({
    env: {
      UPLOAD_SWEEP_INTERVAL_SECONDS: '0',
      BLOB_MAX_BYTES: String(MAX_BYTES),
      ...s3.env,
    },
  });
  me = await server.signIn();
  order = await addTestOrder(server.db, me.vendorId);
  pdf = await makePdf('S3 invoice');
  png = await readFile(join(import.meta.dirname, '../../demo/assets/thermostat.png'));
  deps = uploadDepsOf(server);
});

afterAll(async () => {
  await server?.close();
  await s3?.close();
});

async function presignAndPut(bytes: Buffer, body: Partial<CreateUploadUrlRequest> = {}) {
  const res = await server.call(
    createUploadUrlCall,
    { body: pdfUploadRequest(order.ordNum, body) },
    { as: me },
  );
  expect(res.status).toBe(200);
  const link = createUploadUrlResponse.parse(res.json);
  expect(link.url.startsWith(server.blobs.origins[0]!)).toBe(true);
  const put = await fetch(link.url, {
    method: 'PUT',
    body: bytes,
    headers: { 'content-type': link.contentType },
  });
  expect(put.status).toBe(200);
  const row = await server.db
    .selectFrom('order_document_uploads')
    .selectAll()
    .where('file_name', '=', link.fileName)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return row;
}

const pending = async () =>
  getPendingDocumentsResponse.parse(
    (await server.call(getPendingDocumentsCall, { params: { ordNum: order.ordNum } }, { as: me })).json,
  ).unapprovedDocuments;

describe('uploads to S3', () => {
  it('become documents when the list is read; the download link serves the same bytes', async () => {
    const upload = await presignAndPut(pdf, { FileName: 'march.pdf' });
    const docs = await pending();
    expect(docs.map((d) => d.fileName)).toContain('march.pdf');
    expect(await server.blobs.head(upload.upload_key)).toBeNull();
    expect(await server.blobs.head(upload.document_key)).toMatchObject({
      size: pdf.length,
      contentType: 'application/pdf',
    });
    const doc = docs.find((d) => d.fileName === 'march.pdf')!;
    const link = await server.call(getDocumentUrlCall, { params: { id: doc.id } }, { as: me });
    const file = await fetch(link.json.url as string);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('are refused and removed when their bytes do not match, or are too large', async () => {
    const fake = await presignAndPut(png, { FileName: 'fake.pdf' });
    const big = await presignAndPut(Buffer.concat([pdf, Buffer.alloc(MAX_BYTES, 0x20)]), {
      FileName: 'big.pdf',
    });
    const names = (await pending()).map((d) => d.fileName);
    expect(names).not.toContain('fake.pdf');
    expect(names).not.toContain('big.pdf');
    for (const upload of [fake, big]) {
      expect(await server.blobs.head(upload.upload_key)).toBeNull();
      expect(await server.blobs.head(upload.document_key)).toBeNull();
    }
    const failed = await server.db
      .selectFrom('order_document_uploads')
      .select(['file_name', 'failed_reason'])
      .where('file_name', 'in', ['fake.pdf', 'big.pdf'])
      .orderBy('file_name')
      .execute();
    expect(failed.map((f) => [f.file_name, f.failed_reason])).toEqual([
      ['big.pdf', expect.stringMatching(/larger than/)],
      ['fake.pdf', expect.stringMatching(/not a \.pdf file/)],
    ]);
  });

  it('that nobody listed are claimed by the sweep; stray bytes at a used link are swept', async () => {
    const unlisted = await presignAndPut(pdf, { FileName: 'unlisted.pdf' });
    const later = new Date(Date.now() + server.config.blobs.urlTtlSeconds * 1000 + SWEEP_GRACE_MS + 1000);
    const swept = await sweepUploads(deps, later);
    expect(swept.claimed).toBeGreaterThanOrEqual(1);
    expect((await pending()).map((d) => d.fileName)).toContain('unlisted.pdf');
    expect(await server.blobs.head(unlisted.document_key)).not.toBeNull();
    expect(await server.blobs.head(unlisted.upload_key)).toBeNull();

    // a second PUT to an already claimed link leaves bytes that only the sweep removes
    const reused = await presignAndPut(pdf, { FileName: 'reused.pdf' });
    await pending();
    await server.blobs.put(reused.upload_key, png, 'application/pdf');
    await sweepUploads(deps, new Date(later.getTime() + server.config.blobs.urlTtlSeconds * 1000));
    expect(await server.blobs.head(reused.upload_key)).toBeNull();
    expect(await server.blobs.head(reused.document_key)).toMatchObject({ size: pdf.length });
    expect(await server.db.selectFrom('order_document_uploads').select('id').execute()).toEqual([]);
  });
});
