// index.html's first paint (its spinner) waits for no stylesheet: the app's stylesheet moves to the end
// of the body, and the spinner's style is inline, with the nonce the server writes (decision 070).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveStylesheetsToBodyEnd } from './late-stylesheets.ts';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/client-B.js">
    <link rel="stylesheet" crossorigin href="/assets/start-app-C.css">
    <link rel="stylesheet" crossorigin href="/assets/more-D.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('moveStylesheetsToBodyEnd', () => {
  it('moves every stylesheet link after the content, in order, and nothing else', () => {
    const html = moveStylesheetsToBodyEnd(BUILT);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('stylesheet');
    expect(head).toContain('rel="modulepreload"');
    expect(html).toContain(`    <div id="root"></div>
    <link rel="stylesheet" crossorigin href="/assets/start-app-C.css">
    <link rel="stylesheet" crossorigin href="/assets/more-D.css">
  </body>`);
  });

  it('leaves a page without stylesheets as it is', () => {
    const html = BUILT.replace(/.*rel="stylesheet".*\n/g, '');
    expect(moveStylesheetsToBodyEnd(html)).toBe(html);
  });
});

describe("index.html's spinner", () => {
  const html = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');

  it('is styled inline, with the nonce the server writes', () => {
    const style = /<style nonce="__CSP_NONCE__">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('.boot-loader');
    expect(html).toContain('class="boot-loader"');
  });
});
