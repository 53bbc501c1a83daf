// The refresh token travels only in this cookie: httpOnly (no script reads it), Secure, SameSite=Strict
// (never sent from another site, so refresh and logout need no CSRF token) and scoped to /api/auth.
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE } from '@vp/contracts';

const PATH = '/api/auth';

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}

export function setRefreshCookie(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  void reply.setCookie(REFRESH_COOKIE, token, {
    path: PATH,
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    maxAge: maxAgeSeconds,
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  void reply.clearCookie(REFRESH_COOKIE, { path: PATH, httpOnly: true, secure: true, sameSite: 'strict' });
}
