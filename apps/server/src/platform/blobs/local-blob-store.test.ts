// The local store and its routes over real HTTP: a Fastify server on a free port, files in a temp folder.
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import type { LocalBlobStore } from './blob-store.ts';
import { localBlobRoutes } from './local-blob-routes.ts';
import { createLocalBlobStore, type LocalBlobStoreOptions } from './local-blob-store.ts';
import { waitUntil } from '../../../test/until.ts';

const SECRET = 'a-test-secret-of-more-than-32-characters';
const MAX_BYTES = 64 * 1024;
const KEY = 'work-orders/123/abc.pdf';

let dir: string;
let rootDir: string;
let app: FastifyInstance;
let baseUrl: string;
let store: LocalBlobStore;
let options: LocalBlobStoreOptions;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vp-local-blobs-'));
  rootDir = join(dir, 'blobs');
  options = {
    rootDir,
    publicUrl: 'http://unused.invalid',
    signingSecret: SECRET,
    urlTtlSeconds: 60,
    maxBytes: MAX_BYTES,
  };
  app = Fastify();
  registerErrorHandler(app);
  await app.register(localBlobRoutes(createLocalBlobStore(options)));
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  // Links are signed, not remembered, so a second store over the same folder and secret (as after a
  // restart) mints links for the port the server got.
  options = { ...options, publicUrl: baseUrl };
  store = linksAt(createLocalBlobStore(options), baseUrl);
});

/**
 * The store's links are relative to the portal (issue 15: the browser resolves them against the
 * address it opened); these tests fetch them from their test server.
 */
function linksAt(blobs: LocalBlobStore, origin: string): LocalBlobStore {
  return {
    ...blobs,
    createUploadUrl: async (key, o) => new URL(await blobs.createUploadUrl(key, o), origin).toString(),
    createDownloadUrl: async (key, o) => new URL(await blobs.createDownloadUrl(key, o), origin).toString(),
  };
}

