// Passwords are never stored. We keep an SRP-6a salt and verifier derived from a slow KDF of the
// password (PBKDF2-SHA256, 600,000 iterations), so a stolen verifier table resists offline guessing.
// The browser derives the same secret with WebCrypto at sign-in, so the password never crosses the wire.
import { pbkdf2, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import srp from 'secure-remote-password/client.js';
import { withKdfSlot } from './kdf-slots.ts';

const pbkdf2Async = promisify(pbkdf2);
export const KDF_ITERATIONS = 600_000;

/** The slow-KDF stretch of the password that stands in for it in SRP. Hex, 32 bytes. */
export async function stretchPassword(password: string, salt: string): Promise<string> {
  // a bounded number at once, so a flood of them cannot take every libuv thread (kdf-slots.ts)
  const key = await withKdfSlot(() =>
    pbkdf2Async(password.normalize('NFKC'), Buffer.from(salt, 'hex'), KDF_ITERATIONS, 32, 'sha256'),
  );
  return key.toString('hex');
}

export async function makeVerifier(
  email: string,
  password: string,
): Promise<{ salt: string; verifier: string }> {
  const salt = srp.generateSalt();
  const stretched = await stretchPassword(password, salt);
  const privateKey = srp.derivePrivateKey(salt, email.toLowerCase(), stretched);
  return { salt, verifier: srp.deriveVerifier(privateKey) };
}

/** The verifier a password gives with an existing salt: checks a password without storing anything. */
export async function verifierFor(email: string, password: string, salt: string): Promise<string> {
  const stretched = await stretchPassword(password, salt);
  return srp.deriveVerifier(srp.derivePrivateKey(salt, email.toLowerCase(), stretched));
}

/** Compares two hex strings without leaking where they differ. */
export function constantTimeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase(), 'utf8');
  const y = Buffer.from(b.toLowerCase(), 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}
