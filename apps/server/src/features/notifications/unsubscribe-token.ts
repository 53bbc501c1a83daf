// The one-click unsubscribe link's token (RFC 8058, decision 118): it names a user and a kind and is
// signed with the key of notification_signing_key (HMAC-SHA-256), so that it works without a session
// and a changed user or kind is refused. It never expires: a mail read months later must still stop
// the mail it came with, and all it can do is turn one kind off for one user.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@vp/contracts';

/** 'digest': every kind the user gets in the digest (a digest mail holds several kinds). */
export type UnsubscribeTarget = { userId: number; kind: NotificationKind | 'digest' };

const kindCode = (kind: UnsubscribeTarget['kind']) =>
  kind === 'digest' ? 'd' : String(NOTIFICATION_KINDS.indexOf(kind));

const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${body}`).digest('base64url');

export function signUnsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const body = `${target.userId}.${kindCode(target.kind)}`;
  return `${body}.${mac(secret, body)}`;
}

/** The user and kind a token names, or null when it is not one we signed. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const match = /^(\d{1,10})\.(\d{1,2}|d)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const body = `${match[1]}.${match[2]}`;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const kind = match[2] === 'd' ? 'digest' : NOTIFICATION_KINDS[Number(match[2])];
  const userId = Number(match[1]);
  return kind && Number.isSafeInteger(userId) ? { userId, kind } : null;
}
