// The browser's SRP-6a arithmetic with the platform's BigInt and WebCrypto's SHA-256, byte for byte
// what secure-remote-password 0.3's client computes (srp-client.test.ts checks it against the library,
// and the server's half, platform/identity/srp-server.ts, speaks the same): the 2048-bit group of
// RFC 5054, g = 2, k = H(N, g), x = H(s, H(I ':' p)), u = H(A, B), S = (B - k g^x)^(a + u x),
// K = H(S), M = H(H(N) xor H(g), H(I), s, A, B, K), and the server's proof H(A, M, K). Its own code
// instead of the library's because the library carries a big-integer package (jsbn) that weighed
// 11 KB of the light sign-in page's 150 (decision 067).

/** N, the group's safe prime, as the library writes it (hex). */
const N_HEX =
  'AC6BDB41324A9A9BF166DE5E1389582FAF72B6651987EE07FC3192943DB56050A37329CBB4A099ED8193E0757767A13D' +
  'D52312AB4B03310DCD7F48A9DA04FD50E8083969EDB767B0CF6095179A163AB3661A05FBD5FAAAE82918A9962F0B93B8' +
  '55F97993EC975EEAA80D740ADBF4FF747359D041D5C33EA71D281E446B14773BCA97B43A23FB801676BD207A436C6481' +
  'F1D2B9078717461A5B9D32E688F87748544523B524B0D57D5EA77A2775D2ECFA032CFBDBF52FB3786160279004E57AE6' +
  'AF874E7303CE53299CCC041C7BC308D82A5698F3A8D0C38271AE35F8E9DBFBB694B5C803D89F7AE435DE236D525F5475' +
  '9B65E372FCD68EF20FA7111F9E4AFF73';
const N = BigInt(`0x${N_HEX}`);
const G = 2n;
/** A value's hex is padded to N's length, as the library pads the results of its modular arithmetic. */
const N_DIGITS = N_HEX.length;
const HASH_BYTES = 32;

/** A number with the width its hex is written in (the library keeps one per value: it is hashed). */
type Value = { n: bigint; hex: string };

const ofHex = (hex: string): Value => ({ n: BigInt(`0x${hex || '0'}`), hex });
const padded = (n: bigint, digits: number): Value => ({ n, hex: n.toString(16).padStart(digits, '0') });

function bytesOfHex(hex: string): Uint8Array {
  const even = hex.length % 2 ? `0${hex}` : hex;
  const bytes = new Uint8Array(even.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(even.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** SHA-256 of the values' bytes and the texts' UTF-8, one after another. */
async function H(...parts: (Value | string)[]): Promise<Value> {
  const chunks = parts.map((part) =>
    typeof part === 'string' ? new TextEncoder().encode(part) : bytesOfHex(part.hex),
  );
  const joined = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', joined));
  return ofHex(Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join(''));
}

/** base^exponent mod N, by squaring (BigInt has no modular power of its own). */
function powN(base: bigint, exponent: bigint): Value {
  let result = 1n;
  let b = ((base % N) + N) % N;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % N;
    b = (b * b) % N;
  }
  return padded(result, N_DIGITS);
}

const n = ofHex(N_HEX);
const g = ofHex('02');

/** x = H(s, H(I ':' p)), hex. */
export async function derivePrivateKey(salt: string, username: string, password: string): Promise<string> {
  return (await H(ofHex(salt), await H(`${username}:${password}`))).hex;
}

/** A random secret a (32 bytes) and A = g^a, hex. */
export function generateEphemeral(): { secret: string; public: string } {
  const random = globalThis.crypto.getRandomValues(new Uint8Array(HASH_BYTES));
  const secret = Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return { secret, public: powN(G, BigInt(`0x${secret}`)).hex };
}

/** The session key K and the client's proof M, hex; refuses a server ephemeral B with B mod N = 0. */
export async function deriveSession(
  clientSecretEphemeral: string,
  serverPublicEphemeral: string,
  salt: string,
  username: string,
  privateKey: string,
): Promise<{ key: string; proof: string }> {
  const a = ofHex(clientSecretEphemeral);
  const B = ofHex(serverPublicEphemeral);
  const s = ofHex(salt);
  const x = ofHex(privateKey);
  const A = powN(G, a.n);
  if (B.n % N === 0n) throw new Error('The server sent an invalid public ephemeral');
  const k = await H(n, g);
  const u = await H(A, B);
  const S = powN(B.n - k.n * powN(G, x.n).n, a.n + u.n * x.n);
  const K = await H(S);
  const [hN, hg] = [await H(n), await H(g)];
  const M = await H(padded(hN.n ^ hg.n, hN.hex.length), await H(username), s, A, B, K);
  return { key: K.hex, proof: M.hex };
}

/** Checks the server's proof H(A, M, K); throws when it does not match. */
export async function verifySession(
  clientPublicEphemeral: string,
  session: { key: string; proof: string },
  serverSessionProof: string,
): Promise<void> {
  const expected = await H(ofHex(clientPublicEphemeral), ofHex(session.proof), ofHex(session.key));
  if (expected.n !== ofHex(serverSessionProof).n) throw new Error('Server provided session proof is invalid');
}
