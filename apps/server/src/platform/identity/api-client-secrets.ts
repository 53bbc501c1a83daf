// API client ids and secrets (decision 047). A secret is 256 random bits, so a single SHA-256 is all
// the hash needs: a slow KDF guards guessable passwords, and nobody guesses 2^256. It also keeps the
// token call cheap, which a KDF would turn into a way to load the server.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newClientId = (): string => `vpc_${randomBytes(12).toString('hex')}`;

export const newClientSecret = (): string => `vps_${randomBytes(32).toString('base64url')}`;

export const hashClientSecret = (secret: string): string =>
  createHash('sha256').update(secret, 'utf8').digest('hex');

export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashClientSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
