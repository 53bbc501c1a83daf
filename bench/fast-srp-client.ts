// The browser's SRP-6a client math (what `secure-remote-password/client` computes), with the
// exponentiations in OpenSSL so that the benchmark's client does not starve the server it measures.
// Correctness is checked on every sign-in: the server accepts M1 and the client checks M2.
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import {
  ELEMENT_BYTES,
  H,
  HN_XOR_HG,
  N,
  fromBytes,
  g,
  k,
  modPow,
  toBytes,
} from '../apps/server/src/platform/identity/srp-group.ts';

export type ClientSecret = { username: string; salt: string; x: bigint };

/** PBKDF2-SHA256 of the password, then x = H(s, H(I ':' p)), as the web app derives it. */
export function deriveClientSecret(
  email: string,
  password: string,
  salt: string,
  iterations: number,
): ClientSecret {
  const username = email.trim().toLowerCase();
  const stretched = pbkdf2Sync(
    password.normalize('NFKC'),
    Buffer.from(salt, 'hex'),
    iterations,
    32,
    'sha256',
  ).toString('hex');
  const x = fromBytes(H(Buffer.from(salt, 'hex'), H(`${username}:${stretched}`)));
  return { username, salt, x };
}

export type ClientSession = { clientEphemeral: string; clientProof: string; expectedServerProof: string };

export function clientSession(secret: ClientSecret, serverEphemeral: string): ClientSession {
  const a = fromBytes(randomBytes(32));
  const A = toBytes(modPow(g, a), ELEMENT_BYTES);
  const bBytes = Buffer.from(serverEphemeral, 'hex');
  const B = fromBytes(bBytes);
  const u = fromBytes(H(A, bBytes));
  const base = (((B - k * modPow(g, secret.x)) % N) + N) % N;
  const S = modPow(base, a + u * secret.x);
  const K = H(toBytes(S, ELEMENT_BYTES));
  const M = H(HN_XOR_HG, H(secret.username), Buffer.from(secret.salt, 'hex'), A, bBytes, K);
  return {
    clientEphemeral: A.toString('hex'),
    clientProof: M.toString('hex'),
    expectedServerProof: H(A, M, K).toString('hex'),
  };
}
