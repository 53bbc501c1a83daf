// The server side of SRP-6a, wire-compatible with `secure-remote-password/client` (what the browser
// runs): the same group, hashes and proofs as `secure-remote-password/server`, checked against it in
// srp-server.test.ts, with the exponentiations in OpenSSL (see srp-group.ts).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ELEMENT_BYTES, H, HASH_BYTES, HN_XOR_HG, N, fromBytes, g, k, modPow, toBytes } from './srp-group.ts';

export type ServerEphemeral = { secret: string; public: string };

const ELEMENT_HEX = /^[0-9a-f]{512}$/;

/** The server's ephemeral pair for one sign-in: b random, B = k·v + g^b mod N. */
export function generateServerEphemeral(verifierHex: string): ServerEphemeral {
  const b = randomBytes(HASH_BYTES);
  const v = BigInt(`0x${verifierHex}`);
  const B = (k * v + modPow(g, fromBytes(b))) % N;
  return { secret: b.toString('hex'), public: toBytes(B, ELEMENT_BYTES).toString('hex') };
}

export type SessionInput = {
  serverSecret: string;
  serverPublic: string;
  clientPublic: string;
  salt: string;
  username: string;
  verifier: string;
  clientProof: string;
};

/**
 * Checks the client's proof M1. Returns the server's proof M2 (which shows the client that the server
 * knows the verifier), or null for a wrong proof or a malformed or degenerate public value A.
 */
export function verifyClientProof(input: SessionInput): string | null {
  const clientPublic = input.clientPublic.toLowerCase();
  // the client library always sends A padded to N's length; anything else is not our client
  if (!ELEMENT_HEX.test(clientPublic)) return null;
  const A = BigInt(`0x${clientPublic}`);
  if (A % N === 0n) return null;
  const aBytes = Buffer.from(clientPublic, 'hex');
  const bBytes = Buffer.from(input.serverPublic.toLowerCase(), 'hex');
  const b = BigInt(`0x${input.serverSecret}`);
  const v = BigInt(`0x${input.verifier}`);

  const u = fromBytes(H(aBytes, bBytes));
  let S: bigint;
  try {
    // S = (A · v^u)^b mod N
    S = modPow((A * modPow(v, u)) % N, b);
  } catch {
    return null; // A · v^u reduced to 1 or N-1: a hostile A
  }
  const K = H(toBytes(S, ELEMENT_BYTES));
  const M = H(HN_XOR_HG, H(input.username), Buffer.from(input.salt.toLowerCase(), 'hex'), aBytes, bBytes, K);

  const proof = input.clientProof.toLowerCase().replace(/^0+/, '');
  if (!/^[0-9a-f]{0,64}$/.test(proof)) return null;
  const given = Buffer.from(proof.padStart(HASH_BYTES * 2, '0'), 'hex');
  if (!timingSafeEqual(given, M)) return null;

  return H(aBytes, M, K).toString('hex');
}
