// What each page of the built app costs compressed (issue 19 points 2 and 8), from Vite's build
// manifest and the build-time .zst files beside the assets (precompress.ts): the sign-in page
// (login.html and everything it loads), sign-in to the first work-order rows (the app and the list's
// chunks, less what the sign-in page already loaded), and each other page's own chunks: what it adds
// to what is loaded where a user comes from, the list of work orders for a vendor's page (as
// bench/page-weight.bench.ts opens them), the console's frame for a staff page. check-budgets.ts holds the
// build to the budgets in `npm test`. Bodies only: the wire adds
// ~1 KB of headers per request (bench/page-weight.bench.ts measures that in Chromium).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { zstdCompressSync } from 'node:zlib';

export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type RouteWeight = { route: string; bytes: number; budget: number; files: string[] };

const KB = 1024;
export type Budgets = { signIn: number; signInToRows: number; ownChunks: number };
/** Issue 19's goals, compressed bytes. */
export const BUDGETS: Budgets = { signIn: 150 * KB, signInToRows: 300 * KB, ownChunks: 100 * KB };

const LOGIN_PAGE = 'login.html';
const APP_START = /(^|\/)_?start-app[-.]/;
const LIST_PAGE = 'src/features/work-orders/routes/list-work-orders-page.tsx';
const STAFF_FRAME = 'src/features/staff/staff-routes.tsx';
/** The classic scripts login.html loads before its modules (not in the manifest: public/). */
const LOGIN_PAGE_SCRIPTS = ['zod-config.js'];

/**
 * The files a chunk loads with it: its static imports, their CSS, and the assets they name, of which
 * fonts only our Roboto subsets (fontsource's per-script files load only for a character outside
 * them; the .woff files never, in a browser that reads woff2).
 */
export function filesOf(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const asset of chunk.assets ?? [])
      if (!/\.woff2?$/.test(asset) || /-subset-[^/]*\.woff2$/.test(asset)) files.add(asset);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** A file's size as sent: its build-time .zst when there is one (text), else the file (fonts, images). */
export function sentSize(distDir: string, file: string): number {
  const path = join(distDir, file);
  return existsSync(`${path}.zst`) ? statSync(`${path}.zst`).size : statSync(path).size;
}

function weigh(distDir: string, route: string, files: Iterable<string>, budget: number): RouteWeight {
  const list = [...files].sort();
  return { route, budget, files: list, bytes: list.reduce((sum, file) => sum + sentSize(distDir, file), 0) };
}

/** The page's HTML as the server compresses it (zstd, per answer). */
function htmlSize(distDir: string, page: string): number {
  return zstdCompressSync(readFileSync(join(distDir, page))).length;
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Every page's weight with its budget, from a build in `distDir` (apps/web/dist). */
export function routeWeights(
  distDir: string,
  budgets: Budgets = BUDGETS,
  manifest: Manifest = readManifest(distDir),
): RouteWeight[] {
  const appStart = Object.keys(manifest).find((key) => APP_START.test(key) && key.endsWith('.js'));
  if (!appStart) throw new Error('the manifest has no start-app chunk');

  const signIn = filesOf(manifest, [LOGIN_PAGE]);
  const signInPage = weigh(distDir, '/auth/login (sign-in page)', [...signIn, ...LOGIN_PAGE_SCRIPTS], 0);
  signInPage.bytes += htmlSize(distDir, LOGIN_PAGE);
  signInPage.budget = budgets.signIn;

  const app = filesOf(manifest, [appStart]);
  const toRows = [...filesOf(manifest, [appStart, LIST_PAGE])].filter((file) => !signIn.has(file));
  const weights = [
    signInPage,
    weigh(distDir, 'sign-in to the first work-order rows', toRows, budgets.signInToRows),
  ];

  const vendorLoaded = new Set([...signIn, ...filesOf(manifest, [appStart, LIST_PAGE])]);
  const staffLoaded = new Set([...app, ...filesOf(manifest, [STAFF_FRAME])]);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !key.endsWith('-page.tsx') || key === LIST_PAGE) continue;
    const loaded = key.startsWith('src/features/staff/') ? staffLoaded : vendorLoaded;
    const own = [...filesOf(manifest, [key])].filter((file) => !loaded.has(file));
    weights.push(weigh(distDir, `${key} (its own chunks)`, own, budgets.ownChunks));
  }
  return weights;
}

/** The pages over their budget, each in words: route, size and budget. */
export function overBudget(weights: RouteWeight[]): string[] {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  return weights
    .filter(({ bytes, budget }) => bytes > budget)
    .map(({ route, bytes, budget }) => `${route}: ${kb(bytes)} compressed, over its budget of ${kb(budget)}`);
}
