// Gives index.html the early session script (src/early-session.ts, decision 083) as a script of its
// own: Vite would fold a second module script of the page into the page's one entry, which runs only
// once all the app's code has arrived. Built as an entry of its own (vite.config.ts), it is written
// into the head as an async module script, which runs as soon as its few small files have come.
import type { Plugin } from 'vite';

export const EARLY_SCRIPT_SOURCE = 'src/early-session.ts';

/** The page with the script first in its head, after the character set (the first bytes it reads). */
export function withEarlyScript(html: string, file: string): string {
  const tag = `<script type="module" async crossorigin src="/${file}"></script>`;
  const charset = /([ \t]*)<meta charset="[^"]*"\s*\/?>\n/i;
  if (charset.test(html)) return html.replace(charset, (meta, indent: string) => `${meta}${indent}${tag}\n`);
  return html.replace(/<head>\n/, (head) => `${head}    ${tag}\n`);
}

/** Adds the built early script to the pages named. */
export function earlyScript(pages: string[]): Plugin {
  return {
    name: 'vp-early-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        if (!pages.some((page) => context.filename.endsWith(`/${page}`))) return html;
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' &&
            output.isEntry &&
            output.facadeModuleId?.endsWith(`/${EARLY_SCRIPT_SOURCE}`),
        );
        if (!chunk) throw new Error(`the build has no entry for ${EARLY_SCRIPT_SOURCE}`);
        return withEarlyScript(html, chunk.fileName);
      },
    },
  };
}
