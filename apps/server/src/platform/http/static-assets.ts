// Serves the web build's hashed files under /assets (issue 19 point 1): each with the best variant
// the browser accepts of those the build wrote beside it (apps/web/build/precompress.ts): zstd, else
// Brotli, else gzip, else the file itself. The files are listed once at start, so a path that is not
// one of them is a 404 without touching the disk, and nothing outside the folder can be named.
// Their names carry their content's hash: cached for a year and never revalidated.
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** In the order of preference: zstd is the fastest to decode at about Brotli's size. */
const ENCODINGS = [
  { name: 'zstd', suffix: '.zst' },
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
const SUFFIXES = new Set<string>(ENCODINGS.map((e) => e.suffix));

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

type Variant = { path: string; bytes: number };
type Asset = { type: string; identity: Variant; encoded: Map<string, Variant> };

function listAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(dir)) return assets;
  const names = new Set(readdirSync(dir));
  for (const name of names) {
    if (SUFFIXES.has(extname(name))) continue;
    const path = join(dir, name);
    const stat = statSync(path);
    if (!stat.isFile()) continue;
    const encoded = new Map<string, Variant>();
    for (const { name: encoding, suffix } of ENCODINGS) {
      if (names.has(name + suffix))
        encoded.set(encoding, { path: path + suffix, bytes: statSync(path + suffix).size });
    }
    assets.set(name, {
      type: TYPES[extname(name)] ?? 'application/octet-stream',
      identity: { path, bytes: stat.size },
      encoded,
    });
  }
  return assets;
}

/** The codings an Accept-Encoding header accepts (q > 0), lower-cased. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(token);
  }
  return accepted;
}

/** Registers GET (and HEAD) /assets/* for the files of `dir`. */
export function registerStaticAssets(app: FastifyInstance, dir: string): number {
  const assets = listAssets(dir);
  app.get('/assets/*', async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const asset = assets.get(request.params['*']);
    if (!asset) return reply.callNotFound();
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const coding = ENCODINGS.find((e) => asset.encoded.has(e.name) && accepted.has(e.name))?.name;
    const variant = coding ? asset.encoded.get(coding)! : asset.identity;
    reply
      .header('content-type', asset.type)
      .header('content-length', variant.bytes)
      .header('cache-control', 'public, max-age=31536000, immutable');
    // a cache between us and the browser must keep the variants apart
    if (asset.encoded.size > 0) reply.header('vary', 'accept-encoding');
    // the global compression (compression.ts) leaves an answer that names its coding alone
    if (coding) reply.header('content-encoding', coding);
    return reply.send(createReadStream(variant.path));
  });
  return assets.size;
}
