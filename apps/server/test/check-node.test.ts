// scripts/check-node.cjs (issue 14): on a Node without type stripping, npm install / start / test say
// what is needed and how to get it, instead of dying on ERR_UNKNOWN_FILE_EXTENSION ".ts".
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const script = join(root, 'scripts/check-node.cjs');

const check = (node: string, version?: string) =>
  spawnSync(node, [script], {
    encoding: 'utf8',
    env: { ...process.env, ...(version ? { CHECK_NODE_VERSION: version } : {}) },
  });

describe('the Node version check', () => {
  it.each(['18.20.4', '20.20.2', '22.12.0', '22.17.1', '23.5.0'])(
    'refuses Node %s with what to do',
    (version) => {
      const result = check(process.execPath, version);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        `needs Node.js 22.18 or newer (24 LTS recommended); this is Node.js ${version}`,
      );
      expect(result.stderr).toContain('npm install -g --prefix /opt/node24 node@24');
    },
  );

  it.each(['22.18.0', '23.6.0', '24.0.0', '26.1.0'])('lets Node %s through silently', (version) => {
    const result = check(process.execPath, version);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });

  it('runs before install, start, serve, dev and test, and the engines field says the same', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      engines: { node: string };
      scripts: Record<string, string>;
    };
    for (const hook of ['preinstall', 'prestart', 'preserve', 'predev', 'pretest'])
      expect(pkg.scripts[hook]).toBe('node scripts/check-node.cjs');
    expect(pkg.engines.node).toBe('>=22.18');
  });

  // the machines here ship Node 20 as /usr/bin/node: the script itself must run there
  it.skipIf(!existsSync('/usr/bin/node'))('runs on the system Node as it is', () => {
    const result = check('/usr/bin/node');
    const [major, minor] = spawnSync('/usr/bin/node', ['-p', 'process.versions.node'], { encoding: 'utf8' })
      .stdout.trim()
      .split('.')
      .map(Number) as [number, number];
    const supported = major > 23 || (major === 23 && minor >= 6) || (major === 22 && minor >= 18);
    expect(result.status).toBe(supported ? 0 : 1);
  });
});
