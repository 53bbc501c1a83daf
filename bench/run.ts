// npm run bench: runs every benchmark under bench/ in turn and prints its figures.
// Benchmarks measure; they never fail on a number (the issues name the figures to reach).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const only = process.argv[2];
const files = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only || f.includes(only))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync(process.execPath, [join(import.meta.dirname, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exitCode = failed > 0 ? 1 : 0;