afterAll(async () => {
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const upload = (url: string, body: RequestInit['body'], contentType?: string) =>
  fetch(url, { method: 'PUT', body, headers: contentType ? { 'content-type': contentType } : {} });

async function expectRefused(response: Response, status: number, message?: RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: string; message: string; statusCode: number };
  expect(body.statusCode).toBe(status);
  expect(body.error).toBe(body.message);
  if (message) expect(body.message).toMatch(message);
}

/** Changes one query parameter of a signed URL, leaving its signature as it was. */
function withParam(url: string, name: string, value: string): string {
  const changed = new URL(url);
  changed.searchParams.set(name, value);
  return changed.toString();
}

const incomingFiles = async () =>
  existsSync(join(rootDir, '.incoming')) ? readdir(join(rootDir, '.incoming')) : [];

describe('local blob store over HTTP', () => {
  it('uploads through the signed URL and downloads the same bytes, type and file name', async () => {
    const bytes = randomBytes(40_000);
    const uploadUrl = await store.createUploadUrl(KEY, { contentType: 'application/pdf' });
    expect(uploadUrl.startsWith(`${baseUrl}/blobs/${KEY}?`)).toBe(true);

    const put = await upload(uploadUrl, bytes, 'application/pdf');
    expect(put.status).toBe(200);
    expect(await put.text()).toBe('');
    expect(await store.head(KEY)).toEqual({ size: bytes.length, contentType: 'application/pdf' });
    expect(await incomingFiles()).toEqual([]);

    const downloadUrl = await store.createDownloadUrl(KEY, { fileName: 'Rapport d’été "final"\r\n/x.pdf' });
    const got = await fetch(downloadUrl);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="Rapport d__t_ _final____x.pdf"; filename*=UTF-8''Rapport%20d%E2%80%99%C3%A9t%C3%A9%20_final____x.pdf`,
    );
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses a body of another content type and stores nothing', async () => {
    const key = 'work-orders/1/wrong-type.pdf';
    const url = await store.createUploadUrl(key, { contentType: 'application/pdf' });
    await expectRefused(await upload(url, '{"a":1}', 'application/json'), 415, /application\/pdf/);
    await expectRefused(await upload(url, new Uint8Array([1, 2, 3])), 415);
    expect(await store.head(key)).toBeNull();
  });

  it('refuses a body above the limit, declared or streamed, and stores nothing', async () => {
    const key = 'work-orders/1/too-big.bin';
    const url = await store.createUploadUrl(key, { contentType: 'application/octet-stream' });
    await expectRefused(
      await upload(url, randomBytes(MAX_BYTES + 1), 'application/octet-stream'),
      413,
      /64 KB/,
    );

    // no Content-Length: the bytes are counted as they arrive
    const chunks = [randomBytes(40_000), randomBytes(40_000)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const chunked = await fetch(url, {
      method: 'PUT',
      body: stream,
      headers: { 'content-type': 'application/octet-stream' },
      duplex: 'half',
    } as RequestInit);
    await expectRefused(chunked, 413, /64 KB/);

    // a link may tighten the store's limit
    const small = await store.createUploadUrl(key, { contentType: 'text/plain', maxBytes: 10 });
    // refused on the first chunk, while the temp file may still be opening: nothing may stay behind
    for (let i = 0; i < 20; i++)
      await expectRefused(await upload(small, 'eleven char', 'text/plain'), 413, /10 bytes/);
    expect(await incomingFiles()).toEqual([]);
    expect((await upload(small, 'ten chars!', 'text/plain')).status).toBe(200);
    expect(await store.head(key)).toEqual({ size: 10, contentType: 'text/plain' });
    await store.delete(key);

    expect(await store.head(key)).toBeNull();
    expect(await incomingFiles()).toEqual([]);
  });

  it('leaves no partial blob when the browser goes away mid-upload', async () => {
    const key = 'work-orders/1/aborted.bin';
    const url = new URL(await store.createUploadUrl(key, { contentType: 'application/octet-stream' }));
    const req = httpRequest(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', 'content-length': '20000' },
    });
    const gone = new Promise((resolve) => req.on('close', resolve));
    req.on('error', () => undefined);
    req.write(randomBytes(10_000));
    await waitUntil(async () => (await incomingFiles()).length === 1); // half the file is on disk
    req.destroy();
    await gone;
    await waitUntil(async () => (await incomingFiles()).length === 0);
    expect(await store.head(key)).toBeNull();
  });

  it('refuses tampered and expired links with 403', async () => {
    const key = 'work-orders/1/signed.txt';
    const url = await store.createUploadUrl(key, { contentType: 'text/plain', maxBytes: 100 });
    const sig = new URL(url).searchParams.get('sig')!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;

    const tampered = [
      withParam(url, 'sig', flipped),
      withParam(url, 'sig', 'zz'),
      url.replace('/signed.txt?', '/other.txt?'),
      withParam(url, 'max', '1000'),
      withParam(url, 'exp', String(Number(new URL(url).searchParams.get('exp')) + 3600)),
      withParam(url, 'op', 'get'),
    ];
    for (const bad of tampered)
      await expectRefused(await upload(bad, 'hello', 'text/plain'), 403, /not valid/);
    // a changed type, sent as that type, fails on the signature rather than on the type check
    await expectRefused(
      await upload(withParam(url, 'ct', 'text/html'), '<p>hi</p>', 'text/html'),
      403,
      /not valid/,
    );

    const past = linksAt(createLocalBlobStore({ ...options, now: () => Date.now() - 3_600_000 }), baseUrl);
    const expired = await past.createUploadUrl(key, { contentType: 'text/plain' });
    await expectRefused(await upload(expired, 'hello', 'text/plain'), 403, /expired/);
    const expiredDownload = await past.createDownloadUrl(KEY, { fileName: 'a.pdf' });
    await expectRefused(await fetch(expiredDownload), 403, /expired/);

    const otherSecret = linksAt(
      createLocalBlobStore({ ...options, signingSecret: `${SECRET}-rotated` }),
      baseUrl,
    );
    await expectRefused(
      await upload(await otherSecret.createUploadUrl(key, { contentType: 'text/plain' }), 'x', 'text/plain'),
      403,
    );

    // an upload link is no download link, and a download link's file name is signed
    await expectRefused(await fetch(url), 403);
    const download = await store.createDownloadUrl(KEY, { fileName: 'report.pdf' });
    await expectRefused(await fetch(withParam(download, 'fn', 'evil.html')), 403);
    await expectRefused(await fetch(download.replace('/abc.pdf?', '/abd.pdf?')), 403);
    expect(await store.head(key)).toBeNull();
  });

  it('rejects keys that could leave the blob folder', async () => {
    const bad = [
      '../x',
      'a/../b',
      '/etc/passwd',
      'a\\b',
      'a\0b',
      '',
      'a//b',
      'a/',
      '.incoming/x',
      'a.pdf.meta.json',
      'é',
    ];
    for (const key of bad) {
      await expect(store.createUploadUrl(key, { contentType: 'text/plain' })).rejects.toThrow(
        /invalid blob key/,
      );
      await expect(store.createDownloadUrl(key, { fileName: 'x' })).rejects.toThrow(/invalid blob key/);
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid blob key/);
      await expect(store.head(key)).rejects.toThrow(/invalid blob key/);
      await expect(store.read(key)).rejects.toThrow(/invalid blob key/);
      await expect(store.delete(key)).rejects.toThrow(/invalid blob key/);
    }

    // even with a correct signature (the secret leaked, say), the routes refuse such a key
    const exp = String(Math.floor(Date.now() / 1000) + 60);
    const forged = (key: string) => {
      const sig = createHmac('sha256', SECRET)
        .update(JSON.stringify(['put', key, 'text/plain', '100', exp]))
        .digest('hex');
      return `?${new URLSearchParams({ op: 'put', ct: 'text/plain', max: '100', exp, sig }).toString()}`;
    };
    for (const path of ['..%2Foutside.txt', '%2E%2E%2Foutside.txt', 'x%2F..%2F..%2Foutside.txt']) {
      const key = decodeURIComponent(path);
      // Fastify decodes the path, so the store sees `../outside.txt`
      await expectRefused(await upload(`${baseUrl}/blobs/${path}${forged(key)}`, 'pwned', 'text/plain'), 403);
    }
    expect(existsSync(join(dir, 'outside.txt'))).toBe(false);
    expect(existsSync(join(rootDir, 'outside.txt'))).toBe(false);
  });

  it('hands out links relative to the portal, with its path prefix, never an origin (issue 15)', async () => {
    const prefixed = createLocalBlobStore({ ...options, publicUrl: 'https://vendors.example/portal/' });
    expect(await prefixed.createUploadUrl('a/b.pdf', { contentType: 'application/pdf' })).toMatch(
      /^\/portal\/blobs\/a\/b\.pdf\?op=put&/,
    );
    const plain = createLocalBlobStore({ ...options, publicUrl: 'http://localhost:3000' });
    expect(await plain.createDownloadUrl('a/b.pdf', { fileName: 'b.pdf' })).toMatch(
      /^\/blobs\/a\/b\.pdf\?op=get&/,
    );
  });

  it('answers 404 for a signed link to a blob that is not there', async () => {
    const url = await store.createDownloadUrl('work-orders/1/missing.pdf', { fileName: 'missing.pdf' });
    await expectRefused(await fetch(url), 404);
  });
});

/** A store of its own in a folder of its own, served on a port of its own. */
async function servedStore(folder: string, extra: Partial<LocalBlobStoreOptions> = {}) {
  const root = join(dir, folder);
  const served = createLocalBlobStore({ ...options, rootDir: root, ...extra });
  const server = Fastify();
  registerErrorHandler(server);
  await server.register(localBlobRoutes(served));
  const url = await server.listen({ host: '127.0.0.1', port: 0 });
  const links = linksAt(createLocalBlobStore({ ...options, rootDir: root, publicUrl: url }), url);
  const incoming = async () =>
    existsSync(join(root, '.incoming')) ? (await readdir(join(root, '.incoming'))).sort() : [];
  return { root, store: served, links, incoming, close: () => server.close() };
}

/** An upload to `url` whose first half is sent and the rest held back until `finish`. */
function heldUpload(url: string) {
  const req = httpRequest(new URL(url), {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', 'content-length': '20000' },
  });
  req.on('error', () => undefined);
  const answer = new Promise<number>((resolve) =>
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }),
  );
  req.write(randomBytes(10_000));
  return {
    finish: () => {
      req.end(randomBytes(10_000));
      return answer;
    },
    abort: () => req.destroy(),
  };
}

describe('uploads at once', () => {
  it('refuses uploads beyond the limit with 503 and Retry-After until one ends, however it ends', async () => {
    const {
      store: capped,
      links,
      incoming,
      close,
    } = await servedStore('capped', { maxConcurrentUploads: 2 });
    const partFiles = async () => (await incoming()).length;
    const link = (name: string) =>
      links.createUploadUrl(`capped/${name}`, { contentType: 'application/octet-stream' });
    const held = async (name: string) => heldUpload(await link(name));

    try {
      const first = await held('first.bin');
      const second = await held('second.bin');
      await waitUntil(async () => (await partFiles()) === 2); // both are being written

      const refused = await upload(await link('third.bin'), randomBytes(1000), 'application/octet-stream');
      expect(refused.headers.get('retry-after')).toBe('10');
      await expectRefused(refused, 503, /receiving many files right now/);
      expect(await capped.head('capped/third.bin')).toBeNull();

      // a finished upload frees its place
      expect(await first.finish()).toBe(200);
      const third = await upload(await link('third.bin'), randomBytes(1000), 'application/octet-stream');
      expect(third.status).toBe(200);

      // so do an abandoned one and a refused one
      second.abort();
      await waitUntil(async () => (await partFiles()) === 0);
      const small = await links.createUploadUrl('capped/small.txt', {
        contentType: 'text/plain',
        maxBytes: 5,
      });
      for (let i = 0; i < 3; i++) await expectRefused(await upload(small, 'too long', 'text/plain'), 413);
      const fourth = await held('fourth.bin');
      const fifth = await held('fifth.bin');
      await waitUntil(async () => (await partFiles()) === 2); // both places are free again
      expect([await fourth.finish(), await fifth.finish()]).toEqual([200, 200]);
    } finally {
      await close();
    }
  });
});

describe('partial uploads', () => {
  it('are swept once nothing wrote to them for a while, but never while they are being written', async () => {
    const { root, store: swept, links, incoming, close } = await servedStore('swept');
    const folder = join(root, '.incoming');
    await mkdir(folder, { recursive: true });
    const longAgo = new Date(Date.now() - 2 * 3_600_000);
    // what a process killed mid-upload leaves: a temp file, and maybe the sidecar of its commit
    for (const name of ['dead.part', 'dead.part.meta.json', 'fresh.part']) {
      await writeFile(join(folder, name), 'x');
    }
    await utimes(join(folder, 'dead.part'), longAgo, longAgo);
    await utimes(join(folder, 'dead.part.meta.json'), longAgo, longAgo);
    try {
      // an upload being written whose last bytes came long ago is still this process's
      const slow = heldUpload(
        await links.createUploadUrl('swept/slow.bin', { contentType: 'application/octet-stream' }),
      );
      await waitUntil(async () => (await incoming()).length === 4);
      const [writing] = (await incoming()).filter(
        (name) => !['dead.part', 'dead.part.meta.json', 'fresh.part'].includes(name),
      );
      await utimes(join(folder, writing!), longAgo, longAgo);

      expect(await swept.server.sweepIncoming(3_600_000)).toBe(2);
      expect(await incoming()).toEqual(['fresh.part', writing].sort());
      expect(await slow.finish()).toBe(200);
      expect(await swept.head('swept/slow.bin')).toEqual({
        size: 20_000,
        contentType: 'application/octet-stream',
      });
      expect(await incoming()).toEqual(['fresh.part']);
      expect(await swept.server.sweepIncoming(3_600_000)).toBe(0);
    } finally {
      await close();
    }
  });

  it('are none to sweep before the first upload', async () => {
    const { store: empty, close } = await servedStore('empty');
    expect(await empty.server.sweepIncoming(0)).toBe(0);
    await close();
  });
});

describe('local blob store on the server side', () => {
  it('puts, heads, reads, overwrites and deletes', async () => {
    const key = 'exports/2024/report.csv';
    await store.put(key, Buffer.from('a,b\n1,2\n'), 'text/csv; charset=utf-8');
    expect(await store.head(key)).toEqual({ size: 8, contentType: 'text/csv; charset=utf-8' });
    expect((await buffer(await store.read(key))).toString()).toBe('a,b\n1,2\n');

    await store.put(key, Buffer.from('x\n'), 'text/csv');
    expect(await store.head(key)).toEqual({ size: 2, contentType: 'text/csv' });
    expect((await buffer(await store.read(key))).toString()).toBe('x\n');

    const download = await fetch(await store.createDownloadUrl(key, { fileName: 'report.csv' }));
    expect(download.headers.get('content-type')).toBe('text/csv');
    expect(await download.text()).toBe('x\n');

    await store.delete(key);
    expect(await store.head(key)).toBeNull();
    await expect(store.read(key)).rejects.toSatisfy(
      (err) => err instanceof AppError && err.code === 'not_found',
    );
    await store.delete(key); // deleting twice is fine
    expect(await store.head('exports')).toBeNull(); // a folder is not a blob
    expect(await store.head('exports/2024/report.csv/below')).toBeNull();
  });

  it('moves a blob with its content type to another key, and says when there is none to move', async () => {
    const from = 'uploads/move-me';
    const to = 'documents/9/moved.pdf';
    const bytes = randomBytes(10_000);
    await store.put(from, bytes, 'application/pdf');
    await store.put(to, Buffer.from('older'), 'text/plain');
    await store.move(from, to);
    expect(await store.head(from)).toBeNull();
    expect(await store.head(to)).toEqual({ size: bytes.length, contentType: 'application/pdf' });
    expect((await buffer(await store.read(to))).equals(bytes)).toBe(true);
    await expect(store.move(from, 'documents/9/other.pdf')).rejects.toSatisfy(
      (err) => err instanceof AppError && err.code === 'not_found',
    );
    expect(await store.head('documents/9/other.pdf')).toBeNull();
    await expect(store.move(from, '../outside')).rejects.toThrow(/invalid blob key/);
    await store.delete(to);
  });

  it('refuses content types that could break a header', async () => {
    await expect(store.createUploadUrl('a/b', { contentType: 'text/plain\r\nx-evil: 1' })).rejects.toThrow(
      /content type/,
    );
    await expect(store.put('a/b', Buffer.from(''), 'nonsense')).rejects.toThrow(/content type/);
  });
});
