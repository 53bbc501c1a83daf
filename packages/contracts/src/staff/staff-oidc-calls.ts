// The staff sign-in through the company's identity provider (issue 18 point 1, decision 064). With
// STAFF_OIDC_ISSUER set, /staff/login offers "Sign in with <company>", a link to the start call, which
// redirects the browser to the provider (OpenID Connect authorization code + PKCE); the provider sends
// it back to the callback, which opens a staff session (the vp_staff cookie) and redirects to /staff,
// or to /staff/login?signInError=<code> with one of STAFF_OIDC_ERRORS. The password and TOTP sign-in
// calls then answer 403 USE_COMPANY_SIGN_IN.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';

/** How staff sign in on this server: the login page shows the one it names. */
export const staffSignInOptionsResponse = z.discriminatedUnion('method', [
  z.object({ method: z.literal('password') }),
  z.object({
    method: z.literal('oidc'),
    /** "Sign in with <providerName>" */
    providerName: z.string(),
    /** the link that starts the sign-in (a full page navigation, not a fetch) */
    startUrl: z.string(),
  }),
]);
export type StaffSignInOptions = z.infer<typeof staffSignInOptionsResponse>;

/** The query parameter of /staff/login that names why a sign-in through the provider failed. */
export const STAFF_SIGN_IN_ERROR_PARAM = 'signInError';

/** Why a sign-in through the company's identity provider was refused, and what the page says. */
export const STAFF_OIDC_ERRORS = {
  unknown_account:
    'Your company account is not a staff member of this portal. Please ask an Administrator to add you with the e-mail address of your company account.',
  account_disabled: 'Your staff account is disabled. Please ask an Administrator if you need access again.',
  email_not_verified:
    'Your company account gave no verified e-mail address, so it could not be matched to a staff account. Please ask your identity provider administrator.',
  sign_in_expired:
    'This sign-in was not started here, was already used or has expired. Please sign in again.',
  provider_refused: 'The company sign-in did not complete. Please try again.',
  provider_unavailable:
    'The company sign-in cannot be reached at the moment. Please try again in a few minutes.',
  not_configured: 'The company sign-in is not set up on this portal. Please sign in with your password.',
} as const;
export type StaffOidcError = keyof typeof STAFF_OIDC_ERRORS;

/** The 403's reason on the password sign-in's calls while the company sign-in is on. */
export const USE_COMPANY_SIGN_IN =
  'Staff sign in with the company account on this portal. Please use "Sign in with" on the staff sign-in page.';

export const staffSignInOptionsCall = defineCall({
  id: 'staff-sign-in-options',
  method: 'GET',
  path: '/staff/api/sign-in/options',
  response: staffSignInOptionsResponse,
  access: allow.public,
  summary: "How staff sign in: with a password and TOTP, or through the company's identity provider",
});

export const staffOidcStartCall = defineCall({
  id: 'staff-oidc-start',
  method: 'GET',
  path: '/staff/api/oidc/start',
  access: allow.public,
  summary: "Starts a staff sign-in through the company's identity provider: redirects the browser there",
});

export const staffOidcCallbackCall = defineCall({
  id: 'staff-oidc-callback',
  method: 'GET',
  path: '/staff/api/oidc/callback',
  access: allow.public,
  summary:
    "The identity provider's redirect back: opens a staff session and redirects to /staff (or to /staff/login with the reason)",
});
