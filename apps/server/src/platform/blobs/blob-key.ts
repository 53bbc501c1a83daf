// Keys are ours (e.g. `work-orders/123/<uuid>.pdf`), but the local store turns them into file paths and
// its routes read them from URLs, so anything that could climb out of the blob folder is refused.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/** The local store keeps each blob's content type in a sidecar with this suffix. */
export const META_SUFFIX = '.meta.json';

/**
 * True for keys made of `/`-separated segments of [A-Za-z0-9._-] that start with a letter or digit:
 * no `..`, no absolute paths, no backslashes or NUL, no hidden names (temp files live in `.incoming`),
 * and nothing ending in the sidecar suffix.
 */
export function isBlobKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    !key.includes('..') &&
    !key.endsWith(META_SUFFIX) &&
    key.split('/').every((segment) => SEGMENT.test(segment))
  );
}

/** A bad key here is a bug in our code, not the user's doing, hence a plain Error (a 500). */
export function assertBlobKey(key: string): void {
  if (!isBlobKey(key)) throw new Error(`invalid blob key: ${JSON.stringify(key)}`);
}

// type/subtype with optional parameters, no control characters (it ends up in a header)
const CONTENT_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(?:\s*;[^\p{Cc}]*)?$/u;

export function assertContentType(contentType: string): void {
  if (!CONTENT_TYPE.test(contentType)) {
    throw new Error(`invalid content type: ${JSON.stringify(contentType)}`);
  }
}
