// The claim of an upload reads only the head of the file it checks (issue 14: it used to read the
// whole file into memory), and the bytes reach the document key without being read at all; the
// sweep removes the partial uploads of a killed process.
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadUrlCall, createUploadUrlResponse } from '@vp/contracts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { SIGNATURE_HEAD_BYTES } from '../../platform/blobs/file-signature.ts';
import { addTestOrder, makePdf, uploadDepsOf } from '../../../test/fixtures/index.ts';
import {
  SWEEP_GRACE_MS,
  claimUploadByKey,
  startUploadSweeper,
  type UploadDeps,
} from './order-document-uploads.ts';
import { waitUntil } from '../../../test/until.ts';

const MAX_BYTES = 8 * 1024 * 1024;
// the local store reads files in chunks of this size
const READ_CHUNK = 64 * 1024;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { UPLOAD_SWEEP_INTERVAL_SECONDS: '0', BLOB_MAX_BYTES: String(MAX_BYTES) },
  });
});

afterAll(async () => {
  await server?.close();
});

/** The test server's store, with every byte read from it counted. */
function countingStore(blobs: BlobStore) {
  const counted = { bytes: 0, reads: 0 };
  const store: BlobStore = {
    ...blobs,
    async read(key) {
      counted.reads++;
      const body = await blobs.read(key);
      async function* counting() {
        try {
          for await (const chunk of body) {
            counted.bytes += (chunk as Buffer).length;
            yield chunk as Buffer;
          }
        } finally {
          body.destroy();
        }
      }
      return Readable.from(counting());
    },
  };
  return { store, counted };
}

/** A signed-in vendor's order and the upload key of a new upload link for a PDF on it. */
async function newUpload() {
  const me = await server.signIn();
  const order = await addTestOrder(server.db, me.vendorId);
  const signed = await server.call(
    createUploadUrlCall,
    {
      body: {
        FileName: 'big.pdf',
        Type: 'General',
        ContentType: 'application/pdf',
        FileExtension: 'pdf',
        OrdNum: order.ordNum,
      },
    },
    { as: me },
  );
  const link = createUploadUrlResponse.parse(signed.json);
  return {
    order,
    link,
    key: decodeURIComponent(new URL(link.url, server.url).pathname.replace(/^\/blobs\//, '')),
  };
}

const depsWith = (blobs: BlobStore): UploadDeps => uploadDepsOf(server, blobs);

describe('claiming an upload', () => {
  it('checks an 8 MB file from its head and keeps every byte', async () => {
    const { order, link, key } = await newUpload();
    const pdf = await makePdf();
    const bytes = Buffer.concat([pdf, Buffer.alloc(MAX_BYTES - pdf.length, 0x20)]);
    // as the PUT route would have stored them
    await server.blobs.put(key, bytes, link.contentType);

    const { store, counted } = countingStore(server.blobs);
    await claimUploadByKey(depsWith(store), key);

    expect(counted.reads).toBe(1);
    expect(counted.bytes).toBeLessThanOrEqual(SIGNATURE_HEAD_BYTES + READ_CHUNK);
    const doc = await server.db
      .selectFrom('order_documents')
      .select(['blob_key', 'size_bytes'])
      .where('ord_num', '=', order.ordNum)
      .executeTakeFirstOrThrow();
    expect(doc.size_bytes).toBe(MAX_BYTES);
    expect(await server.blobs.head(key)).toBeNull();
    expect(await server.blobs.head(doc.blob_key)).toEqual({
      size: MAX_BYTES,
      contentType: 'application/pdf',
    });
  });

  it('refuses bytes stored with another content type than the upload link signed (a store that let it through)', async () => {
    const { order, key } = await newUpload();
    await server.blobs.put(key, await makePdf(), 'text/html');
    await expect(claimUploadByKey(depsWith(server.blobs), key)).rejects.toSatisfy(
      (err) => err instanceof AppError && err.code === 'unsupported_media_type',
    );
    const upload = await server.db
      .selectFrom('order_document_uploads')
      .select('document_key')
      .where('upload_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(await server.blobs.head(key)).toBeNull();
    expect(await server.blobs.head(upload.document_key)).toBeNull();
    expect(
      await server.db
        .selectFrom('order_documents')
        .select('id')
        .where('ord_num', '=', order.ordNum)
        .execute(),
    ).toEqual([]);
  });
});

describe('the upload sweep', () => {
  it("removes the partial uploads a killed process left, once older than a link's life and the grace", async () => {
    const folder = join(server.config.dataDir, 'blobs', '.incoming');
    await mkdir(folder, { recursive: true });
    const stale = Date.now() - (server.config.blobs.urlTtlSeconds * 1000 + SWEEP_GRACE_MS) - 60_000;
    await writeFile(join(folder, 'killed-mid-upload.part'), Buffer.alloc(100_000));
    await utimes(join(folder, 'killed-mid-upload.part'), new Date(stale), new Date(stale));
    const recent = Date.now() - server.config.blobs.urlTtlSeconds * 1000;
    await writeFile(join(folder, 'recent.part'), 'x');
    await utimes(join(folder, 'recent.part'), new Date(recent), new Date(recent));

    const stop = startUploadSweeper(depsWith(server.blobs), 3_600_000, server.app.log);
    try {
      await waitUntil(async () => !(await readdir(folder)).includes('killed-mid-upload.part'));
      expect(await readdir(folder)).toEqual(['recent.part']);
    } finally {
      stop();
    }
  });
});
