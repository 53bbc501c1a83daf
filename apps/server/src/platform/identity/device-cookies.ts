// Device cookies (OWASP's answer to lockouts, decision 034; the staff's since decision 097): a browser
// that signs in to an account is given a cookie naming that account and a random device id, signed
// with a server key. Later sign-ins from that browser are counted against the device's own limit
// instead of the account's, so guesses from elsewhere cannot lock the owner out. The cookie proves only
// that this browser signed in to the account before; it is no credential (the password is still
// checked), and a copy of it buys no more guesses than an unknown browser gets. httpOnly, Secure,
// SameSite=Strict and scoped to the sign-in's path; kept a year, renewed at every sign-in.
//
// The vendor and the staff sign-ins each have a cookie of their own (`DeviceCookieKind`). Both are
// signed with the one key, over a text that names the surface, so that one surface's cookie is never
// genuine for the other's account of the same number.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { readAuthSecret } from './srp-challenges.repository.ts';

const MAX_AGE_SECONDS = 365 * 24 * 3600;

/** A trusted device: the account it signed in to, and its id (counted in the audit log's detail). */
export type TrustedDevice = { userId: number; deviceId: string };

/** One sign-in's cookie: its name, its path, and the label its signature is made over. */
export type DeviceCookieKind = {
  name: string;
  path: string;
  /**
   * Signed before the account and device: '' for the vendor's (its cookies issued before decision
   * 097 stay genuine), a word of its own for any other sign-in.
   */
  label: string;
};

export type DeviceCookies = {
  /** The device the request's cookie names, if the cookie is genuine; else null. */
  read(request: FastifyRequest): Promise<TrustedDevice | null>;
  /** Gives the browser a cookie for account `userId`, keeping its device id when it already has one. */
  issue(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
};

export function deviceCookies(db: Db, kind: DeviceCookieKind): DeviceCookies {
  let key: Promise<string> | undefined;
  const sign = async (payload: string) => {
    key ??= readAuthSecret(db, 'device-cookie');
    return createHmac('sha256', await key)
      .update(kind.label + payload)
      .digest('base64url');
  };

  const read = async (request: FastifyRequest): Promise<TrustedDevice | null> => {
    const value = request.cookies[kind.name];
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
      void reply.setCookie(kind.name, `${payload}.${await sign(payload)}`, {
        path: kind.path,
        httpOnly: true,
        secure: true,
        sameSite: 'strict',
        maxAge: MAX_AGE_SECONDS,
      });
    },
  };
}

/** The device's id when the cookie was issued for this account, else null (an unknown browser). */
export const deviceFor = (device: TrustedDevice | null, accountId: number | null | undefined) =>
  device && accountId != null && device.userId === accountId ? device.deviceId : null;
