// Picks the blob store from the settings: S3 when a bucket is configured, else files in the data folder.
import { randomBytes, randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlobStore } from './blob-store.ts';
import { createLocalBlobStore } from './local-blob-store.ts';
// a type only: the AWS SDK itself loads only where a bucket is configured (createBlobStore)
import type { S3BlobStoreOptions } from './s3-blob-store.ts';

export type BlobStoreConfig = {
  dataDir: string;
  publicUrl: string;
  blobs: {
    signingSecret?: string;
    /** the local store's folder; DATA_DIR/blobs when not given */
    dir?: string;
    urlTtlSeconds: number;
    maxBytes: number;
    maxConcurrentUploads?: number;
    /** the bucket's settings; the limits are the ones above */
    s3?: Omit<S3BlobStoreOptions, 'urlTtlSeconds' | 'maxBytes'>;
  };
};

const SECRET_FILE = 'blob-signing-secret';

/**
 * The secret generated on first start, so that links handed out survive a restart without anyone
 * having to set BLOB_SIGNING_SECRET. Another secret of the data folder names its own file (the
 * taxpayer ids' key, TAX_ID_KEY).
 */
export async function loadOrCreateSigningSecret(dataDir: string, fileName = SECRET_FILE): Promise<string> {
  const file = join(dataDir, fileName);
  try {
    return await readSecret(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dataDir, { recursive: true });
  // written in full under a temp name, then linked into place: link() fails rather than overwrite, so
  // when two processes start at once both end up with the one secret that won
  const temp = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flush: true });
    await link(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await rm(temp, { force: true });
  }
  return readSecret(file);
}

async function readSecret(file: string): Promise<string> {
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) {
    throw new Error(
      `${file} is damaged; delete it to make a new one (download and upload links already handed out stop working)`,
    );
  }
  return secret;
}

export async function createBlobStore(config: BlobStoreConfig): Promise<BlobStore> {
  const { s3, signingSecret, dir, urlTtlSeconds, maxBytes, maxConcurrentUploads } = config.blobs;
  // the AWS SDK (~30 MB of a process's memory) loads only where a bucket is configured (decision 125)
  if (s3) {
    const { createS3BlobStore } = await import('./s3-blob-store.ts');
    return createS3BlobStore({ ...s3, urlTtlSeconds, maxBytes });
  }
  return createLocalBlobStore({
    rootDir: dir ?? join(config.dataDir, 'blobs'),
    publicUrl: config.publicUrl,
    signingSecret: signingSecret ?? (await loadOrCreateSigningSecret(config.dataDir)),
    urlTtlSeconds,
    maxBytes,
    ...(maxConcurrentUploads === undefined ? {} : { maxConcurrentUploads }),
  });
}
