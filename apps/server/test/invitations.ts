// What an invited user does with the welcome e-mail (issue 40 point 2): follows its first-sign-in link
// to /auth/create-password, chooses a password there, and signs in with it.
import { expect } from 'vitest';
import { createUserPasswordCall } from '@vp/contracts';
import { api } from './harness.ts';
import { srpSignIn } from './srp-client.ts';

/** The invitation link of a welcome e-mail's text. */
export function invitationLinkIn(text: string): URL {
  const found = text.match(/https?:\/\/\S+/g)?.find((u) => new URL(u).pathname === '/auth/create-password');
  if (!found) throw new Error(`no invitation link in: ${text}`);
  return new URL(found);
}

/** Sets the password through the link, as the create-password page does; the call's answer. */
export function useInvitationLink(server: { url: string }, link: URL, password: string) {
  return api(server, createUserPasswordCall.path, {
    method: 'POST',
    body: { userName: link.searchParams.get('email'), password, token: link.searchParams.get('token') },
  });
}

/** Follows the e-mail's link to choose `password`, then signs in with it (SIGNED_IN, checked). */
export async function acceptInvitation(
  server: { url: string },
  mailText: string,
  password = 'Chosen-Pass-2026',
) {
  const link = invitationLinkIn(mailText);
  const set = await useInvitationLink(server, link, password);
  expect(set.status, set.text).toBe(200);
  const signedIn = await srpSignIn(server, link.searchParams.get('email')!, password);
  expect(signedIn.finish.json.result).toBe('SIGNED_IN');
  return signedIn;
}
