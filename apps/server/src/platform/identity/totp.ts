// The staff sign-in's second factor (decision 057): TOTP (RFC 6238: SHA-1, 6 digits, 30 s, as every
// authenticator app reads it) through otplib, and the one-time recovery codes. A code is taken once:
// the caller stores the time step of the code it took and refuses that step and earlier ones after.
import { createHash, randomBytes } from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';

/** One step either side of the server's clock: a phone a little fast or slow still signs in. */
const EPOCH_TOLERANCE_SECONDS = 30;
export const TOTP_ISSUER = 'Vendor portal staff';
export const RECOVERY_CODE_COUNT = 10;

/** A new secret: 20 random bytes in base32 (160 bits, RFC 4226's recommendation). */
export const newTotpSecret = (): string => generateSecret();

export const otpauthUri = (email: string, secret: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: email, secret });

/** The code an authenticator shows now (the CLI's `totp-code`, tests). */
export const totpCodeNow = (secret: string, at: Date = new Date()): Promise<string> =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'wrong_code' | 'replayed_code' };

/**
 * Whether `code` is the secret's code of now (one step either way), and not of a step at or before
 * `lastStep`, the last one taken. The caller records the answered step (only if still newer, in one
 * statement, so that two concurrent sign-ins with one code take it once).
 */
export async function checkTotp(secret: string, code: string, lastStep: number | null): Promise<TotpCheck> {
  let result;
  try {
    result = await verify({ secret, token: code, epochTolerance: EPOCH_TOLERANCE_SECONDS });
  } catch {
    return { ok: false, reason: 'wrong_code' };
  }
  // the TOTP answer carries the code's time step (the HOTP one, of the same type, does not)
  if (!result.valid || !('timeStep' in result)) return { ok: false, reason: 'wrong_code' };
  if (lastStep !== null && result.timeStep <= lastStep) return { ok: false, reason: 'replayed_code' };
  return { ok: true, step: result.timeStep };
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** 10 codes of 16 characters from an unambiguous alphabet (~79 bits each), written xxxx-xxxx-xxxx-xxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(randomBytes(16), (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]);
    return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
  });
}

/** SHA-256 of the code as typed, less case, spaces and dashes (the codes are random: no slow hash needed). */
export function hashRecoveryCode(code: string): string {
  const normal = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normal).digest('hex');
}
