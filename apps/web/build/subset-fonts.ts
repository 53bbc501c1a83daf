// Roboto cut down to the characters the portal shows (issue 19 point 2): printable ASCII and the
// punctuation our texts use (© · — – ’ “ ” … and a few more), and the thin space MUI puts before a
// required field's asterisk (without it every page with a required field fetched a whole 22 KB font). fontsource's Latin files carry 220
// glyphs each (22 KB a weight); the subset is 13 KB. src/fonts/roboto.css declares each subset last,
// so the browser tries it first and fetches fontsource's full file of a script only for a character
// outside the subset (a vendor's name with an accent). The files are committed: run
// `node apps/web/build/subset-fonts.ts` after a fontsource upgrade (subset-fonts.test.ts says so).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

export const SUBSET_WEIGHTS = [300, 400, 500, 700] as const;

/** The subset's characters, as CSS unicode-range (keep in step with src/fonts/roboto.css). */
export const SUBSET_UNICODE_RANGE =
  'U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B0,U+00B1,U+00B7,U+00D7,U+2009,U+200B,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC,U+2122';

export function charactersOf(unicodeRange: string): string {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const [first = '', last = first] = part.replace('U+', '').split('-');
    for (let code = parseInt(first, 16); code <= parseInt(last, 16); code += 1)
      text += String.fromCodePoint(code);
  }
  return text;
}

export const FONTS_DIR = join(import.meta.dirname, '../src/fonts');

export function subsetFileName(weight: number): string {
  return `roboto-${weight}-subset.woff2`;
}

/** The subset of fontsource's Latin Roboto of a weight, as woff2. */
export async function subsetRoboto(weight: number): Promise<Buffer> {
  const fontsource = dirname(createRequire(import.meta.url).resolve('@fontsource/roboto/package.json'));
  const latin = readFileSync(join(fontsource, `files/roboto-latin-${weight}-normal.woff2`));
  return subsetFont(latin, charactersOf(SUBSET_UNICODE_RANGE), { targetFormat: 'woff2' });
}

if (import.meta.main) {
  for (const weight of SUBSET_WEIGHTS) {
    const file = join(FONTS_DIR, subsetFileName(weight));
    const font = await subsetRoboto(weight);
    writeFileSync(file, font);
    console.log(`${file}: ${font.length} bytes`);
  }
}
