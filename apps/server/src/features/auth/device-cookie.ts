// The device cookie (OWASP's answer to lockouts, decision 034): a browser that signs in to an account
// is given a cookie naming that account and a random device id, signed with a server key. Later
// sign-ins from that browser are counted against the device's own limit instead of the account's, so
// guesses from elsewhere cannot lock the owner out. The cookie proves only that this browser signed in
// to the account before; it is no credential (the password is still checked), and a copy of it buys
// no more guesses than an unknown browser gets. httpOnly, Secure, SameSite=Strict and scoped to
// /api/auth like the refresh cookie; kept a year, renewed at every sign-in.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { readAuthSecret } from '../../platform/identity/srp-challenges.repository.ts';

export const DEVICE_COOKIE = 'vp_device';
const PATH = '/api/auth';
const MAX_AGE_SECONDS = 365 * 24 * 3600;

/** A trusted device: the account it signed in to, and its id (counted in the audit log's detail). */
export type TrustedDevice = { userId: number; deviceId: string };

export type DeviceCookies = {
  /** The device the request's cookie names, if the cookie is genuine; else null. */
  read(request: FastifyRequest): Promise<TrustedDevice | null>;
  /** Gives the browser a cookie for `userId`, keeping its device id when it already has one. */
  issue(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
};

export function deviceCookies(db: Db): DeviceCookies {
  let key: Promise<string> | undefined;
  const sign = async (payload: string) => {
    key ??= readAuthSecret(db, 'device-cookie');
    return createHmac('sha256', await key)
      .update(payload)
      .digest('base64url');
  };

  const read = async (request: FastifyRequest): Promise<TrustedDevice | null> => {
    const value = request.cookies[DEVICE_COOKIE];
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
    if (!match) return null;
    const [, user, deviceId, mac] = match as unknown as [string, string, string, string];
    const expected = Buffer.from(await sign(`${user}.${deviceId}`));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { userId: Number(user), deviceId };
  };

  return {
    read,
    async issue(request, reply, userId) {
      const known = await read(request);
      const deviceId = known?.userId === userId ? known.deviceId : randomBytes(16).toString('base64url');
      const payload = `${userId}.${deviceId}`;
      void reply.setCookie(DEVICE_COOKIE, `${payload}.${await sign(payload)}`, {
        path: PATH,
        httpOnly: true,
        secure: true,
        sameSite: 'strict',
        maxAge: MAX_AGE_SECONDS,
      });
    },
  };
}

/** The device's id when the cookie was issued for this account, else null (an unknown browser). */
export const deviceFor = (device: TrustedDevice | null, userId: number | null | undefined) =>
  device && userId != null && device.userId === userId ? device.deviceId : null;
