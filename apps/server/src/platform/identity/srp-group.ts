// The SRP-6a group and hash exactly as `secure-remote-password` (the browser's client library) uses
// them: the RFC 5054 2048-bit group, g = 2, SHA-256, k = H(N, g). Numbers are hashed as the library
// hashes them: big-endian bytes of their hex padded to a fixed length (N's length for group elements).
// Modular exponentiation runs in OpenSSL (node:crypto's Diffie-Hellman, constant time) rather than in
// the library's pure-JavaScript big integers: ~0.5 ms instead of ~14 ms per exponentiation, which is
// most of the server's CPU per sign-in (decision 007).
import { createDiffieHellman, createHash, type DiffieHellman } from 'node:crypto';

const N_HEX = (
  'AC6BDB41324A9A9BF166DE5E1389582FAF72B6651987EE07FC3192943DB56050A37329CBB4A099ED8193E075' +
  '7767A13DD52312AB4B03310DCD7F48A9DA04FD50E8083969EDB767B0CF6095179A163AB3661A05FBD5FAAAE8' +
  '2918A9962F0B93B855F97993EC975EEAA80D740ADBF4FF747359D041D5C33EA71D281E446B14773BCA97B43A' +
  '23FB801676BD207A436C6481F1D2B9078717461A5B9D32E688F87748544523B524B0D57D5EA77A2775D2ECFA' +
  '032CFBDBF52FB3786160279004E57AE6AF874E7303CE53299CCC041C7BC308D82A5698F3A8D0C38271AE35F8' +
  'E9DBFBB694B5C803D89F7AE435DE236D525F54759B65E372FCD68EF20FA7111F9E4AFF73'
).toLowerCase();

/** Bytes of a group element (N is 2048 bits). */
export const ELEMENT_BYTES = 256;
/** Bytes of a hash (and of the ephemeral secrets). */
export const HASH_BYTES = 32;

export const N = BigInt(`0x${N_HEX}`);
export const g = 2n;
const G_BYTES = Buffer.from([2]);

export function toBytes(n: bigint, length: number): Buffer {
  return Buffer.from(n.toString(16).padStart(length * 2, '0'), 'hex');
}

export function fromBytes(bytes: Buffer): bigint {
  return bytes.length === 0 ? 0n : BigInt(`0x${bytes.toString('hex')}`);
}

export function H(...parts: (Buffer | string)[]): Buffer {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
}

const N_BYTES = toBytes(N, ELEMENT_BYTES);
export const k = fromBytes(H(N_BYTES, G_BYTES));
/** H(N) xor H(g), the first term of the client's proof. */
export const HN_XOR_HG = (() => {
  const hn = H(N_BYTES);
  const hg = H(G_BYTES);
  return Buffer.from(hn.map((byte, i) => byte ^ (hg[i] ?? 0)));
})();

// Node checks the prime when the object is made (~0.3 s), so one object serves every call; its calls
// are synchronous, so two requests never see each other's private key.
let dh: DiffieHellman | undefined;
function group(): DiffieHellman {
  dh ??= createDiffieHellman(N_BYTES, G_BYTES);
  return dh;
}

/** base^exponent mod N. Throws when OpenSSL refuses the base (0, 1 or N-1 after reduction). */
export function modPow(base: bigint, exponent: bigint): bigint {
  const d = group();
  d.setPrivateKey(toBytes(exponent, Math.max(1, Math.ceil(exponent.toString(16).length / 2))));
  if (base === g) return fromBytes(d.generateKeys());
  return fromBytes(d.computeSecret(toBytes(((base % N) + N) % N, ELEMENT_BYTES)));
}

/** Warms the group up (the one-time prime check) so that the first sign-in does not pay for it. */
export function prepareSrpGroup(): void {
  group();
}
