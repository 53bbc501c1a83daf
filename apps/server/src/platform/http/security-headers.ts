// Strict headers on every answer: a CSP with no inline script at all (styles only with the per-request
// nonce that index.html hands to the style engine), no plugins, no <base>, no framing; HSTS, nosniff
// and a strict Referrer-Policy. Nothing loads from another origin except the blob store's (S3 uploads).
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

type WithNonce = ServerResponse & { styleNonce?: string };

/** The style nonce of this answer (also in its CSP header). */
export function styleNonceOf(reply: FastifyReply): string {
  return (reply.raw as WithNonce).styleNonce ?? '';
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  extraConnectSrc: string[],
): Promise<void> {
  // before helmet's own hook, so the CSP it writes can name the nonce
  app.addHook('onRequest', async (_request, reply) => {
    (reply.raw as WithNonce).styleNonce = randomBytes(16).toString('base64');
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", (_req, res) => `'nonce-${(res as WithNonce).styleNonce ?? ''}'`],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extraConnectSrc],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
