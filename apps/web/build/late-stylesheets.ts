// Moves the entry's stylesheet links of a page from the head to the end of its body (decision 070).
// In the head, a stylesheet holds the page's first paint until it has arrived: on a slow link the
// HTML's spinner waited one more round trip, behind the app's scripts that share the link. At the end
// of the body it holds nothing that paints (content after it would wait; there is none). The app's
// scripts still run only once it has arrived: deferred and module scripts wait for the stylesheets the
// parser met, wherever they stand, so the app never draws unstyled.
import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

export function moveStylesheetsToBodyEnd(html: string): string {
  const links = html.match(STYLESHEET) ?? [];
  if (links.length === 0) return html;
  const moved = links.map((link) => `    ${link.trim()}\n`).join('');
  return html
    .replace(STYLESHEET, '')
    .replace(/([ \t]*)<\/body>/, (_, indent: string) => `${moved}${indent}</body>`);
}

/** Applies it to the built pages named (the ones whose HTML paints something before the app). */
export function lateStylesheets(pages: string[]): Plugin {
  return {
    name: 'vp-late-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        pages.some((page) => context.filename.endsWith(`/${page}`)) ? moveStylesheetsToBodyEnd(html) : html,
    },
  };
}
