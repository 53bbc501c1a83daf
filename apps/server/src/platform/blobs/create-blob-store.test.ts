import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createBlobStore, type BlobStoreConfig } from './create-blob-store.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vp-create-blobs-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const config = (blobs: Partial<BlobStoreConfig['blobs']> = {}): BlobStoreConfig => ({
  dataDir,
  publicUrl: 'http://localhost:3000',
  blobs: { urlTtlSeconds: 60, maxBytes: 1024, ...blobs },
});

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost:3000').searchParams);

describe('createBlobStore', () => {
  it('keeps files under the data folder and a generated secret that survives a restart', async () => {
    const first = await createBlobStore(config());
    if (first.kind !== 'local') throw new Error('expected the local store');
    const file = join(dataDir, 'blob-signing-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);

    const url = await first.createUploadUrl('a/b.txt', { contentType: 'text/plain' });
    expect(url.startsWith('/blobs/a/b.txt?')).toBe(true);
    await first.put('a/b.txt', Buffer.from('hi'), 'text/plain');
    expect(await stat(join(dataDir, 'blobs', 'a', 'b.txt'))).toBeTruthy();

    const second = await createBlobStore(config());
    if (second.kind !== 'local') throw new Error('expected the local store');
    expect(second.server.checkUpload('a/b.txt', queryOf(url))).toEqual({
      contentType: 'text/plain',
      maxBytes: 1024,
    });
  });

  it('uses BLOB_SIGNING_SECRET when set and writes no secret file', async () => {
    const store = await createBlobStore(config({ signingSecret: 'x'.repeat(32) }));
    expect(store.kind).toBe('local');
    await expect(stat(join(dataDir, 'blob-signing-secret'))).rejects.toThrow(/ENOENT/);
  });

  it('generates one secret when two stores start at once', async () => {
    const stores = await Promise.all([1, 2, 3].map(() => createBlobStore(config())));
    const url = await stores[0]!.createUploadUrl('a/b.txt', { contentType: 'text/plain' });
    for (const store of stores) {
      if (store.kind !== 'local') throw new Error('expected the local store');
      expect(() => store.server.checkUpload('a/b.txt', queryOf(url))).not.toThrow();
    }
  });

  it('limits the uploads received at once by UPLOADS_MAX_CONCURRENT, 8 unless set', async () => {
    const settings = (env: Record<string, string> = {}) =>
      loadConfig({ DATA_DIR: dataDir, BLOB_SIGNING_SECRET: 'x'.repeat(32), ...env });
    const byDefault = await createBlobStore(settings());
    const set = await createBlobStore(settings({ UPLOADS_MAX_CONCURRENT: '3' }));
    if (byDefault.kind !== 'local' || set.kind !== 'local') throw new Error('expected the local store');
    expect(byDefault.server.maxConcurrentUploads).toBe(8);
    expect(set.server.maxConcurrentUploads).toBe(3);
    expect(() => settings({ UPLOADS_MAX_CONCURRENT: '0' })).toThrow(/UPLOADS_MAX_CONCURRENT/);
  });

  it('chooses S3 when a bucket is configured', async () => {
    const store = await createBlobStore(
      config({
        s3: {
          bucket: 'portal-docs',
          region: 'eu-west-3',
          forcePathStyle: false,
          accessKeyId: 'a',
          secretAccessKey: 'b',
        },
      }),
    );
    expect(store.kind).toBe('s3');
    expect(store.origins).toEqual(['https://portal-docs.s3.eu-west-3.amazonaws.com']);
  });
});
