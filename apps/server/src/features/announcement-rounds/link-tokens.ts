// The tokens of e-mailed announcement links: 256 random bits as base64url (43 characters, safe after
// '=' in a query string without escaping). Only their SHA-256 is stored, so a database reader cannot
// answer for a vendor.
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Anything else cannot be one of ours; it is refused without a database look-up. */
export const looksLikeLinkToken = (value: string) => TOKEN_SHAPE.test(value);
