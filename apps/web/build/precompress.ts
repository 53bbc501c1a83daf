// Compresses the built files once, at build time (issue 19 point 1): beside each text asset it writes
// `.zst` (zstd 19), `.br` (Brotli 11) and `.gz` (gzip 9), which the server sends as they are to a
// browser that accepts them (apps/server/src/platform/http/static-assets.ts). Maximum levels cost a
// few seconds here and nothing per request. A variant that is not smaller than the original is not
// written; index.html is left out: the server writes a nonce into it per answer and compresses that.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync, zstdCompressSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images, fonts (woff2), PDFs and spreadsheets are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

export const VARIANTS = [
  {
    suffix: '.zst',
    compress: (data: Buffer) =>
      zstdCompressSync(data, { params: { [constants.ZSTD_c_compressionLevel]: 19 } }),
  },
  {
    suffix: '.br',
    compress: (data: Buffer) =>
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { suffix: '.gz', compress: (data: Buffer) => gzipSync(data, { level: 9 }) },
] as const;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes the compressed variants of every compressible file under `dir`; returns how many. */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    for (const variant of VARIANTS) {
      const packed = variant.compress(data);
      if (packed.length >= data.length) continue;
      writeFileSync(file + variant.suffix, packed);
      written++;
    }
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'vp-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
