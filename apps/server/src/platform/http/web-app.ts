// Serves the built single-page app. Hashed assets under /assets are cached for a year and sent in their
// build-time compressed variants (static-assets.ts); index.html is
// never cached and carries this request's CSP nonce for the style engine and the portal prefix. Any GET that is not an API,
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

export type WebApp = { serveIndex: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> };

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
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // the hashed files under /assets have a route of their own with their compressed variants
    // (static-assets.ts); the variants are never files of their own
    globIgnore: ['index.html', 'assets/**', '**/*.zst', '**/*.br', '**/*.gz'],
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=3600');
    },
  });
  registerStaticAssets(app, join(distDir, 'assets'));
  const serveIndex = async (_request: FastifyRequest, reply: FastifyReply) => {
    const nonce = styleNonceOf(reply);
    const prefix = escapeAttribute(await options.portalPrefix());
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml.replaceAll(NONCE_PLACEHOLDER, nonce).replaceAll(PORTAL_PREFIX_PLACEHOLDER, prefix));
  };
  app.get('/', serveIndex);
  return { serveIndex };
}
