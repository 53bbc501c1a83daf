// The staff session travels in its own cookie (decision 057): httpOnly (no script reads it), Secure,
// SameSite=Strict (never sent from another site, so the staff calls need no CSRF token) and scoped to
// /staff/api, so it is never sent to the vendor API, nor a vendor cookie here.
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_SESSION_COOKIE } from '@vp/contracts';
import { STAFF_API_PREFIX } from './staff-api.ts';

const OPTIONS = { path: STAFF_API_PREFIX, httpOnly: true, secure: true, sameSite: 'strict' } as const;

export function readStaffCookie(request: FastifyRequest): string | undefined {
  return request.cookies[STAFF_SESSION_COOKIE] || undefined;
}

export function setStaffCookie(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  void reply.setCookie(STAFF_SESSION_COOKIE, token, { ...OPTIONS, maxAge: maxAgeSeconds });
}

export function clearStaffCookie(reply: FastifyReply): void {
  void reply.clearCookie(STAFF_SESSION_COOKIE, OPTIONS);
}
