// The e-mailed link that lets a user set a password: 32 random bytes (256 bits) in base64url, stored
// only as a SHA-256 hash, single use, 60 minutes. Shared by the sign-in feature (forgot password),
// user administration (reset by an admin) and the admin CLI.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { PasswordTokenPurpose } from '../db/schema.ts';
import { enqueueMail } from '../mail/mail-queue.ts';
import { passwordLinkEmail } from '../mail/templates.ts';
import { readCompanyName, replacePasswordToken } from './password-tokens.repository.ts';

export const PASSWORD_LINK_MINUTES = 60;

/** Where each purpose's link leads in the web app (SPEC section 2, auth area). */
const pageOf: Record<PasswordTokenPurpose, string> = {
  create: '/auth/create-password',
  invite: '/auth/create-password',
  reset: '/auth/set-password',
};

/** How long a new user's invitation link works (issue 40): a week, as an invitee may be on the road. */
export const INVITATION_LINK_DAYS = 7;

export type PasswordLinkDeps = { db: Db; publicUrl: string };
export type LinkRecipient = { userId: number; email: string; firstName?: string };

export function hashPasswordToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stores a new token of the purpose for the user (their older unused links stop working); its link. */
async function newLink(
  tx: Db,
  publicUrl: string,
  user: LinkRecipient,
  purpose: PasswordTokenPurpose,
  expiresInMinutes: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await replacePasswordToken(tx, {
    userId: user.userId,
    tokenHash: hashPasswordToken(token),
    purpose,
    expiresInMinutes,
  });
  // appended, not resolved: a PUBLIC_URL with a path (https://host/portal) keeps it
  const link = new URL(`${publicUrl.replace(/\/$/, '')}${pageOf[purpose]}`);
  link.searchParams.set('email', user.email);
  link.searchParams.set('token', token);
  return link.href;
}

/**
 * A new user's first-sign-in link (issue 40 point 2), stored in `tx`: it sets their first password at
 * /auth/create-password, once, for INVITATION_LINK_DAYS. The caller puts it in the welcome e-mail,
 * queued in the same transaction; an invitation sent again makes the earlier link stop working.
 */
export function invitationLink(tx: Db, publicUrl: string, user: LinkRecipient): Promise<string> {
  return newLink(tx, publicUrl, user, 'invite', INVITATION_LINK_DAYS * 24 * 60);
}

/**
 * Creates a token for the user (their older unused links stop working) and queues the e-mail with the
 * link, both in `tx` (decision 048): the link is stored and sent, or neither.
 */
export async function queuePasswordLink(
  tx: Db,
  publicUrl: string,
  user: LinkRecipient,
  purpose: PasswordTokenPurpose,
): Promise<void> {
  const link = await newLink(tx, publicUrl, user, purpose, PASSWORD_LINK_MINUTES);
  const email = passwordLinkEmail({
    companyName: (await readCompanyName(tx)) ?? 'Vendor Portal',
    recipientName: user.firstName?.trim() || user.email,
    link,
    expiresInMinutes: PASSWORD_LINK_MINUTES,
  });
  await enqueueMail(tx, { to: user.email, ...email });
}

/** queuePasswordLink in a transaction of its own. */
export async function sendPasswordLink(
  deps: PasswordLinkDeps,
  user: LinkRecipient,
  purpose: PasswordTokenPurpose,
): Promise<void> {
  await deps.db.transaction().execute((tx) => queuePasswordLink(tx, deps.publicUrl, user, purpose));
}
