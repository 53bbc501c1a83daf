// The e-mail that gives a new user their temporary password. The password travels only here: never
// in an API answer or a log line. At first sign-in the user must replace it (password_state
// 'new_password_required').
import { randomInt } from 'node:crypto';
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
  temporaryPassword: string;
  signInUrl: string;
};

export function welcomeEmail(v: WelcomeEmailVariables): RenderedEmail {
  return renderEmail({
    companyName: v.companyName,
    subject: 'Your vendor portal account',
    heading: 'Welcome to the vendor portal',
    paragraphs: [
      `Hello ${v.firstName},`,
      `A vendor portal account has been created for you at ${v.companyName}. Your user name is ${v.email}.`,
      `Your temporary password is: ${v.temporaryPassword}`,
      'Sign in with it using the link below; you will then be asked to choose your own password. ' +
        'If you did not expect this e-mail, please tell your company administrator.',
    ],
    action: { label: 'Sign in', url: v.signInUrl },
  });
}
