// Sign-in over HTTP from Node with the same SRP-6a steps as the browser, through the page's own
// request context: the refresh cookie lands in the browser context, so the app's start-up refresh
// finds a real session.
import type { APIRequestContext } from '@playwright/test';
import srp from 'secure-remote-password/client.js';
import { signInFinishCall, signInStartCall } from '@vp/contracts';
import { stretchPassword } from '../apps/server/src/platform/identity/password-verifier.ts';

// the stretch is the slow part and depends only on password and salt
const stretched = new Map<string, Promise<string>>();

export async function apiSignIn(request: APIRequestContext, email: string, password: string): Promise<void> {
  const username = email.trim().toLowerCase();
  const start = await request.post(signInStartCall.path, { data: { email: username } });
  if (!start.ok()) throw new Error(`sign-in start answered ${start.status()}: ${await start.text()}`);
  const { challengeId, salt, serverEphemeral } = (await start.json()) as {
    challengeId: string;
    salt: string;
    serverEphemeral: string;
  };
  const key = `${password}\u0000${salt}`;
  if (!stretched.has(key)) stretched.set(key, stretchPassword(password, salt));
  const privateKey = srp.derivePrivateKey(salt, username, await stretched.get(key)!);
  const ephemeral = srp.generateEphemeral();
  const session = srp.deriveSession(ephemeral.secret, serverEphemeral, salt, username, privateKey);
  const finish = await request.post(signInFinishCall.path, {
    data: { challengeId, clientEphemeral: ephemeral.public, clientProof: session.proof },
  });
  const body = (await finish.json()) as { result?: string; serverProof?: string };
  if (!finish.ok() || body.result !== 'SIGNED_IN')
    throw new Error(`sign-in finish answered ${finish.status()}: ${JSON.stringify(body)}`);
  srp.verifySession(ephemeral.public, session, body.serverProof!);
}
