// Signing in from a link to a page of the portal (a work order mailed by a colleague, a bookmark) lands
// on that page, not on the list (issue 38 point 5): the session gate sends a signed-out visitor to the
// sign-in with the page in `next`, and the sign-in goes there once signed in. Only a path of the
// vendor's own area is followed: never another origin ("//host", "https:"), nor the auth, public or
// staff pages, so that the parameter cannot send a vendor anywhere else.
import { HOME_PATH, LANDING_PATH, LOGIN_PATH, isOutsideSession } from './paths.ts';

export const NEXT_PARAM = 'next';

/** A path the sign-in may lead to: our own origin's vendor area, with its query; else null. */
function followable(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(next, 'http://portal.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://portal.invalid' || isOutsideSession(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page for a visitor who asked for `path` (plain when that is where a sign-in lands anyway). */
export function signInHrefFor(path: string): string {
  const next = followable(path);
  if (next === null || next === '/' || next === HOME_PATH || next === LANDING_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [NEXT_PARAM]: next })}`;
}

/** Where the sign-in page sends a user once signed in: its `next` when followable, else the list. */
export function landingAfterSignIn(search: string): string {
  return followable(new URLSearchParams(search).get(NEXT_PARAM)) ?? LANDING_PATH;
}
