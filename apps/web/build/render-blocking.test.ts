// No script holds the first paint of either page (issue 19 point 7, decision 070): a classic script
// in the head without defer or async blocks rendering until it has been fetched and run. Deferred and
// module scripts run in document order once the page is parsed, so the classic ones that must run
// before the modules (csp-nonce.js, zod-config.js) stay before the entry module, deferred.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = join(import.meta.dirname, '..');

function scriptsOf(page: string): string[] {
  return [...readFileSync(join(WEB, page), 'utf8').matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
}

describe.each(['index.html', 'login.html'])('%s', (page) => {
  it('has no render-blocking script', () => {
    const scripts = scriptsOf(page);
    expect(scripts.length).toBeGreaterThan(0);
    const blocking = scripts.filter((tag) => !/\s(defer|async)\b|type="module"/.test(tag));
    expect(blocking).toEqual([]);
  });

  it('runs its classic scripts before the entry module', () => {
    const scripts = scriptsOf(page);
    const entry = scripts.findIndex((tag) => tag.includes('type="module"'));
    const classic = scripts
      .map((tag, i) => [tag, i] as const)
      .filter(([tag]) => !tag.includes('type="module"'));
    expect(entry).toBeGreaterThanOrEqual(0);
    for (const [tag, i] of classic) {
      expect(tag).toMatch(/\sdefer\b/);
      expect(i).toBeLessThan(entry);
    }
  });
});
