// Blobs on local disk, for a single server without S3. The browser still uploads and downloads through
// short-lived signed URLs, like with S3, so the features cannot tell the two apart; this server answers
// them (local-blob-routes.ts). Each blob is one file under rootDir plus a sidecar with its content type.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { lstat, mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, notFound } from '../http/app-error.ts';
import type { LocalBlobStore, OpenedBlob, SignedDownload, SignedUpload } from './blob-store.ts';
import { META_SUFFIX, assertBlobKey, assertContentType, isBlobKey } from './blob-key.ts';

export type LocalBlobStoreOptions = {
  rootDir: string;
  /** this server's public address; only its path prefix (if any) goes into the relative links */
  publicUrl: string;
  signingSecret: string | Buffer;
  urlTtlSeconds: number;
  maxBytes: number;
  /** uploads this process receives at once (UPLOADS_MAX_CONCURRENT); unset: no limit */
  maxConcurrentUploads?: number;
  /** the clock, in milliseconds; tests move it to mint links that have already expired */
  now?: () => number;
};

const FALLBACK_TYPE = 'application/octet-stream';

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} bytes`;
}

export const payloadTooLarge = (maxBytes: number) =>
  new AppError('payload_too_large', `The file is larger than the ${formatBytes(maxBytes)} limit.`);

// ENOTDIR: a key below another blob's file, e.g. `a.pdf/b`
const isMissing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

/** One value per name; a repeated or missing parameter counts as missing. */
function param(query: unknown, name: string): string | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const value = (query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

const DIGITS = /^\d{1,15}$/;
const HEX_SHA256 = /^[0-9a-f]{64}$/;

export function createLocalBlobStore(options: LocalBlobStoreOptions): LocalBlobStore {
  const { signingSecret, urlTtlSeconds, maxBytes } = options;
  const now = options.now ?? Date.now;
  const rootDir = resolve(options.rootDir);
  // Links are relative to the portal (its path prefix, if any, without scheme and host): the browser
  // that asks for one is on the portal, at whatever address it opened it (127.0.0.1 or a name), and
  // an absolute link to PUBLIC_URL's host broke uploads under the CSP when the two differed (issue 15)
  const basePath = new URL(options.publicUrl).pathname.replace(/\/+$/, '');
  // temp files live beside the blobs so that rename() stays on one file system and is atomic;
  // keys cannot start with a dot, so no key can reach this folder
  const incomingDir = join(rootDir, '.incoming');

  const fileOf = (key: string): string => {
    assertBlobKey(key);
    const file = join(rootDir, ...key.split('/'));
    if (!file.startsWith(rootDir + sep)) throw new Error(`blob key escapes the blob folder: ${key}`);
    return file;
  };

  // JSON keeps the fields apart, so no value can be shifted into its neighbour to forge another link
  const mac = (fields: string[]) =>
    createHmac('sha256', signingSecret).update(JSON.stringify(fields)).digest();

  const signedUrl = (key: string, fields: Record<string, string>, signed: string[]) => {
    const query = new URLSearchParams({ ...fields, sig: mac(signed).toString('hex') });
    return `${basePath}/blobs/${key}?${query.toString()}`;
  };

  const expiry = () => String(Math.floor(now() / 1000) + urlTtlSeconds);

  const invalidLink = () =>
    new AppError('forbidden', 'This link is not valid. Request a new one and try again.');

  /** Checks the signature first, so a tampered expiry reads as invalid rather than expired. */
  const checkSigned = (signed: string[], exp: string | undefined, sig: string | undefined) => {
    if (exp === undefined || sig === undefined || !DIGITS.test(exp) || !HEX_SHA256.test(sig)) {
      throw invalidLink();
    }
    if (!timingSafeEqual(mac(signed), Buffer.from(sig, 'hex'))) throw invalidLink();
    if (Number(exp) * 1000 < now()) {
      throw new AppError('forbidden', 'This link has expired. Request a new one and try again.');
    }
  };

  const checkUpload = (key: string, query: unknown): SignedUpload => {
    const [op, ct, max, exp] = ['op', 'ct', 'max', 'exp'].map((name) => param(query, name));
    if (!isBlobKey(key) || op !== 'put' || ct === undefined || max === undefined || !DIGITS.test(max)) {
      throw invalidLink();
    }
    checkSigned(['put', key, ct, max, exp ?? ''], exp, param(query, 'sig'));
    return { contentType: ct, maxBytes: Math.min(Number(max), maxBytes) };
  };

  const checkDownload = (key: string, query: unknown): SignedDownload => {
    const [op, fn, exp] = ['op', 'fn', 'exp'].map((name) => param(query, name));
    if (!isBlobKey(key) || op !== 'get' || fn === undefined) throw invalidLink();
    checkSigned(['get', key, fn, exp ?? ''], exp, param(query, 'sig'));
    return { fileName: fn };
  };

  const readContentType = async (file: string): Promise<string> => {
    try {
      const meta: unknown = JSON.parse(await readFile(file + META_SUFFIX, 'utf8'));
      const type = (meta as { contentType?: unknown }).contentType;
      return typeof type === 'string' ? type : FALLBACK_TYPE;
    } catch {
      return FALLBACK_TYPE; // a blob without its sidecar is still served, just untyped
    }
  };

  // names of the temp files this store is writing: never swept, however long an upload takes
  const writing = new Set<string>();

  /** Runs `fn` with a new temp file in the incoming folder, removed afterwards whatever happens. */
  const withTempFile = async (fn: (temp: string) => Promise<void>): Promise<void> => {
    await mkdir(incomingDir, { recursive: true });
    const name = `${randomUUID()}.part`;
    const temp = join(incomingDir, name);
    writing.add(name);
    try {
      await fn(temp);
    } finally {
      await rm(temp, { force: true });
      writing.delete(name);
    }
  };

  const sweepIncoming = async (olderThanMs: number): Promise<number> => {
    let names: string[];
    try {
      names = await readdir(incomingDir);
    } catch (err) {
      if (isMissing(err)) return 0;
      throw err;
    }
    const before = now() - olderThanMs;
    let removed = 0;
    for (const name of names) {
      // a temp file's sidecar (commit) is named after it
      if (writing.has(name.endsWith(META_SUFFIX) ? name.slice(0, -META_SUFFIX.length) : name)) continue;
      const path = join(incomingDir, name);
      try {
        const info = await lstat(path);
        // by the last write, not the creation: an upload still receiving bytes is never stale
        if (!info.isFile() || info.mtimeMs >= before) continue;
        await rm(path, { force: true });
        removed++;
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    }
    return removed;
  };

  /** Moves a finished temp file into place; the sidecar goes first so a visible blob always has one. */
  const commit = async (file: string, temp: string, contentType: string) => {
    const metaTemp = `${temp}${META_SUFFIX}`;
    try {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(metaTemp, JSON.stringify({ contentType }), { flush: true });
      await rename(metaTemp, file + META_SUFFIX);
      await rename(temp, file);
    } finally {
      await rm(metaTemp, { force: true });
    }
  };

  const write = async (key: string, body: Readable, contentType: string, limit: number): Promise<void> => {
    const file = fileOf(key);
    assertContentType(contentType);
    let size = 0;
    await withTempFile(async (temp) => {
      // The file is created here, before a byte is read. A stream that opened it itself could still be
      // opening it when a refused body ends the pipeline, and create it after the removal that follows.
      const handle = await open(temp, 'wx');
      await pipeline(
        // the caller owns the source (an HTTP request that may still answer 413), so it is not destroyed here
        body.iterator({ destroyOnReturn: false }),
        async function* countBytes(chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            if (size > limit) throw payloadTooLarge(limit);
            yield chunk;
          }
        },
        handle.createWriteStream({ flush: true }), // closes the handle when it ends, however it ends
      );
      await commit(file, temp, contentType);
    });
  };

  const openBlob = async (key: string): Promise<OpenedBlob | null> => {
    const file = fileOf(key);
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return { size: info.size, contentType: await readContentType(file), body: handle.createReadStream() };
    } catch (err) {
      await handle.close();
      throw err;
    }
  };

  return {
    kind: 'local',
    origins: [], // the browser talks to this server only, which 'self' already allows
    server: {
      maxBytes,
      maxConcurrentUploads: options.maxConcurrentUploads ?? Infinity,
      checkUpload,
      checkDownload,
      write,
      open: openBlob,
      sweepIncoming,
    },

    async createUploadUrl(key, { contentType, maxBytes: wanted }) {
      assertBlobKey(key);
      assertContentType(contentType);
      const max = String(Math.min(wanted ?? maxBytes, maxBytes));
      const exp = expiry();
      return signedUrl(key, { op: 'put', ct: contentType, max, exp }, ['put', key, contentType, max, exp]);
    },

    async createDownloadUrl(key, { fileName }) {
      assertBlobKey(key);
      const exp = expiry();
      return signedUrl(key, { op: 'get', fn: fileName, exp }, ['get', key, fileName, exp]);
    },

    async head(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        return info.isFile() ? { size: info.size, contentType: await readContentType(file) } : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async read(key) {
      const blob = await openBlob(key);
      if (!blob) throw notFound('file');
      return blob.body;
    },

    async move(fromKey, toKey) {
      const from = fileOf(fromKey);
      const to = fileOf(toKey);
      await mkdir(dirname(to), { recursive: true });
      // the sidecar first, as in commit(); a blob that lost its sidecar moves untyped, as it is served
      try {
        await rename(from + META_SUFFIX, to + META_SUFFIX);
      } catch (err) {
        if (!isMissing(err)) throw err;
        await rm(to + META_SUFFIX, { force: true });
      }
      try {
        await rename(from, to);
      } catch (err) {
        if (!isMissing(err)) throw err;
        await rm(to + META_SUFFIX, { force: true });
        throw notFound('file');
      }
    },

    async put(key, body, contentType) {
      const file = fileOf(key);
      assertContentType(contentType);
      await withTempFile(async (temp) => {
        await writeFile(temp, body, { flush: true });
        await commit(file, temp, contentType);
      });
    },

    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(file + META_SUFFIX, { force: true });
    },
  };
}
