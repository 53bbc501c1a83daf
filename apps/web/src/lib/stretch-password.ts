// The slow stretch of the password that stands in for it in SRP (the server derived the verifier
// from the same stretch): PBKDF2-SHA256 over the NFKC form of the password. WebCrypto runs it off the
// main thread, so the page stays responsive through the ~0.5-1 s of 600,000 iterations.
import { PASSWORD_KDF_ITERATIONS } from '@vp/contracts';

/** Far above today's count; stops a broken answer from pinning the browser for minutes. */
const MAX_ITERATIONS = 10_000_000;

function bytesOfHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function hexOf(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Hex of 32 bytes, as the server's `stretchPassword`. */
export async function stretchPassword(
  password: string,
  saltHex: string,
  iterations: number,
): Promise<string> {
  // fewer iterations than we store with would make a guessed password cheaper to test
  if (!Number.isInteger(iterations) || iterations < PASSWORD_KDF_ITERATIONS || iterations > MAX_ITERATIONS)
    throw new Error(`Refusing a password stretch of ${iterations} iterations`);
  if (!/^(?:[0-9a-f]{2})+$/i.test(saltHex)) throw new Error('The salt is not hex');
  const { subtle } = globalThis.crypto;
  const key = await subtle.importKey(
    'raw',
    new TextEncoder().encode(password.normalize('NFKC')),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: bytesOfHex(saltHex), iterations },
    key,
    256,
  );
  return hexOf(bits);
}
