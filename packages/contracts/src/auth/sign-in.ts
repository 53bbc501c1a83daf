// Sign-in with SRP-6a in two steps; the password never crosses the wire (SPEC sections 4 and 7: the
// paths are not shown in the spec, so they are chosen here). See docs/decisions for the protocol.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { PASSWORD_MAX_LENGTH } from './messages.ts';
import { allow } from '../platform/access.ts';

const email = z.string().trim().min(1).max(320);
const hex = z
  .string()
  .regex(/^[0-9a-f]+$/i)
  .max(2048);

/** Step 1: the client names the account; the server answers the salt and its public ephemeral B. */
export const signInStartRequest = z.object({ email });
export const signInStartResponse = z.object({
  challengeId: z.string(),
  salt: hex,
  serverEphemeral: hex,
  kdfIterations: z.number().int(),
});

/**
 * Step 2: the client's public ephemeral A and proof M1. When the account holds a temporary password,
 * `newPassword` completes the NEW_PASSWORD_REQUIRED challenge in the same sign-in.
 */
export const signInFinishRequest = z.object({
  challengeId: z.string().max(200),
  clientEphemeral: hex,
  clientProof: hex,
  newPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
/** Signed in: the server's proof M2 (the client checks it) and an ID token; the refresh token is a cookie. */
export const signedIn = z.object({
  result: z.literal('SIGNED_IN'),
  serverProof: hex,
  idToken: z.string(),
  expiresIn: z.number().int(),
});
/** The password was right but is temporary: sign in again with `newPassword`. */
export const newPasswordRequired = z.object({ result: z.literal('NEW_PASSWORD_REQUIRED') });
export const signInFinishResponse = z.discriminatedUnion('result', [signedIn, newPasswordRequired]);
export type SignInFinishResponse = z.infer<typeof signInFinishResponse>;

/** The error code in a 403 body when the account must set a new password through the e-mailed link. */
export const PASSWORD_RESET_REQUIRED_CODE = 'password-reset-required';

/** The `code` of the sign-in and password calls' error bodies, for clients that branch on the error. */
export type AuthErrorCode =
  | 'invalid-credentials'
  | typeof PASSWORD_RESET_REQUIRED_CODE
  | 'too-many-attempts'
  | 'link-invalid-or-expired'
  | 'password-too-short'
  | 'password-too-long'
  | 'password-too-common'
  | 'password-not-changed'
  | 'session-ended'
  /** 409 from the refresh: the cookie was exchanged a moment ago by another request (decision 031) */
  | 'refresh-in-progress';

/** A new ID token from the refresh cookie (which rotates). */
export const refreshResponse = z.object({ idToken: z.string(), expiresIn: z.number().int() });

export const REFRESH_COOKIE = 'vp_refresh';

export const signInStartCall = defineCall({
  id: 'auth-sign-in-start',
  method: 'POST',
  path: '/api/auth/sign-in/start',
  body: signInStartRequest,
  response: signInStartResponse,
  access: allow.public,
  summary: "Sign-in, step 1 (SRP-6a): the account's salt and the server's public ephemeral",
});

export const signInFinishCall = defineCall({
  id: 'auth-sign-in-finish',
  method: 'POST',
  path: '/api/auth/sign-in/finish',
  body: signInFinishRequest,
  response: signInFinishResponse,
  access: allow.public,
  summary:
    "Sign-in, step 2: the client's proof; an ID token and the refresh cookie, or NEW_PASSWORD_REQUIRED",
});

/**
 * Public: the httpOnly refresh cookie stands in for a session. 204 with no body when the browser
 * sent no cookie (nobody is signed in there; issue 15 point 7).
 */
export const refreshCall = defineCall({
  id: 'auth-refresh',
  method: 'POST',
  path: '/api/auth/refresh',
  response: refreshResponse,
  access: allow.public,
  summary: 'A new ID token from the refresh cookie, which rotates (204 when there is no cookie)',
});

/** Public: answers 204 whether or not anybody was signed in. */
export const logoutCall = defineCall({
  id: 'auth-logout',
  method: 'POST',
  path: '/api/auth/logout',
  access: allow.public,
  summary: 'Revokes the refresh token family and clears the cookie (204)',
});
