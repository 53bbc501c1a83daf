// The US ZIP dataset of migration 0002 (@mardillu/us-cities-utils: ~41,000 ZIPs in a 5.5 MB module),
// read in a child process of its own. Imported here, V8's parse of that module left the migrating
// process ~95 MB larger for the rest of its life (the parser's memory, freed but kept by the allocator:
// a worker thread kept it too); the child hands over 1.5 MB of JSON (~10 MB here) and exits
// (decision 125). The rows are the same as when the module was imported in the migration itself.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

export type ZipRow = { zip: string; city: string; stateCode: string; county: string };

// the child's whole program: the package's own grouping, as [zip, city, state, county] rows
const READ_IN_CHILD = `
const [moduleUrl] = process.argv.slice(1);
const { groupCitiesByState } = await import(moduleUrl);
process.stdout.write(JSON.stringify(Object.values(groupCitiesByState()).flat().map(
  (z) => [z.zip, z.name.trim(), z.stateAbbr, z.county.trim()])));
`;

export async function readZipDataset(): Promise<ZipRow[]> {
  // the package's own entry as this file resolves it (import.meta.resolve: not under vitest's runner)
  const moduleUrl = pathToFileURL(createRequire(import.meta.url).resolve('@mardillu/us-cities-utils')).href;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '--eval', READ_IN_CHILD, moduleUrl],
    { maxBuffer: 64 * 1024 * 1024, env: {} },
  );
  return (JSON.parse(stdout) as [string, string, string, string][]).map(([zip, city, stateCode, county]) => ({
    zip,
    city,
    stateCode,
    county,
  }));
}
