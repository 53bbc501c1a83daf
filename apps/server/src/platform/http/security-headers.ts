// Strict headers on every answer: a CSP with no inline script at all (styles only with the per-request
// nonce that index.html hands to the style engine), no plugins, no <base>, no framing; HSTS, nosniff
// and a strict Referrer-Policy. Nothing loads from another origin except the blob store's (S3 uploads).
//
// The header values are made once, at start; a request adds only its nonce. They are what helmet 8
// sends for this configuration (its defaults and our CSP), which @fastify/helmet applied by building
// helmet's middleware anew for every request: ~1% of a server's time under the many-vendor load
// (decision 087). A route may still set its own CSP (a sandboxed preview) on its reply.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';

type WithNonce = ServerResponse & { styleNonce?: string };

/** The style nonce of this answer (also in its CSP header). */
export function styleNonceOf(reply: FastifyReply): string {
  return (reply.raw as WithNonce).styleNonce ?? '';
}

/** The Content-Security-Policy of an answer whose style nonce is `nonce`. */
function contentSecurityPolicy(extraConnectSrc: readonly string[]): (nonce: string) => string {
  const directives = (nonce: string): [string, string[]][] => [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", `'nonce-${nonce}'`]],
    // the blob store's too: photo thumbnails are shown from their signed links (issue 41 point 3)
    ['img-src', ["'self'", 'data:', 'blob:', ...extraConnectSrc]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...extraConnectSrc]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
  ];
  // the text around the nonce, joined once
  const marker = '\u0000';
  const [before = '', after = ''] = directives(marker)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';')
    .split(marker);
  return (nonce) => before + nonce + after;
}

/** The other headers of every answer, as helmet 8 sends them. */
const FIXED_SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

export function registerSecurityHeaders(app: FastifyInstance, extraConnectSrc: string[]): void {
  const cspWith = contentSecurityPolicy(extraConnectSrc);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw as WithNonce;
    const nonce = randomBytes(16).toString('base64');
    raw.styleNonce = nonce;
    raw.setHeader('Content-Security-Policy', cspWith(nonce));
    for (const [name, value] of FIXED_SECURITY_HEADERS) raw.setHeader(name, value);
    raw.removeHeader('X-Powered-By');
    done();
  });
}
