// @vitest-environment node
// The committed Roboto subsets are what build/subset-fonts.ts makes from today's fontsource files, and
// src/fonts' CSS names the subset's characters (issue 19 point 2).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import {
  FONTS_DIR,
  SUBSET_UNICODE_RANGE,
  SUBSET_WEIGHTS,
  charactersOf,
  subsetFileName,
  subsetRoboto,
} from './subset-fonts.ts';

it.each(SUBSET_WEIGHTS)('roboto %i: the committed subset is up to date', async (weight) => {
  const committed = readFileSync(join(FONTS_DIR, subsetFileName(weight)));
  const made = await subsetRoboto(weight);
  expect(made.equals(committed), 'run `node apps/web/build/subset-fonts.ts` and commit the fonts').toBe(true);
  // far below fontsource's Latin file of the weight (22 KB)
  expect(committed.length).toBeLessThan(15_000);
});

it('declares every subset with its characters', () => {
  const css = ['roboto.css', 'roboto-400-500.css'].map((name) => readFileSync(join(FONTS_DIR, name), 'utf8'));
  for (const weight of SUBSET_WEIGHTS) {
    const face = css.join('\n').match(new RegExp(`@font-face {[^}]*${subsetFileName(weight)}[^}]*}`))?.[0];
    expect(face, `the face of ${subsetFileName(weight)}`).toContain(`font-weight: ${weight};`);
    // as prettier lays it out: one range after another
    expect(face?.replace(/\s+/g, '')).toContain(`unicode-range:${SUBSET_UNICODE_RANGE};`);
  }
});

it('holds the characters MUI writes into our labels itself', () => {
  // a required field's label ends in a thin space (U+2009) and an asterisk: outside the subset, it made
  // every page with a required field fetch fontsource's whole Latin file (decision 070)
  const mui = dirname(createRequire(import.meta.url).resolve('@mui/material/package.json'));
  const written = [
    'FormLabel/FormLabel.js',
    'OutlinedInput/OutlinedInput.js',
    'FormControlLabel/FormControlLabel.js',
  ]
    .flatMap((file) => [...readFileSync(join(mui, file), 'utf8').matchAll(/"\\u([0-9a-fA-F]{4})"/g)])
    .map((m) => String.fromCodePoint(parseInt(m[1]!, 16)));
  expect(written).toContain('\u2009');
  const subset = charactersOf(SUBSET_UNICODE_RANGE);
  for (const character of written) expect(subset).toContain(character);
});
