// Serves the built single-page app. Hashed assets under /assets are cached for a year and sent in their
// build-time compressed variants (static-assets.ts); the pages are never cached and carry this
// request's CSP nonce for the style engine and the portal prefix. /auth/login gets the light sign-in
// page (login.html: React and the sign-in alone, decision 067); any other GET that is not an API,
// blob or asset path falls back to index.html so that client routes survive a reload.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { styleNonceOf } from './security-headers.ts';
import { registerStaticAssets } from './static-assets.ts';

export const NONCE_PLACEHOLDER = '__CSP_NONCE__';
export const PORTAL_PREFIX_PLACEHOLDER = '__PORTAL_PREFIX__';

export type WebAppOptions = {
  /** the portal prefix of browser titles, written into index.html for the signed-out pages */
  portalPrefix: () => Promise<string>;
};

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The path whose first load gets the light sign-in page instead of the app. */
export const LOGIN_PAGE_PATH = '/auth/login';

export type WebApp = { serveIndex: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> };

/** A page's path without its query and a trailing slash. */
function pagePath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: WebAppOptions,
): Promise<WebApp | null> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'the web app is not built (npm run build); serving the API only');
    return null;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  // a build without it (older) signs in through the app's own route
  const loginFile = join(distDir, 'login.html');
  const loginHtml = existsSync(loginFile) ? readFileSync(loginFile, 'utf8') : indexHtml;
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // the hashed files under /assets have a route of their own with their compressed variants
    // (static-assets.ts); the variants are never files of their own
    globIgnore: ['index.html', 'login.html', '.vite/**', 'assets/**', '**/*.zst', '**/*.br', '**/*.gz'],
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=3600');
    },
  });
  registerStaticAssets(app, join(distDir, 'assets'));
  const serveIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = styleNonceOf(reply);
    const prefix = escapeAttribute(await options.portalPrefix());
    // replacer functions: a replacement string would read $` $& $' $$ in the prefix as patterns
    // (issue 37: a prefix with $` wrote the page's own head into its meta tag)
    const html = pagePath(request.url) === LOGIN_PAGE_PATH ? loginHtml : indexHtml;
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        html.replaceAll(NONCE_PLACEHOLDER, () => nonce).replaceAll(PORTAL_PREFIX_PLACEHOLDER, () => prefix),
      );
  };
  app.get('/', serveIndex);
  return { serveIndex };
}
