// The sign-in's answer of validate-vendor-portal-user, kept for the token it was given with: the app's
// start-up check (session-gate) takes it instead of asking the server again a moment later (SPEC
// section 4 verifies the signed-in user once; issue 19 point 7 found the call made twice after every
// sign-in). Taken once; a reload or a refreshed token asks the server as before.
import type { PortalUser } from '@vp/contracts';

let validated: { idToken: string; user: PortalUser } | null = null;

export function rememberValidatedUser(idToken: string, user: PortalUser): void {
  validated = { idToken, user };
}

/** The user validated with exactly `idToken`, once; undefined for any other token or a second ask. */
export function takeValidatedUser(idToken: string | null): PortalUser | undefined {
  if (idToken === null || validated?.idToken !== idToken) return undefined;
  const { user } = validated;
  validated = null;
  return user;
}
