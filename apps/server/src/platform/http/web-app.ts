// Serves the built single-page app. Hashed assets under /assets are cached for a year; index.html is
// never cached and carries this request's CSP nonce for the style engine. Any GET that is not an API,
// blob or asset path falls back to index.html so that client routes survive a reload.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { styleNonceOf } from './security-headers.ts';

export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export type WebApp = { serveIndex: (request: FastifyRequest, reply: FastifyReply) => FastifyReply };

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<WebApp | null> {
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
    globIgnore: ['index.html'],
    setHeaders(reply, path) {
      const hashed = path.includes(`${join(distDir, 'assets')}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  const serveIndex = (_request: FastifyRequest, reply: FastifyReply) => {
    const nonce = styleNonceOf(reply);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml.replaceAll(NONCE_PLACEHOLDER, nonce));
  };
  app.get('/', serveIndex);
  return { serveIndex };
}
