// Company documents with the S3 store (s3rver on loopback, through the real AWS SDK): the browser's
// PUT goes straight to the bucket, so the company list claims finished uploads and checks their bytes
// (decision 026), exactly as the work-order lists do.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../../test/fixtures/s3.ts';
import {
  createCompanyUploadUrlCall,
  type CreateCompanyUploadUrlRequest,
  createUploadUrlResponse,
  getCompanyDocumentsCall,
  getCompanyDocumentsResponse,
  getDocumentUrlCall,
} from '@vp/contracts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { makePdf } from '../../../test/fixtures/index.ts';

const BUCKET = 'portal-company-docs-test';

let s3: LocalS3 | undefined;
let server: TestServer;
let me: Awaited<ReturnType<TestServer['signIn']>>;
let other: Awaited<ReturnType<TestServer['signIn']>>;

beforeAll(async () => {
  s3 = await startLocalS3(BUCKET);
  server = await startTestServer({
    env: {
      UPLOAD_SWEEP_INTERVAL_SECONDS: '0',
      ...s3.env,
    },
  });
  me = await server.signIn();
  other = await server.signIn();
});

afterAll(async () => {
  await server?.close();
  await s3?.close();
});

async function presignAndPut(bytes: Buffer, body: Partial<CreateCompanyUploadUrlRequest>) {
  const res = await server.send(
    createCompanyUploadUrlCall,
    { body: { Type: 'General', ContentType: 'application/pdf', FileExtension: 'pdf', VendNum: 0, ...body } },
    { as: me },
  );
  expect(res.status, res.text).toBe(200);
  const link = createUploadUrlResponse.parse(res.json);
  const put = await fetch(link.url, {
    method: 'PUT',
    body: bytes,
    headers: { 'content-type': link.contentType },
  });
  expect(put.status).toBe(200);
  return server.db
    .selectFrom('order_document_uploads')
    .selectAll()
    .where('file_name', '=', link.fileName)
    .executeTakeFirstOrThrow();
}

const list = async (token = me.token) =>
  getCompanyDocumentsResponse.parse((await server.call(getCompanyDocumentsCall, {}, { as: { token } })).json)
    .documents;

it('claims verified uploads when the company list is read, and removes refused ones', async () => {
  const pdf = await makePdf('Certificate of insurance');
  const png = await readFile(join(import.meta.dirname, '../../demo/assets/thermostat.png'));
  const good = await presignAndPut(pdf, { FileName: 'coi.pdf', Comment: 'Renewed' });
  const fake = await presignAndPut(png, { FileName: 'fake.pdf' });
  // the other vendor's list claims nothing of this vendor's
  expect(await list(other.token)).toEqual([]);
  const docs = await list();
  expect(docs.map((d) => [d.fileName, d.comment, d.status])).toEqual([['coi.pdf', 'Renewed', 'pending']]);
  expect(await server.blobs.head(good.upload_key)).toBeNull();
  expect(await server.blobs.head(good.document_key)).toMatchObject({ size: pdf.length });
  for (const key of [fake.upload_key, fake.document_key]) expect(await server.blobs.head(key)).toBeNull();
  const link = await server.call(getDocumentUrlCall, { params: { id: docs[0]!.id } }, { as: me });
  const file = await fetch(link.json.url as string);
  expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
});
