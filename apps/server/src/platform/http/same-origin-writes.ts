// Writes made with our cookies come from our own pages only (issue 37 point 3, decision 096).
//
// SameSite=Strict keeps our cookies from being sent by another *site*, but every origin of one site
// is "same-site": a page on http://127.0.0.1:OTHERPORT (or another app on a sibling subdomain) could
// auto-submit a form to the staff console's bodyless POSTs and the browser sent vp_staff along. So an
// unsafe request (anything but GET, HEAD, OPTIONS) that carries one of our cookies must show that it
// comes from our own origin: the browser's `Sec-Fetch-Site: same-origin`, else an `Origin` that is
// ours. Checked onRequest, before the body is read, for every surface (the error handler of the
// route's scope gives each surface its own error shape).
//
// Bearer calls (a vendor's ID token, the provider API, a staff script) carry none of our cookies and
// are not concerned: a page of another origin cannot attach a bearer header without CORS, which this
// server never grants. A request with neither header is not from a browser that a page could drive
// (every current browser sends Origin with an unsafe method) and goes on to its usual checks.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { AppError } from './app-error.ts';

/** Every cookie this server sets is named so (vp_staff, vp_refresh, vp_device, vp_staff_device, vp_staff_oidc). */
export const OUR_COOKIE_PREFIX = 'vp_';

export const FOREIGN_ORIGIN_REFUSED =
  'This request came from a page outside the portal and was refused. Open the portal at its own address and try again.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin of a URL, or null when it is none (the opaque 'null', a malformed value). */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Our own origins for this request: PUBLIC_URL's (what the links and the OIDC callback name, and
 * what a TLS-ending proxy must set), and the scheme and host the request reached us by (behind a
 * proxy, its X-Forwarded-Proto and -Host when TRUST_PROXY says it may be believed). A page cannot
 * choose the Host its browser sends, so the second one is never another page's origin.
 */
function ourOrigins(request: FastifyRequest, publicOrigin: string | null): string[] {
  const reached = originOf(`${request.protocol}://${request.host}`);
  return [publicOrigin, reached].filter((origin): origin is string => origin !== null);
}

const carriesOurCookie = (request: FastifyRequest) =>
  Object.keys(request.cookies ?? {}).some((name) => name.startsWith(OUR_COOKIE_PREFIX));

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Whether an unsafe request with our cookies comes from our own origin, as far as its headers tell. */
export function fromOurOrigin(request: FastifyRequest, publicOrigin: string | null): boolean {
  const fetchSite = single(request.headers['sec-fetch-site'])?.toLowerCase();
  // the browser's own word, which no page can set; it holds behind a proxy that rewrites Host
  if (fetchSite === 'same-origin') return true;
  const origin = single(request.headers.origin);
  if (origin !== undefined) {
    const given = originOf(origin);
    return given !== null && ourOrigins(request, publicOrigin).includes(given);
  }
  // no Origin: a browser that sends Sec-Fetch-Site says where from ('none': the user's own navigation)
  return fetchSite === undefined || fetchSite === 'none';
}

/**
 * Refuses (403) an unsafe request that carries one of our cookies and does not come from our origin.
 * Register after @fastify/cookie (which reads the cookies onRequest) and before any route.
 */
export function registerSameOriginWrites(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = originOf(publicUrl);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !carriesOurCookie(request)) return;
    if (fromOurOrigin(request, publicOrigin)) return;
    throw new AppError('forbidden', FOREIGN_ORIGIN_REFUSED, { reason: 'foreign-origin' });
  });
}
