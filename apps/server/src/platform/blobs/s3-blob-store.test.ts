// The S3 store against s3rver, a local S3 look-alike on a free port, through the real AWS SDK and fetch.
// s3rver does not verify SigV4 signatures (it only checks that the access key id exists, hence its
// built-in S3RVER/S3RVER pair) nor expiry or signed headers, so these tests cover what we ask S3 for,
// not what S3 refuses.
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3RVER_KEY, startLocalS3, type LocalS3 } from '../../../test/fixtures/s3.ts';
import { AppError } from '../http/app-error.ts';
import type { S3BlobStore } from './blob-store.ts';
import { createS3BlobStore, s3Origin, type S3BlobStoreOptions } from './s3-blob-store.ts';

const BUCKET = 'portal-test';
const KEY = 'work-orders/123/abc.pdf';

let s3: LocalS3 | undefined;
let store: S3BlobStore;

beforeAll(async () => {
  s3 = await startLocalS3(BUCKET);
  store = createS3BlobStore({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
    urlTtlSeconds: 60,
    maxBytes: 1024 * 1024,
  });
});

afterAll(async () => {
  await s3?.close();
});

describe('S3 blob store against s3rver', () => {
  it('uploads through the pre-signed PUT, then heads, reads and downloads the same bytes', async () => {
    const bytes = Buffer.from('%PDF-1.7 not really a pdf, but bytes all the same');
    const uploadUrl = await store.createUploadUrl(KEY, { contentType: 'application/pdf' });
    const signed = new URL(uploadUrl);
    expect(store.origins).toEqual([signed.origin]);
    expect(signed.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    // a checksum of the empty body in the URL would make real S3 refuse the upload
    expect([...signed.searchParams.keys()].filter((k) => k.startsWith('x-amz-checksum'))).toEqual([]);

    const put = await fetch(uploadUrl, {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.status).toBe(200);

    expect(await store.head(KEY)).toEqual({ size: bytes.length, contentType: 'application/pdf' });
    expect((await buffer(await store.read(KEY))).equals(bytes)).toBe(true);

    const download = await fetch(await store.createDownloadUrl(KEY, { fileName: 'Facture été.pdf' }));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Facture _t_.pdf"; filename*=UTF-8''Facture%20%C3%A9t%C3%A9.pdf`,
    );
    expect(download.headers.get('cache-control')).toBe('private, no-store');

    await store.delete(KEY);
    expect(await store.head(KEY)).toBeNull();
  });

  it('puts, reads and deletes server-side blobs; missing ones are null or not_found', async () => {
    const key = 'exports/report.csv';
    await store.put(key, Buffer.from('a,b\n'), 'text/csv');
    expect(await store.head(key)).toEqual({ size: 4, contentType: 'text/csv' });
    expect((await buffer(await store.read(key))).toString()).toBe('a,b\n');
    await store.delete(key);
    await store.delete(key); // S3 deletes are idempotent
    expect(await store.head(key)).toBeNull();
    await expect(store.read(key)).rejects.toSatisfy(
      (err) => err instanceof AppError && err.code === 'not_found',
    );
    await expect(store.head('../x')).rejects.toThrow(/invalid blob key/);
  });
});

describe('S3 blob store moves', () => {
  it('moves an object with its content type by a server-side copy, and says when there is none', async () => {
    const bytes = Buffer.from('%PDF-1.7 moved bytes');
    await store.put('uploads/move-me', bytes, 'application/pdf');
    await store.move('uploads/move-me', 'documents/9/moved.pdf');
    expect(await store.head('uploads/move-me')).toBeNull();
    expect(await store.head('documents/9/moved.pdf')).toEqual({
      size: bytes.length,
      contentType: 'application/pdf',
    });
    expect((await buffer(await store.read('documents/9/moved.pdf'))).equals(bytes)).toBe(true);
    await expect(store.move('uploads/move-me', 'documents/9/other.pdf')).rejects.toSatisfy(
      (err) => err instanceof AppError && err.code === 'not_found',
    );
    expect(await store.head('documents/9/other.pdf')).toBeNull();
    await store.delete('documents/9/moved.pdf');
  });
});

describe('s3Origin', () => {
  // presigning needs no network, so the SDK itself says which origin each setting leads to
  const cases: Pick<S3BlobStoreOptions, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle'>[] = [
    { bucket: 'portal-docs', region: 'us-east-1', forcePathStyle: false },
    { bucket: 'portal-docs', region: 'eu-west-3', forcePathStyle: false },
    { bucket: 'portal-docs', region: 'eu-west-3', forcePathStyle: true },
    {
      bucket: 'portal.docs',
      region: 'eu-west-3',
      endpoint: 'https://minio.example.com:9000',
      forcePathStyle: false,
    },
    {
      bucket: 'portal-docs',
      region: 'auto',
      endpoint: 'https://acct.r2.cloudflarestorage.com',
      forcePathStyle: false,
    },
    { bucket: 'portal-docs', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: false },
    { bucket: 'portal-docs', region: 'us-east-1', endpoint: 'http://localhost:9000', forcePathStyle: true },
  ];
  it.each(cases)('matches the SDK for %j', async (options) => {
    const s3 = createS3BlobStore({
      ...options,
      accessKeyId: 'a',
      secretAccessKey: 'b',
      urlTtlSeconds: 60,
      maxBytes: 1,
    });
    const url = await s3.createUploadUrl('a/b.pdf', { contentType: 'application/pdf' });
    expect(s3.origins).toEqual([new URL(url).origin]);
    expect(s3Origin(options)).toBe(new URL(url).origin);
  });
});
