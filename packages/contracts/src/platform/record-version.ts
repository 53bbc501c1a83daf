// Saves carry the version they were read at (issue 38 point 1, decision 100). A record the vendor
// screens change as a whole (the profile, a user, a role) is read with its `version`; a save names it,
// and a save over a newer version is refused (409, code STALE_VERSION_CODE) with the record as it now
// is in the answer's `current`, so that nothing is overwritten without the user seeing it. The field is
// optional in every request: a client written against the spec, which knows no versions, is taken as
// before (last save wins); the web app always sends it.
import { z } from 'zod';

/** A record's version: starts at 1, one more at each change that is stored. */
export const recordVersion = z.number().int().min(0).max(2_147_483_647);

/** The error body's `code` of a save over a newer version. */
export const STALE_VERSION_CODE = 'stale-version';

/** The refusal's text: what happened, that nothing was saved, how to go on. */
export function staleVersionMessage(what: string): string {
  return `Someone else changed ${what} after you opened it, so your changes were not saved. Load the latest version to see it, then make your change again.`;
}

/** The label of the action that puts the newer values in the form. */
export const LOAD_LATEST_VERSION = 'Load the latest version';
