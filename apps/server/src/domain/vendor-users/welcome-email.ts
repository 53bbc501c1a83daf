// The e-mail that invites a new user (issue 40 point 2): a link that sets their first password, valid
// a week, single use. No password travels by e-mail: the account is made with a random one that nobody
// is told (temporaryPassword, password_state 'new_password_required') until the link replaces it. The
// admin CLI still prints a temporary password to the operator who runs it.
import { randomInt } from 'node:crypto';
import type { Db } from '../../platform/db/database.ts';
import { INVITATION_LINK_DAYS, invitationLink } from '../../platform/identity/password-links.ts';
import { renderEmail, type RenderedEmail } from '../../platform/mail/templates.ts';

// no 0/O, 1/l/I: the password is read off an e-mail and typed
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALPHABET = LOWER + UPPER + DIGITS;
export const TEMPORARY_PASSWORD_LENGTH = 16;

/** 16 characters (about 93 bits), uniformly random, with at least one lower, one upper and one digit. */
export function temporaryPassword(): string {
  for (;;) {
    const password = Array.from(
      { length: TEMPORARY_PASSWORD_LENGTH },
      () => ALPHABET[randomInt(ALPHABET.length)],
    ).join('');
    // redrawing keeps the draw uniform over the passwords that have every kind of character
    if ([LOWER, UPPER, DIGITS].every((set) => [...password].some((c) => set.includes(c)))) return password;
  }
}

export type WelcomeEmailVariables = {
  companyName: string;
  firstName: string;
  email: string;
  /** the invitation link (password-links.ts invitationLink) */
  link: string;
  expiresInDays: number;
};

export function welcomeEmail(v: WelcomeEmailVariables): RenderedEmail {
  return renderEmail({
    companyName: v.companyName,
    subject: 'Your vendor portal account',
    heading: 'Welcome to the vendor portal',
    paragraphs: [
      `Hello ${v.firstName},`,
      `A vendor portal account has been created for you at ${v.companyName}. Your user name is ${v.email}.`,
      'Choose your password with the link below; you will then sign in with your user name and it. ' +
        `The link works once, for ${v.expiresInDays} days; if it has expired, ask your company ` +
        'administrator to send the invitation again.',
      'If you did not expect this e-mail, please tell your company administrator.',
    ],
    action: { label: 'Choose your password', url: v.link },
  });
}

/**
 * The welcome e-mail of a user just added (or invited again), with a new invitation link stored in
 * `tx`: the caller queues the e-mail in the same transaction, so link and e-mail go together.
 */
export async function invitationEmail(
  tx: Db,
  publicUrl: string,
  v: { userId: number; companyName: string; firstName: string; email: string },
): Promise<RenderedEmail> {
  const link = await invitationLink(tx, publicUrl, { userId: v.userId, email: v.email });
  return welcomeEmail({ ...v, link, expiresInDays: INVITATION_LINK_DAYS });
}
