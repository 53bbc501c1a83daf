// The browser's side of sign-in, done as the web app does it: PBKDF2-SHA256 through WebCrypto
// (crypto.subtle, as in the browser) stretches the password, then `secure-remote-password/client`
// runs SRP-6a against /api/auth/sign-in/start and /finish over real HTTP.
import { webcrypto } from 'node:crypto';
import srp from 'secure-remote-password/client.js';
import { signInFinishCall, signInStartCall } from '@vp/contracts';
import { api } from './harness.ts';

type Server = { url: string };
type Reply = Awaited<ReturnType<typeof api>>;

const stretched = new Map<string, string>();

/** hex(PBKDF2-SHA256(NFKC(password), salt, iterations, 32 bytes)), as the browser computes it. */
export async function stretchInBrowserWay(
  password: string,
  saltHex: string,
  iterations: number,
): Promise<string> {
  const cacheKey = `${saltHex}\0${iterations}\0${password}`;
  const cached = stretched.get(cacheKey);
  if (cached) return cached;
  const key = await webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password.normalize('NFKC')),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await webcrypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: Buffer.from(saltHex, 'hex'), iterations },
    key,
    256,
  );
  const hex = Buffer.from(bits).toString('hex');
  stretched.set(cacheKey, hex);
  return hex;
}

export type SrpSignIn = {
  start: Reply;
  finish: Reply;
  /** true when the server's proof M2 checked out (only on SIGNED_IN) */
  serverVerified: boolean;
  /** the refresh cookie's value, when one was set */
  refreshToken: string | undefined;
  setCookie: string | null;
  /** the client's secret and public values, for tests that check they never show up anywhere */
  clientValues: string[];
};

export type SignInOptions = {
  newPassword?: string;
  headers?: Record<string, string>;
  /** runs between the two calls (e.g. to let the challenge expire) */
  beforeFinish?: () => Promise<void>;
  /** another sign-in's two calls (the staff sign-in, decision 057); the vendor's by default */
  paths?: { start: string; finish: string };
};

export async function srpSignIn(
  server: Server,
  email: string,
  password: string,
  options: SignInOptions = {},
): Promise<SrpSignIn> {
  const headers = options.headers ?? {};
  const paths = options.paths ?? { start: signInStartCall.path, finish: signInFinishCall.path };
  const start = await api(server, paths.start, { method: 'POST', body: { email }, headers });
  if (start.status !== 200) {
    return {
      start,
      finish: start,
      serverVerified: false,
      refreshToken: undefined,
      setCookie: null,
      clientValues: [],
    };
  }
  const { challengeId, salt, serverEphemeral, kdfIterations } = start.json as {
    challengeId: string;
    salt: string;
    serverEphemeral: string;
    kdfIterations: number;
  };
  const username = email.trim().toLowerCase();
  const privateKey = srp.derivePrivateKey(
    salt,
    username,
    await stretchInBrowserWay(password, salt, kdfIterations),
  );
  const ephemeral = srp.generateEphemeral();
  const session = srp.deriveSession(ephemeral.secret, serverEphemeral, salt, username, privateKey);
  await options.beforeFinish?.();
  const finish = await api(server, paths.finish, {
    method: 'POST',
    headers,
    body: {
      challengeId,
      clientEphemeral: ephemeral.public,
      clientProof: session.proof,
      ...(options.newPassword !== undefined ? { newPassword: options.newPassword } : {}),
    },
  });
  let serverVerified = false;
  // the vendor's SIGNED_IN, or the staff sign-in's second-factor step, carries the server's proof
  if (finish.status === 200 && typeof finish.json.serverProof === 'string') {
    try {
      srp.verifySession(ephemeral.public, session, String(finish.json.serverProof));
      serverVerified = true;
    } catch {
      serverVerified = false;
    }
  }
  const setCookie = finish.headers.get('set-cookie');
  return {
    start,
    finish,
    serverVerified,
    refreshToken: refreshTokenOf(setCookie),
    setCookie,
    clientValues: [privateKey, ephemeral.secret, ephemeral.public, session.key, session.proof],
  };
}

/** The vp_refresh value of a Set-Cookie header ('' when the cookie is being cleared). */
export function refreshTokenOf(setCookie: string | null): string | undefined {
  const match = /(?:^|[,;]\s*)vp_refresh=([^;]*)/.exec(setCookie ?? '');
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/** A finish with made-up A and proof: a wrong-password attempt that costs the test no SRP work. */
export async function guessOnce(
  server: Server,
  email: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const start = await api(server, signInStartCall.path, { method: 'POST', body: { email }, headers });
  if (start.status !== 200) return start;
  return api(server, signInFinishCall.path, {
    method: 'POST',
    headers,
    body: {
      challengeId: start.json.challengeId,
      clientEphemeral: srp.generateEphemeral().public,
      clientProof: 'ab'.repeat(32),
    },
  });
}
