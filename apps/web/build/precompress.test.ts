// @vitest-environment node
// The build's compressed variants (issue 19 point 1): each text file above 1 KB gets .zst, .br and .gz
// that decompress to it byte for byte; small files, fonts, images and index.html get none.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

const dir = mkdtempSync(join(tmpdir(), 'vp-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('writes zstd, Brotli and gzip variants of the text assets only', () => {
  const js = Buffer.from('export const rows = [' + '{"po":"1001","status":"Open"},'.repeat(200) + '];');
  writeFileSync(join(dir, 'app-1.js'), js);
  writeFileSync(join(dir, 'tiny-1.js'), 'x()');
  writeFileSync(join(dir, 'font-1.woff2'), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, 'index.html'), '<html>' + ' '.repeat(4096) + '</html>');
  expect(precompressDir(dir)).toBe(3);
  expect(zstdDecompressSync(readFileSync(join(dir, 'app-1.js.zst')))).toEqual(js);
  expect(brotliDecompressSync(readFileSync(join(dir, 'app-1.js.br')))).toEqual(js);
  expect(gunzipSync(readFileSync(join(dir, 'app-1.js.gz')))).toEqual(js);
  for (const name of ['tiny-1.js', 'font-1.woff2', 'index.html'])
    for (const suffix of ['.zst', '.br', '.gz'])
      expect(existsSync(join(dir, name + suffix)), name).toBe(false);
});
