// Emotion writes a component's style rules while React renders it, not in the commit (decision 079).
// The app's build takes emotion's browser modules with the alias; this test bundles those same modules
// with the same alias and renders with them: the rules of a component drawn earlier in the tree are in
// the document when a later sibling renders, in the same render, while global styles still wait for
// the commit, as the page on screen would change with them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, createElement, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emotionInsertionAlias } from './emotion-insertion-alias.ts';

type Emotion = {
  Coloured: ComponentType<{ children?: ReactNode }>;
  Global: ComponentType<{ styles: Record<string, unknown> }>;
};

// React's act() in a test of our own making (testing-library sets this for its tests)
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// inside the web app's folder, so that the bundle finds the workspace's packages
const dir = mkdtempSync(join(import.meta.dirname, '.emotion-probe-'));
let emotion: Emotion;

beforeAll(async () => {
  writeFileSync(
    join(dir, 'entry.ts'),
    `import styled from '@emotion/styled';
export { Global } from '@emotion/react';
export const Coloured = styled.div({ color: 'rgb(1, 2, 3)' });
`,
  );
  await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    resolve: { alias: emotionInsertionAlias },
    build: {
      // 'dist', which lint and Prettier skip, should a killed run leave the folder behind
      outDir: join(dir, 'dist'),
      minify: false,
      lib: { entry: join(dir, 'entry.ts'), formats: ['es'], fileName: 'emotion' },
      // the test's own React, so that the bundle's components render in its tree
      rolldownOptions: { external: (id: string) => id === 'react' || id.startsWith('react/') },
    },
  });
  emotion = (await import(join(dir, 'dist', 'emotion.js'))) as Emotion;
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rulesText = () =>
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');

/** Renders nothing; notes, as it renders, whether the document has a rule matching `pattern`. */
function Probe({ pattern, seen }: { pattern: RegExp; seen: boolean[] }) {
  seen.push(pattern.test(rulesText()));
  return null;
}

function renderNow(children: ReactNode) {
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() => root.render(children));
  return () => act(() => root.unmount());
}

describe('emotion with the alias', () => {
  it("has a component's rules in the document before its later siblings render", () => {
    const seen: boolean[] = [];
    const colour = /rgb\(1, ?2, ?3\)/;
    expect(colour.test(rulesText())).toBe(false);
    const unmount = renderNow([
      createElement(emotion.Coloured, { key: 'c' }, 'styled'),
      createElement(Probe, { key: 'p', pattern: colour, seen }),
    ]);
    // emotion's own path (an insertion effect, in the commit) leaves the probe nothing to see
    expect(seen[0]).toBe(true);
    unmount();
  });

  it('leaves global styles to the commit', () => {
    const seen: boolean[] = [];
    const outline = /outline-offset: ?7px/;
    const unmount = renderNow([
      createElement(emotion.Global, {
        key: 'g',
        styles: { 'button:focus-visible': { outlineOffset: '7px' } },
      }),
      createElement(Probe, { key: 'p', pattern: outline, seen }),
    ]);
    expect(seen[0]).toBe(false);
    expect(outline.test(rulesText())).toBe(true);
    unmount();
  });
});
