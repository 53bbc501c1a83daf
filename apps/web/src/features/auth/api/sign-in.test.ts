// The browser's half of SRP against the library's own server half, behind a loopback HTTP server
// that speaks the sign-in contract (the real server's half is tested against the same library).
import { pbkdf2Sync } from 'node:crypto';
import * as srpClient from 'secure-remote-password/client.js';
import * as srpServer from 'secure-remote-password/server.js';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  INVALID_CREDENTIALS,
  PASSWORD_KDF_ITERATIONS,
  PASSWORD_RESET_REQUIRED_CODE,
  signInStartCall,
} from '@vp/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { loopbackApi, sendJson } from '../../../lib/testing/loopback-api.ts';
import { isPasswordResetRequired, ServerProofError, signIn } from './sign-in.ts';

const EMAIL = 'ann@example.com';
const PASSWORD = 'Correct-Horse-42';
const salt = srpClient.generateSalt();
const stretched = pbkdf2Sync(PASSWORD, Buffer.from(salt, 'hex'), PASSWORD_KDF_ITERATIONS, 32, 'sha256');
const verifier = srpClient.deriveVerifier(srpClient.derivePrivateKey(salt, EMAIL, stretched.toString('hex')));

type Mode = 'ok' | 'temporary' | 'reset-required' | 'bad-server-proof';
let mode: Mode = 'ok';
let finishBodies: Record<string, unknown>[] = [];
let pending: { secret: string; public: string } | null = null;

loopbackApi((req, res, raw) => {
  const body = JSON.parse(raw || '{}') as Record<string, string>;
  if (req.url === signInStartCall.path) {
    pending = srpServer.generateEphemeral(verifier);
    sendJson(res, 200, {
      challengeId: 'c1',
      salt,
      serverEphemeral: pending.public,
      kdfIterations: PASSWORD_KDF_ITERATIONS,
    });
    return;
  }
  finishBodies.push(body);
  if (mode === 'reset-required') {
    sendJson(res, 403, { error: 'Password Reset Required', code: PASSWORD_RESET_REQUIRED_CODE });
    return;
  }
  let proof: string;
  try {
    const session = srpServer.deriveSession(
      pending!.secret,
      body.clientEphemeral!,
      salt,
      EMAIL,
      verifier,
      body.clientProof!,
    );
    proof = session.proof;
  } catch {
    sendJson(res, 401, { error: INVALID_CREDENTIALS });
    return;
  }
  if (mode === 'temporary' && !body.newPassword) sendJson(res, 200, { result: 'NEW_PASSWORD_REQUIRED' });
  else
    sendJson(res, 200, {
      result: 'SIGNED_IN',
      serverProof: mode === 'bad-server-proof' ? '00'.repeat(32) : proof,
      idToken: 'id-token',
      expiresIn: 900,
    });
});

beforeEach(() => {
  mode = 'ok';
  finishBodies = [];
});

describe('signIn (SRP-6a)', () => {
  it('signs in with the right password, whatever the case and spacing of the address', async () => {
    await expect(signIn({ email: '  Ann@Example.COM ', password: PASSWORD })).resolves.toEqual({
      result: 'SIGNED_IN',
      idToken: 'id-token',
      expiresIn: 900,
    });
    // the password itself never travels
    expect(JSON.stringify(finishBodies)).not.toContain(PASSWORD);
  });

  it('passes on the refusal of a wrong password', async () => {
    const error = await signIn({ email: EMAIL, password: 'wrong-password' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe(INVALID_CREDENTIALS);
  });

  it('reports NEW_PASSWORD_REQUIRED and completes it when a new password is supplied', async () => {
    mode = 'temporary';
    await expect(signIn({ email: EMAIL, password: PASSWORD })).resolves.toEqual({
      result: 'NEW_PASSWORD_REQUIRED',
    });
    await expect(
      signIn({ email: EMAIL, password: PASSWORD, newPassword: 'Brand-New-Pass-1' }),
    ).resolves.toMatchObject({
      result: 'SIGNED_IN',
    });
    expect(finishBodies[1]?.newPassword).toBe('Brand-New-Pass-1');
  });

  it('recognises PASSWORD_RESET_REQUIRED', async () => {
    mode = 'reset-required';
    const error = await signIn({ email: EMAIL, password: PASSWORD }).catch((e: unknown) => e);
    expect(isPasswordResetRequired(error)).toBe(true);
    expect(isPasswordResetRequired(new ApiError(403, 'Forbidden', { error: 'Forbidden' }))).toBe(false);
  });

  it('fails when the server cannot prove it holds the verifier', async () => {
    mode = 'bad-server-proof';
    await expect(signIn({ email: EMAIL, password: PASSWORD })).rejects.toBeInstanceOf(ServerProofError);
  });
});
